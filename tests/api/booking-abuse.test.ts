import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, jobs, places, users } from "../../src/db/schema.ts";
import {
  MAX_PENDING_AT_PLACE,
  MAX_PENDING_IN_ALL,
} from "../../src/server/api/bookings/pending-ceilings.ts";
import { addDays } from "../../src/shared/bookings/availability.ts";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { translate } from "../../src/shared/i18n/translate.ts";
import { hongKongDate } from "../../src/shared/places/hong-kong-clock.ts";
import { createUser, mailsTo, signIn, waitForMail } from "../support/accounts.ts";
import { apiCaller, statusOf } from "../support/api-call.ts";
import { createPlace, createTerms, everyDay, type TestTerms } from "../support/directory.ts";
import { fixedBodies, injectOptions } from "../support/hostile-input.ts";
import { DATABASE_KINDS, startTestApp, type TestApp } from "../support/test-app.ts";

const NS = "/api/listar/v1";
const SITE = "https://tablestart.example";
const OPEN_ALL_DAY = everyDay("11:00", "22:00");
const PERSONAL_INFO = { firstName: "Ann", lastName: "Lee", phone: "+852 9123 4567" };

/**
 * Security review 2, §4: one throw-away account held every table of a restaurant for a day in
 * three requests, and had the server mail an address nobody proved. Booking now needs a verified
 * account, a customer's unanswered requests have a ceiling, and the customer's mail goes to the
 * account's proven address.
 */
