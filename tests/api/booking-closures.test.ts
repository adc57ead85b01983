import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, jobs, placeClosures } from "../../src/db/schema.ts";
import { MAX_UPCOMING_CLOSURES } from "../../src/server/api/bookings/place-closure-routes.ts";
import { addDays } from "../../src/shared/bookings/availability.ts";
import { hongKongDate } from "../../src/shared/places/hong-kong-clock.ts";
import { mailsTo, signedInPeople } from "../support/accounts.ts";
import { apiCaller } from "../support/api-call.ts";
import { createTerms, type TestTerms, tableRestaurant } from "../support/directory.ts";
import { DATABASE_KINDS, startTestApp, type TestApp } from "../support/test-app.ts";

/**
 * Decision 077: an owner closes a place for a typhoon, the black rain, a holiday or a private
 * event; every live booking inside is cancelled with both sides told and card money returned,
 * and nothing inside can be booked or held until the closure is removed.
 */
describe.each(DATABASE_KINDS)("closing a place for a while on %s", (kind) => {
  let t: TestApp;
  let terms: TestTerms;
  const ids: Record<string, number> = {};
  const tokens: Record<string, string> = {};
  const call = apiCaller(() => t.app, tokens);
  const day = addDays(hongKongDate(new Date()), 3);
  const nextDay = addDays(day, 1);

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
        ["third", "user"],
      ] as const,
      { ids, tokens },
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  const restaurant = (title: string, authorId = ids.owner!) =>
    tableRestaurant(t.database.db, terms, { authorId, title, tables: [4, 4, 4, 4] });

  const order = (placeId: number, date: string, time: string) => ({
    resource_id: placeId,
    adult: 2,
    start_date: date,
    start_time: time,
    payment_method: "cash",
  });

  async function book(who: string, placeId: number, date: string, time: string) {
    const res = await call("POST", "booking/order", who, order(placeId, date, time));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.booking_id as number;
  }

  const statusOf = async (id: number) =>
    (await t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;

  async function mailMatching(to: string, subject: string) {
    for (let i = 0; i < 500; i++) {
      const mail = (await mailsTo(t.database.db, to)).find((m) => m.subject.includes(subject));
      if (mail) return mail;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`no mail "${subject}" to ${to}`);
  }

  const closeTonight = (placeId: number, extra: Record<string, unknown> = {}) => ({
    resource_id: placeId,
    start_date: day,
    start_time: "17:00",
    end_time: "22:00",
    reason: "typhoon8",
    message: "Stay safe, see you soon.",
    ...extra,
  });

  it("cancels every live booking inside the window and none outside, tells both sides, refunds the card", async () => {
    const placeId = await restaurant("Typhoon Kitchen");
    // Inside 17:00–22:00: a request, an accepted booking, one paid by card.
    const pending = await book("diner", placeId, day, "18:30");
    const accepted = await book("second", placeId, day, "17:00");
    const paidByCard = await book("third", placeId, day, "20:00");
    // Outside: lunch, the slot that ends as the closure begins, the next evening.
    const lunch = await book("diner", placeId, day, "12:00");
    const justBefore = await book("second", placeId, day, "15:00");
    const tomorrow = await book("third", placeId, nextDay, "19:00");
    expect((await call("POST", "booking/accept_by_id", "owner", { id: accepted })).status).toBe(
      200,
    );
    await t.database.db
      .update(bookings)
      .set({
        paymentMethod: "stripe",
        paidAt: new Date(),
        paymentReference: "pi_test_closure",
        totalCents: 20_000,
        status: "processing",
      })
      .where(eq(bookings.id, paidByCard));

    const closed = await call("POST", "booking/close", "owner", closeTonight(placeId));
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(closed.body.data.canceled).toBe(3);
    expect(closed.body.msg).toContain("3 affected bookings");

    for (const id of [pending, accepted, paidByCard]) {
      const row = await statusOf(id);
      expect(row.status).toBe("canceled");
      expect(row.cancelReason).toContain("Typhoon Signal No. 8");
    }
    for (const id of [lunch, justBefore, tomorrow]) {
      expect((await statusOf(id)).status).not.toBe("canceled");
    }
    // The card money goes back through the refund job, as on a decline; only the card one's.
    const refunds = await t.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, "booking-refund")));
    const refunded = refunds.map((job) => job.payload.bookingId);
    expect(refunded).toContain(paidByCard);
    expect(refunded).not.toContain(pending);

    // Each guest is told why, in their language, with the cancelled invitation.
    const toDiner = await mailMatching("diner@example.test", "預約已取消，店舖暫停營業");
    expect(toDiner.text).toContain("八號颱風信號");
    expect(toDiner.text).toContain("Stay safe, see you soon.");
    expect(toDiner.text).toContain("18:30");
    const toThird = await mailMatching("third@example.test", "預約已取消，店舖暫停營業");
    expect(toThird.text).toContain("全數退回原卡");
    await mailMatching("second@example.test", "預約已取消，店舖暫停營業");
    // The owner hears of each.
    for (let i = 0; i < 500; i++) {
      const mails = (await mailsTo(t.database.db, "owner@example.test")).filter((m) =>
        m.subject.includes("因暫停營業已取消"),
      );
      if (mails.length === 3) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const ownerMails = (await mailsTo(t.database.db, "owner@example.test")).filter((m) =>
      m.subject.includes("因暫停營業已取消"),
    );
    expect(ownerMails).toHaveLength(3);
    expect(ownerMails[0]!.text).toContain("你因八號颱風信號暫停營業");
    // Outside the window nobody was told anything of a closure.
    const lunchMails = (await mailsTo(t.database.db, "diner@example.test")).filter((m) =>
      m.subject.includes("暫停營業"),
    );
    expect(lunchMails).toHaveLength(1);

    // The owner lists it; an admin too.
    const listed = await call("GET", `booking/closures?resource_id=${placeId}`, "owner");
    expect(listed.status).toBe(200);
    expect(listed.body.data).toMatchObject([
      {
        id: closed.body.data.closure_id,
        start_date: day,
        start_time: "17:00",
        end_date: day,
        end_time: "22:00",
        reason: "typhoon8",
        reason_label: "Typhoon Signal No. 8",
        message: "Stay safe, see you soon.",
      },
    ]);
    expect((await call("GET", `booking/closures?resource_id=${placeId}`, "boss")).status).toBe(200);
  });

  it("refuses new bookings and holds inside a closure with its reason, and the form shows them closed", async () => {
    const placeId = await restaurant("Black Rain Bistro");
    const closed = await call("POST", "booking/close", "owner", {
      resource_id: placeId,
      start_date: day,
      start_time: "18:00",
      end_time: "22:00",
      reason: "blackRain",
    });
    expect(closed.status).toBe(200);
    expect(closed.body.data.canceled).toBe(0);

    const refused = await call("POST", "booking/order", "diner", order(placeId, day, "19:00"));
    expect(refused.status).toBe(400);
    expect(refused.http).toBe(200);
    expect(refused.body.message).toBe("Closed: Black Rainstorm Warning");
    const inChinese = await call("POST", "booking/order", "diner", order(placeId, day, "19:00"), {
      "accept-language": "zh-HK",
    });
    expect(inChinese.body.message).toBe("暫停接受預約：黑色暴雨警告");
    // A slot that runs into the closure is inside it too.
    const overlapping = await call("POST", "booking/order", "diner", order(placeId, day, "17:00"));
    expect(overlapping.body.message).toBe("Closed: Black Rainstorm Warning");
    const hold = await call("POST", "booking/hold", "diner", {
      resource_id: placeId,
      adult: 2,
      start_date: day,
      start_time: "20:00",
    });
    expect(hold.status).toBe(400);
    expect(hold.body.message).toBe("Closed: Black Rainstorm Warning");
    // Before it, the place books as ever.
    const lunch = await call("POST", "booking/order", "diner", order(placeId, day, "12:00"));
    expect(lunch.status).toBe(200);

    const form = await call(
      "GET",
      `booking/form?resource_id=${placeId}&date=${day}&persons=2`,
      "diner",
    );
    expect(form.status).toBe(200);
    const options = form.body.data.options as {
      start: string;
      bookable: boolean;
      reason?: string;
    }[];
    const at = (start: string) => options.find((option) => option.start === start)!;
    expect(at("19:00")).toMatchObject({ bookable: false, reason: "closed" });
    expect(at("16:30")).toMatchObject({ bookable: false, reason: "closed" });
    expect(at("14:00")).toMatchObject({ bookable: true });
    // The stock apps' list of times leaves the closed ones out.
    const plain = await call("GET", `booking/form?resource_id=${placeId}&date=${day}`, "diner");
    const starts = (plain.body.data.options as { start: string; remaining: number }[])
      .filter((option) => option.remaining > 0)
      .map((option) => option.start);
    expect(starts).toContain("14:00");
    expect(starts).not.toContain("19:00");

    // Reopened: the time books again, and nothing cancelled comes back.
    const reopened = await call("POST", "booking/reopen", "owner", {
      closure_id: closed.body.data.closure_id,
    });
    expect(reopened.status).toBe(200);
    expect(
      (await call("GET", `booking/closures?resource_id=${placeId}`, "owner")).body.data,
    ).toEqual([]);
    expect(
      (await call("POST", "booking/order", "second", order(placeId, day, "19:00"))).status,
    ).toBe(200);
  });

  it("closes whole days when no times are given, an admin as well as the owner", async () => {
    const placeId = await restaurant("Holiday House");
    const inside = await book("second", placeId, nextDay, "12:00");
    const closed = await call("POST", "booking/close", "boss", {
      resource_id: placeId,
      start_date: nextDay,
      reason: "holiday",
    });
    expect(closed.status).toBe(200);
    expect(closed.body.data.canceled).toBe(1);
    expect((await statusOf(inside)).status).toBe("canceled");
    const refused = await call("POST", "booking/order", "diner", order(placeId, nextDay, "20:00"));
    expect(refused.body.message).toBe("Closed: Holiday");
    const [row] = await t.database.db
      .select()
      .from(placeClosures)
      .where(eq(placeClosures.id, closed.body.data.closure_id));
    expect(row?.createdBy).toBe(ids.boss);
  });

  it("refuses another owner and a customer, and cancels nothing for them", async () => {
    const placeId = await restaurant("Guarded Grill");
    const booked = await book("diner", placeId, day, "19:00");
    for (const who of ["rival", "diner"]) {
      const res = await call("POST", "booking/close", who, closeTonight(placeId));
      expect(res.status).toBe(403);
      expect(res.http).toBe(200);
      expect(res.body.code).toBe("rest_permission");
      expect((await call("GET", `booking/closures?resource_id=${placeId}`, who)).status).toBe(403);
    }
    expect((await call("POST", "booking/close", undefined, closeTonight(placeId))).status).toBe(
      401,
    );
    expect((await statusOf(booked)).status).toBe("pending");
    const closed = await call("POST", "booking/close", "owner", closeTonight(placeId));
    for (const who of ["rival", "diner"]) {
      const res = await call("POST", "booking/reopen", who, {
        closure_id: closed.body.data.closure_id,
      });
      expect(res.status).toBe(403);
    }
    expect(
      (await call("GET", `booking/closures?resource_id=${placeId}`, "owner")).body.data,
    ).toHaveLength(1);
  });

  it("bounds the closures to come of one place, which every order reads", async () => {
    const placeId = await restaurant("Busy Calendar");
    const base = Date.now() + 10 * 86_400_000;
    await t.database.db.insert(placeClosures).values(
      Array.from({ length: MAX_UPCOMING_CLOSURES }, (_, n) => ({
        placeId,
        startsAt: new Date(base + n * 86_400_000),
        endsAt: new Date(base + n * 86_400_000 + 3_600_000),
        reason: "other" as const,
      })),
    );
    const refused = await call("POST", "booking/close", "owner", closeTonight(placeId));
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe("rest_closure_limit");
    const listed = await call("GET", `booking/closures?resource_id=${placeId}`, "owner");
    expect(listed.body.data).toHaveLength(MAX_UPCOMING_CLOSURES);
  });

  it("refuses bad input field by field, never with a server error", async () => {
    const placeId = await restaurant("Hostile Hall");
    const bad: Record<string, unknown>[] = [
      { reason: "earthquake" },
      { reason: ["typhoon8"] },
      { reason: { __proto__: { polluted: true } } },
      { start_date: "2026-13-45" },
      { start_date: ["2026-01-01"] },
      { start_date: "x".repeat(100_000) },
      { start_time: "25:00" },
      { end_time: "17:00" },
      { end_time: "16:00" },
      { end_date: addDays(day, 200) },
      { start_date: "2020-01-01", end_date: "2020-01-02", start_time: "", end_time: "" },
      { message: "m".repeat(501) },
      { message: "nul\u0000byte" },
      { message: { text: "x" } },
      { resource_id: ["1", "2"] },
      { resource_id: "9999999" },
      { resource_id: "\u{1F600}" },
    ];
    for (const extra of bad) {
      const res = await call("POST", "booking/close", "owner", closeTonight(placeId, extra));
      expect(res.status, JSON.stringify(extra)).toBeGreaterThanOrEqual(400);
      expect(res.status, JSON.stringify(extra)).toBeLessThan(500);
      expect(res.body.success).toBe(false);
    }
    const raw = await t.app.inject({
      method: "POST",
      url: "/api/listar/v1/booking/close",
      headers: { authorization: `Bearer ${tokens.owner}`, "content-type": "application/json" },
      payload: '{"__proto__":{"isAdmin":true},"resource_id":1}',
    });
    expect(raw.statusCode).toBeLessThan(500);
    for (const closureId of ["abc", "99999999", "", "-1", "1e3"]) {
      const res = await call("POST", "booking/reopen", "owner", { closure_id: closureId });
      expect(res.status).toBe(400);
    }
    const list = await call("GET", "booking/closures?resource_id=%00", "owner");
    expect(list.status).toBe(400);
    // Nothing was written by any of it.
    expect(
      await t.database.db.select().from(placeClosures).where(eq(placeClosures.placeId, placeId)),
    ).toEqual([]);
    // A message within the limit, in any script, is kept.
    const ok = await call(
      "POST",
      "booking/close",
      "owner",
      closeTonight(placeId, { reason: "privateEvent", message: "包場 🎉\n多謝" }),
    );
    expect(ok.status).toBe(200);
    const ids2 = [ok.body.data.closure_id as number];
    const rows = await t.database.db
      .select()
      .from(placeClosures)
      .where(inArray(placeClosures.id, ids2));
    expect(rows[0]?.message).toBe("包場 🎉\n多謝");
  });
});
