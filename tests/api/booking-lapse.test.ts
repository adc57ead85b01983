import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, jobs, places } from "../../src/db/schema.ts";
import {
  ANSWER_WITHIN_HOURS,
  LAPSE_JOB,
  lapsesAt,
} from "../../src/server/api/bookings/booking-lapse.ts";
import { addDays } from "../../src/shared/bookings/availability.ts";
import { hongKongDate } from "../../src/shared/places/hong-kong-clock.ts";
import { createUser, signIn, waitForMail } from "../support/accounts.ts";
import { apiCaller } from "../support/api-call.ts";
import { createPlace, createTerms, everyDay, type TestTerms } from "../support/directory.ts";
import { DATABASE_KINDS, startTestApp, type TestApp } from "../support/test-app.ts";

const PERSONAL_INFO = { firstName: "Ann", lastName: "Lee", phone: "+852 9123 4567" };
const HOUR = 3_600_000;

describe("when an unanswered request lapses", () => {
  const created = new Date("2026-11-27T10:00:00Z");
  it("is when the owner has had their time to answer, or when the booking begins if sooner", () => {
    const far = new Date(created.getTime() + 10 * 24 * HOUR);
    expect(lapsesAt({ createdAt: created, startsAt: far })).toEqual(
      new Date(created.getTime() + ANSWER_WITHIN_HOURS * HOUR),
    );
    const soon = new Date(created.getTime() + 3 * HOUR);
    expect(lapsesAt({ createdAt: created, startsAt: soon })).toEqual(soon);
    // A request still waiting for its time has only the answer's deadline.
    expect(lapsesAt({ createdAt: created, startsAt: null })).toEqual(
      new Date(created.getTime() + ANSWER_WITHIN_HOURS * HOUR),
    );
  });
});

/**
 * Security review 2, §4: a request the owner never answers held its table for ever. It now
 * lapses: both sides are told, and the table can be booked again.
 */
describe.each(DATABASE_KINDS)("unanswered booking requests on %s", (kind) => {
  let t: TestApp;
  let terms: TestTerms;
  let ownerId = 0;
  const tokens: Record<string, string> = {};
  const call = apiCaller(() => t.app, tokens);
  const day = addDays(hongKongDate(new Date()), 2);

  beforeAll(async () => {
    t = await startTestApp(kind, { AUTH_RATE_LIMIT: "100000", BOOKING_RATE_LIMIT: "100000" });
    terms = await createTerms(t.database.db);
    const owner = await createUser(t.database.db, {
      username: "owner",
      email: "owner@example.test",
      role: "author",
      emailVerifiedAt: new Date(),
      ...PERSONAL_INFO,
    });
    ownerId = owner.id;
    tokens.owner = await signIn(t.app, "owner");
    for (const username of ["diner", "second"]) {
      await createUser(t.database.db, {
        username,
        email: `${username}@example.test`,
        emailVerifiedAt: new Date(),
        ...PERSONAL_INFO,
      });
      tokens[username] = await signIn(t.app, username);
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A restaurant with one table: whoever holds it holds the evening. */
  async function oneTableRestaurant(title: string) {
    const place = await createPlace(t.database.db, terms, {
      authorId: ownerId,
      title,
      locationSlug: "wan-chai",
      termIds: [terms.salon],
      openingHours: everyDay("11:00", "22:00"),
    });
    await t.database.db
      .update(places)
      .set({
        bookingStyle: "table",
        bookingPriceCents: 0,
        bookingSettings: { tables: [{ name: "T1", seats: 4 }], slotMinutes: 120 },
      })
      .where(eq(places.id, place.id));
    return place.id;
  }

  const order = (placeId: number) => ({
    resource_id: placeId,
    adult: 2,
    start_date: day,
    start_time: "19:00",
    payment_method: "cash",
  });

  const lapseJob = (bookingId: number) =>
    t.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, LAPSE_JOB), eq(jobs.uniqueKey, `lapse:${bookingId}`)));

  /** Brings a lapse forward to now and waits until the runner has done it. */
  async function runLapse(bookingId: number) {
    await t.database.db
      .update(jobs)
      .set({ runAt: new Date() })
      .where(eq(jobs.uniqueKey, `lapse:${bookingId}`));
    t.app.jobs.wake();
    for (let i = 0; i < 500; i++) {
      const [job] = await lapseJob(bookingId);
      if (job?.doneAt) return job;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error("the lapse did not run");
  }

  it("lapses a request nobody answered: both sides told, the table free again", async () => {
    const placeId = await oneTableRestaurant("Lapse Kitchen");
    const ordered = await call("POST", "booking/order", "diner", order(placeId));
    expect(ordered.status).toBe(200);
    const id = ordered.body.data.booking_id as number;
    const [booking] = await t.database.db.select().from(bookings).where(eq(bookings.id, id));
    const [job] = await lapseJob(id);
    expect(job?.runAt).toEqual(lapsesAt(booking!));
    // While it waits, the one table is held.
    const meanwhile = await call("POST", "booking/order", "second", order(placeId));
    expect(meanwhile.status).toBe(400);

    await runLapse(id);
    const [lapsed] = await t.database.db.select().from(bookings).where(eq(bookings.id, id));
    expect(lapsed?.status).toBe("canceled");
    const [toDiner] = await waitForMail(t.database.db, "diner@example.test", 2);
    expect(toDiner?.subject).toBe("預約未獲回覆：Lapse Kitchen");
    expect(toDiner?.text).toContain("不會收取任何費用");
    const [toOwner] = await waitForMail(t.database.db, "owner@example.test", 2);
    expect(toOwner?.subject).toContain("未及回覆");
    // The evening can be booked again.
    const again = await call("POST", "booking/order", "second", order(placeId));
    expect(again.status).toBe(200);
  });

  it("leaves a request the owner answered in time as it is", async () => {
    const placeId = await oneTableRestaurant("Answered Kitchen");
    const ordered = await call("POST", "booking/order", "diner", order(placeId));
    const id = ordered.body.data.booking_id as number;
    const accepted = await call("POST", "booking/accept_by_id", "owner", { id });
    expect(accepted.status).toBe(200);
    await runLapse(id);
    const [kept] = await t.database.db.select().from(bookings).where(eq(bookings.id, id));
    expect(kept?.status).toBe("publish");
  });
});