describe.each(DATABASE_KINDS)("booking abuse on %s", (kind) => {
  let t: TestApp;
  let terms: TestTerms;
  let ownerId = 0;
  const tokens: Record<string, string> = {};
  const call = apiCaller(() => t.app, tokens);
  const tomorrow = addDays(hongKongDate(new Date()), 1);
  let serial = 0;

  /** A new customer: verified unless told what it lacks. */
  async function customer(values: Record<string, unknown> = {}) {
    const username = `cust${++serial}`;
    const user = await createUser(t.database.db, {
      username,
      emailVerifiedAt: new Date(),
      ...PERSONAL_INFO,
      ...values,
    });
    tokens[username] = await signIn(t.app, username);
    return { username, user };
  }

  /** A published place of the owner that takes six tables in two-hour slots, as in the review. */
  async function restaurant() {
    const place = await createPlace(t.database.db, terms, {
      authorId: ownerId,
      title: `Table Restaurant ${++serial}`,
      locationSlug: "wan-chai",
      termIds: [terms.salon],
      openingHours: OPEN_ALL_DAY,
    });
    await t.database.db
      .update(places)
      .set({
        bookingStyle: "table",
        bookingPriceCents: 0,
        bookingSettings: {
          tables: Array.from({ length: 6 }, (_, n) => ({ name: `T${n + 1}`, seats: 4 })),
          slotMinutes: 120,
        },
      })
      .where(eq(places.id, place.id));
    return place.id;
  }

  const tableOrder = (placeId: number, startTime: string, extra: Record<string, unknown> = {}) => ({
    resource_id: placeId,
    adult: 1,
    first_name: "Hold",
    start_date: tomorrow,
    start_time: startTime,
    payment_method: "cash",
    table_num: [1],
    ...extra,
  });

  const bookingsOf = (customerId: number) =>
    t.database.db.select().from(bookings).where(eq(bookings.customerId, customerId));

  beforeAll(async () => {
    t = await startTestApp(kind, {
      SITE_URL: SITE,
      AUTH_RATE_LIMIT: "100000",
      BOOKING_RATE_LIMIT: "100000",
    });
    terms = await createTerms(t.database.db);
    const owner = await createUser(t.database.db, {
      username: "owner",
      role: "author",
      emailVerifiedAt: new Date(),
      ...PERSONAL_INFO,
    });
    ownerId = owner.id;
    tokens.owner = await signIn(t.app, "owner");
  });
  afterAll(async () => {
    await t?.close();
  });

  it("refuses an unverified account with what to do, in its language, and books nothing", async () => {
    const placeId = await restaurant();
    const cases = [
      { missing: "email", values: { emailVerifiedAt: null } },
      { missing: "personalInfo", values: { lastName: "", phone: "" } },
      { missing: "both", values: { emailVerifiedAt: null, phone: "" } },
    ] as const;
    for (const { missing, values } of cases) {
      const { username, user } = await customer(values);
      for (const language of ["tc", "sc", "en"] as const) {
        const res = await call("POST", "booking/order", username, tableOrder(placeId, "11:00"), {
          "accept-language": language === "sc" ? "zh-CN" : language === "tc" ? "zh-HK" : "en",
        });
        expect(res.status, `${missing} ${language}`).toBe(403);
        // A stock app shows it: HTTP 200 with success false (decision 066).
        expect(res.http).toBe(200);
        expect(res.body.code).toBe("rest_booking_unverified");
        expect(res.body.message).toBe(
          translate(MESSAGES[language], `bookingsApi.unverified.${missing}`, {
            email: user.email,
            link: `${SITE}${language === "tc" ? "" : `/${language === "sc" ? "zh" : "en"}`}/app/account`,
          }),
        );
      }
      expect(await bookingsOf(user.id)).toEqual([]);
    }
    // The review's throw-away account: not even the mail to a stranger's address goes out.
    const { username } = await customer({ emailVerifiedAt: null });
    const held = await call(
      "POST",
      "booking/order",
      username,
      tableOrder(placeId, "11:00", {
        email: "someone-else@victim.example",
        table_num: [1, 2, 3, 4, 5, 6],
      }),
    );
    expect(held.status).toBe(403);
    const form = await call("GET", `booking/form?resource_id=${placeId}&date=${tomorrow}`);
    expect(form.body.data.select_options.every((table: { use: boolean }) => table.use)).toBe(true);
    expect(await mailsTo(t.database.db, "someone-else@victim.example")).toEqual([]);
  });

  it("seats one person at one table: a verified account cannot take every table with one request", async () => {
    const placeId = await restaurant();
    const { username, user } = await customer();
    const greedy = await call(
      "POST",
      "booking/order",
      username,
      tableOrder(placeId, "11:00", { table_num: [1, 2, 3, 4, 5, 6] }),
    );
    expect(greedy.status).toBe(400);
    expect(greedy.body.message).toBe(translate(MESSAGES.en, "bookingsApi.problem.table_num.party"));
    expect(await bookingsOf(user.id)).toEqual([]);
    // One table, or none named (the place seats the party), is a booking.
    const one = await call("POST", "booking/order", username, tableOrder(placeId, "11:00"));
    expect(one.status).toBe(200);
    expect(one.body.data.table_num).toEqual([1]);
  });

  it(`holds at most ${MAX_PENDING_AT_PLACE} unanswered requests per customer at a place; an answer frees one`, async () => {
    const placeId = await restaurant();
    const ann = await customer();
    const times = ["11:00", "13:00", "15:00", "17:00"];
    for (const time of times.slice(0, MAX_PENDING_AT_PLACE)) {
      const res = await call("POST", "booking/order", ann.username, tableOrder(placeId, time));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const capped = await call("POST", "booking/order", ann.username, tableOrder(placeId, "19:00"));
    expect(capped.status).toBe(409);
    expect(capped.body).toMatchObject({
      success: false,
      code: "rest_booking_pending_limit",
      message: translate(MESSAGES.en, "bookingsApi.pendingLimit.place", {
        max: MAX_PENDING_AT_PLACE,
      }),
    });
    const tc = await call("POST", "booking/order", ann.username, tableOrder(placeId, "19:00"), {
      "accept-language": "zh-HK",
    });
    expect(tc.body.message).toContain("等候店主確認");
    expect(await bookingsOf(ann.user.id)).toHaveLength(MAX_PENDING_AT_PLACE);

    // Another customer is not held back by Ann's requests.
    const ben = await customer();
    expect(
      (
        await call(
          "POST",
          "booking/order",
          ben.username,
          tableOrder(placeId, "19:00", { table_num: [2] }),
        )
      ).status,
    ).toBe(200);

    // The owner answers one: Ann may ask again.
    const [first] = await bookingsOf(ann.user.id);
    const accepted = await call("POST", "booking/accept_by_id", "owner", { id: first!.id });
    expect(accepted.status).toBe(200);
    expect(
      (await call("POST", "booking/order", ann.username, tableOrder(placeId, "19:00"))).status,
    ).toBe(200);
    expect(
      (
        await call(
          "POST",
          "booking/order",
          ann.username,
          tableOrder(placeId, "17:00", { table_num: [2] }),
        )
      ).status,
    ).toBe(409);
    // Cancelling one of her own frees one too.
    const pending = (await bookingsOf(ann.user.id)).filter((b) => b.status === "pending");
    expect(
      (await call("POST", "booking/cancel_by_id", ann.username, { id: pending[0]!.id })).status,
    ).toBe(200);
    expect(
      (
        await call(
          "POST",
          "booking/order",
          ann.username,
          tableOrder(placeId, "17:00", { table_num: [2] }),
        )
      ).status,
    ).toBe(200);
  });

  it("does not count requests whose time has passed, which no answer can help any more", async () => {
    const placeId = await restaurant();
    const ann = await customer();
    const yesterday = new Date(Date.now() - 86_400_000);
    await t.database.db.insert(bookings).values(
      Array.from({ length: MAX_PENDING_IN_ALL }, () => ({
        placeId,
        placeTitle: "Table Restaurant",
        ownerId,
        customerId: ann.user.id,
        style: "table" as const,
        startsAt: new Date(yesterday.getTime() - 7_200_000),
        endsAt: yesterday,
        startDate: hongKongDate(yesterday),
        endDate: hongKongDate(yesterday),
        adults: 1,
        quantity: 1,
        unitPriceCents: 0,
        totalCents: 0,
        paymentMethod: "cash",
        firstName: "Ann",
        email: ann.user.email,
      })),
    );
    expect(
      (await call("POST", "booking/order", ann.username, tableOrder(placeId, "11:00"))).status,
    ).toBe(200);
  });

  it(`holds at most ${MAX_PENDING_IN_ALL} unanswered requests per customer in all, even sent at once`, async () => {
    const ann = await customer();
    const placeIds: number[] = [];
    for (let n = 0; n < MAX_PENDING_IN_ALL + 3; n++) placeIds.push(await restaurant());
    // Each at its own place, all at once: only a lock on the customer keeps the count exact.
    const answers = await Promise.all(
      placeIds.map((placeId) =>
        call("POST", "booking/order", ann.username, tableOrder(placeId, "11:00")),
      ),
    );
    expect(answers.filter((res) => res.status >= 500)).toEqual([]);
    expect(answers.filter((res) => res.status === 200)).toHaveLength(MAX_PENDING_IN_ALL);
    const refused = answers.filter((res) => res.status === 409);
    expect(refused).toHaveLength(3);
    expect(refused[0]!.body.message).toBe(
      translate(MESSAGES.en, "bookingsApi.pendingLimit.overall", { max: MAX_PENDING_IN_ALL }),
    );
    expect(await bookingsOf(ann.user.id)).toHaveLength(MAX_PENDING_IN_ALL);

    // At one place, all at once: the place's ceiling holds as exactly.
    const ben = await customer();
    const placeId = await restaurant();
    const burst = await Promise.all(
      // The review's hold: every table, at each start of the day.
      ["11:00", "12:00", "13:00", "15:00", "17:00", "19:00"].map((time, n) =>
        call(
          "POST",
          "booking/order",
          ben.username,
          tableOrder(placeId, time, { table_num: [n + 1] }),
        ),
      ),
    );
    expect(burst.filter((res) => res.status === 200)).toHaveLength(MAX_PENDING_AT_PLACE);
    expect(burst.filter((res) => res.status === 409)).toHaveLength(6 - MAX_PENDING_AT_PLACE);
  });

  it("books with the account's proven address and mails the customer there, never a typed one", async () => {
    const placeId = await restaurant();
    const ann = await customer();
    const typed = await call(
      "POST",
      "booking/order",
      ann.username,
      tableOrder(placeId, "11:00", { email: "someone-else@victim.example" }),
    );
    expect(typed.status).toBe(400);
    expect(typed.body.data.params.email).toBe(
      translate(MESSAGES.en, "bookingsApi.accountEmail", { email: ann.user.email }),
    );
    expect(await bookingsOf(ann.user.id)).toEqual([]);

    // The same address however it is written, or none at all, is the account's.
    for (const [time, email] of [
      ["11:00", ann.user.email.toUpperCase()],
      ["13:00", ""],
    ] as const) {
      const res = await call(
        "POST",
        "booking/order",
        ann.username,
        tableOrder(placeId, time, { email }),
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data.billing_email).toBe(ann.user.email);
    }
    // The owner sees the address the customer's mails go to.
    const stored = await bookingsOf(ann.user.id);
    expect(stored.map((booking) => booking.email)).toEqual([ann.user.email, ann.user.email]);
    const view = await call("GET", `booking/view?id=${stored[0]!.id}`, "owner");
    expect(view.body.data.billing_email).toBe(ann.user.email);
    const mails = await waitForMail(t.database.db, ann.user.email, 2);
    expect(mails.every((mail) => mail.subject.includes("Table Restaurant"))).toBe(true);
    expect(await mailsTo(t.database.db, "someone-else@victim.example")).toEqual([]);

    // An address changed since and not yet proven is not written to.
    await t.database.db
      .update(users)
      .set({ email: "new-unproven@example.test", emailVerifiedAt: null })
      .where(eq(users.id, ann.user.id));
    const declined = await call("POST", "booking/decline_by_id", "owner", {
      id: stored[0]!.id,
      reason: "Full",
    });
    expect(declined.status).toBe(200);
    // The decline's two notices (the order's were revision 0), once the runner has done them.
    let notices: (typeof jobs.$inferSelect)[] = [];
    for (let i = 0; i < 2_000 && !(notices.length === 2 && notices.every((j) => j.doneAt)); i++) {
      if (i) await new Promise((resolve) => setTimeout(resolve, 10));
      notices = (
        await t.database.db
          .select()
          .from(jobs)
          .where(like(jobs.uniqueKey, `booking-mail:${stored[0]!.id}:%`))
      ).filter((job) => !job.uniqueKey?.startsWith(`booking-mail:${stored[0]!.id}:0:`));
    }
    expect(notices.map((job) => Boolean(job.doneAt))).toEqual([true, true]);
    expect(await mailsTo(t.database.db, "new-unproven@example.test")).toEqual([]);
    expect(await mailsTo(t.database.db, ann.user.email)).toHaveLength(2);
  });

  it("answers hostile order bodies from a verified customer, never with a 5xx", async () => {
    const placeId = await restaurant();
    const ann = await customer();
    const base = tableOrder(placeId, "11:00");
    for (const input of fixedBodies(["email", "first_name", "phone", "resource_id"], base)) {
      const res = await t.app.inject({
        ...injectOptions("POST", `${NS}/booking/order`, input),
        headers: { ...input.headers, authorization: `Bearer ${tokens[ann.username]}` },
      });
      // Some are valid with one odd field, and book (or meet the ceiling): never a 5xx.
      expect(statusOf(res), `${input.label}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
    }
  });
});
