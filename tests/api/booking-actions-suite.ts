import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, expect, vi } from "vitest";
import { bookings } from "../../src/db/schema.ts";
import { addDays } from "../../src/shared/bookings/availability.ts";
import { hongKongDate } from "../../src/shared/places/hong-kong-clock.ts";
import { mailsTo, signedInPeople } from "../support/accounts.ts";
import { apiCaller } from "../support/api-call.ts";
import { createTerms, type TestTerms, tableRestaurant } from "../support/directory.ts";
import { startTestApp, type TestApp } from "../support/test-app.ts";

export const HOUR = 3_600_000;
export const NS = "/api/listar/v1";

/**
 * The suites of the owner's actions on a booking, inside their `describe`: an owner, a rival
 * owner, an admin and two diners signed in, and the helpers that book, accept, move a booking's
 * start and read its row and mail.
 */
export function bookingActionsSuite(kind: "pglite" | "postgres") {
  let t: TestApp;
  let terms: TestTerms;
  const ids: Record<string, number> = {};
  const tokens: Record<string, string> = {};
  const call = apiCaller(() => t.app, tokens);
  const day = addDays(hongKongDate(new Date()), 2);

  beforeAll(async () => {
    t = await startTestApp(kind, { AUTH_RATE_LIMIT: "100000", BOOKING_RATE_LIMIT: "100000" });
    terms = await createTerms(t.database.db);
    await signedInPeople(
      t.app,
      t.database.db,
      [
        ["owner", "author"],
        ["rival", "author"],
        ["boss", "admin"],
        ["diner", "user"],
        ["second", "user"],
      ] as const,
      { ids, tokens },
    );
  });
  afterEach(() => vi.useRealTimers());
  afterAll(async () => {
    await t?.close();
  });

  const restaurant = (title: string, tables = 2) =>
    tableRestaurant(t.database.db, terms, {
      authorId: ids.owner!,
      title,
      tables: Array.from({ length: tables }, () => 4),
    });

  async function book(who: string, placeId: number, time = "19:00", date = day) {
    const res = await call("POST", "booking/order", who, {
      resource_id: placeId,
      adult: 2,
      start_date: date,
      start_time: time,
      payment_method: "cash",
      memo: "Window seat",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.booking_id as number;
  }

  async function accepted(who: string, placeId: number, time = "19:00") {
    const id = await book(who, placeId, time);
    expect((await call("POST", "booking/accept_by_id", "owner", { id })).status).toBe(200);
    return id;
  }

  const rowOf = async (id: number) =>
    (await t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;

  /** Moves a booking's time to start `fromNow` ms from now (negative: begun), two hours long. */
  async function startsIn(id: number, fromNow: number) {
    const startsAt = new Date(Date.now() + fromNow);
    await t.database.db
      .update(bookings)
      .set({ startsAt, endsAt: new Date(startsAt.getTime() + 2 * HOUR) })
      .where(eq(bookings.id, id));
  }

  /** The latest mail to `to` with `subject` in its subject, about booking `id` if given. */
  async function mailMatching(to: string, subject: string, id?: number) {
    const about = id === undefined ? "" : `預約 TS${String(id).padStart(4, "0")}`;
    for (let i = 0; i < 500; i++) {
      const mail = (await mailsTo(t.database.db, to)).find(
        (m) => m.subject.includes(subject) && m.text.includes(about),
      );
      if (mail) return mail;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`no mail "${subject}" to ${to}`);
  }

  /** Another author is not a party (the booking is not found); its customer may not act. */
  async function expectRefused(route: string, payload: Record<string, unknown>) {
    const rival = await call("POST", route, "rival", payload);
    expect(rival.status, route).toBe(400);
    expect(rival.body.code).toBe("rest_invalid_booking");
    const customer = await call("POST", route, "diner", payload);
    expect(customer.status, route).toBe(403);
    expect(customer.http).toBe(200);
    expect(customer.body.code).toBe("rest_permission");
    expect((await call("POST", route, undefined, payload)).status).toBe(401);
  }
  return {
    get t() {
      return t;
    },
    tokens,
    call,
    day,
    restaurant,
    book,
    accepted,
    rowOf,
    startsIn,
    mailMatching,
    expectRefused,
  };
}
