import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { bookings, bookingTables, jobs } from "../../src/db/schema.ts";
import { addDays } from "../../src/shared/bookings/availability.ts";
import { en } from "../../src/shared/i18n/messages/en.ts";
import { bookingReference } from "../../src/shared/payments/payment-reference.ts";
import { hongKongDate } from "../../src/shared/places/hong-kong-clock.ts";
import { mailsTo, signedInPeople } from "../support/accounts.ts";
import { apiCaller } from "../support/api-call.ts";
import { createTerms, type TestTerms, tableRestaurant } from "../support/directory.ts";
import { DATABASE_KINDS, startTestApp, type TestApp } from "../support/test-app.ts";

const HOUR = 3_600_000;
const NS = "/api/listar/v1";

/**
 * Decision 078: what the owner records on the day and after — arrived, no-show, completed, the
 * place cancelling for the guest, money owed back and sent — each by the place's owner or an
 * admin only, from its state and its time; and every booking read in its reader's words.
 */
describe.each(DATABASE_KINDS)("the owner's actions on a booking on %s", (kind) => {
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

  it("marks a guest arrived from three hours before, for the owner and an admin only", async () => {
    const placeId = await restaurant("Arrival Hall");
    const id = await accepted("diner", placeId);
    await expectRefused("booking/arrived_by_id", { id });
    const early = await call("POST", "booking/arrived_by_id", "owner", { id });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(en["bookingVisits.earlyArrival"].replace("{hours}", "3"));
    await startsIn(id, 2 * HOUR);
    const arrived = await call("POST", "booking/arrived_by_id", "owner", { id });
    expect(arrived.status, JSON.stringify(arrived.body)).toBe(200);
    expect(arrived.body.data).toMatchObject({
      state: "arrived",
      visit: "arrived",
      status: "publish",
      status_name: "Arrived",
    });
    expect((await rowOf(id)).visitAt).not.toBeNull();
    // Twice is once.
    expect((await call("POST", "booking/arrived_by_id", "owner", { id })).status).toBe(409);

    const byAdmin = await accepted("second", placeId, "12:00");
    await startsIn(byAdmin, -HOUR);
    expect((await call("POST", "booking/arrived_by_id", "boss", { id: byAdmin })).status).toBe(200);
    // A request not yet accepted or paid is in no state to arrive.
    const request = await book("diner", placeId, "15:00");
    await startsIn(request, 0);
    const wrong = await call("POST", "booking/arrived_by_id", "owner", { id: request });
    expect(wrong.status).toBe(409);
    expect(wrong.body.code).toBe("rest_invalid_booking");
  });

  it("records a no-show from its start and frees its table at once", async () => {
    const placeId = await restaurant("One Table Diner", 1);
    const id = await accepted("diner", placeId);
    await expectRefused("booking/no_show_by_id", { id });
    const early = await call("POST", "booking/no_show_by_id", "owner", { id });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(en["bookingVisits.notStarted"]);
    // The only table is taken at that time.
    const full = await call("POST", "booking/order", "second", {
      resource_id: placeId,
      adult: 2,
      start_date: day,
      start_time: "19:00",
      payment_method: "cash",
    });
    expect(full.status).toBe(400);

    const { startsAt } = await rowOf(id);
    vi.useFakeTimers({ toFake: ["Date"], now: startsAt!.getTime() + 10 * 60_000 });
    const noShow = await call("POST", "booking/no_show_by_id", "owner", { id });
    expect(noShow.status, JSON.stringify(noShow.body)).toBe(200);
    expect(noShow.body.data).toMatchObject({ state: "noShow", visit: "noShow" });
    expect((await call("POST", "booking/no_show_by_id", "boss", { id })).status).toBe(409);
    // A no-show is not completed.
    expect((await call("POST", "booking/complete_by_id", "owner", { id })).status).toBe(409);
    vi.useRealTimers();
    expect(
      await t.database.db.select().from(bookingTables).where(eq(bookingTables.bookingId, id)),
    ).toEqual([]);

    // Someone else can now have the table at that time…
    const taker = await book("second", placeId);
    expect((await rowOf(taker)).tableNumbers).toEqual([1]);
    // …so the guest who turns up late cannot be given it back.
    vi.useFakeTimers({ toFake: ["Date"], now: startsAt!.getTime() + 20 * 60_000 });
    const late = await call("POST", "booking/arrived_by_id", "owner", { id });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(en["bookingVisits.tablesTaken"]);
  });

  it("takes a no-show back as arrived while its table is still free, an admin as well", async () => {
    const placeId = await restaurant("Second Chance", 1);
    const id = await accepted("diner", placeId);
    await startsIn(id, -10 * 60_000);
    expect((await call("POST", "booking/no_show_by_id", "boss", { id })).status).toBe(200);
    const arrived = await call("POST", "booking/arrived_by_id", "owner", { id });
    expect(arrived.status, JSON.stringify(arrived.body)).toBe(200);
    expect(arrived.body.data.state).toBe("arrived");
    const held = await t.database.db
      .select()
      .from(bookingTables)
      .where(eq(bookingTables.bookingId, id));
    expect(held.map((row) => row.tableNumber)).toEqual([1]);
  });

  it("completes a visit from its start, counting the guest arrived and the cash paid", async () => {
    const placeId = await restaurant("Cash Canteen");
    const id = await accepted("diner", placeId);
    await expectRefused("booking/complete_by_id", { id });
    expect((await call("POST", "booking/complete_by_id", "owner", { id })).status).toBe(409);
    await startsIn(id, -HOUR);
    const done = await call("POST", "booking/complete_by_id", "boss", { id });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data).toMatchObject({
      status: "completed",
      state: "completed",
      visit: "arrived",
    });
    const row = await rowOf(id);
    expect(row.paidAt).not.toBeNull();
    expect(row.visitAt).not.toBeNull();
    expect((await call("POST", "booking/complete_by_id", "owner", { id })).status).toBe(409);
  });

  it("cancels for the guest with the reason, mailed with the cancelled invitation", async () => {
    const placeId = await restaurant("Kitchen Flood");
    const id = await accepted("diner", placeId);
    await expectRefused("booking/cancel_by_owner", { id, reason: "Kitchen flooded." });
    const canceled = await call("POST", "booking/cancel_by_owner", "owner", {
      id,
      reason: "Kitchen flooded.",
    });
    expect(canceled.status, JSON.stringify(canceled.body)).toBe(200);
    expect(canceled.body.data).toMatchObject({
      status: "canceled",
      state: "canceledByPlace",
      canceled_by: "place",
      status_name: "Cancelled by you",
      cancel_reason: "Kitchen flooded.",
      refund: "",
    });
    expect(
      (await call("POST", "booking/cancel_by_owner", "owner", { id, reason: "Again." })).status,
    ).toBe(409);
    const view = await call("GET", `booking/view?id=${id}`, "diner");
    expect(view.body.data.status_name).toBe("Cancelled by the restaurant");

    const toGuest = await mailMatching("diner@example.test", "餐廳已取消你的預約");
    expect(toGuest.text).toContain("Kitchen flooded.");
    expect(toGuest.text).toContain("狀態：餐廳已取消");
    expect(toGuest.calendar).toContain("METHOD:CANCEL");
    const toOwner = await mailMatching("owner@example.test", "你已取消預約");
    expect(toOwner.text).toContain("狀態：你已取消");

    // A request never accepted is declined, as the guest reads it.
    const request = await book("second", placeId, "12:00");
    const declined = await call("POST", "booking/cancel_by_owner", "boss", {
      id: request,
      reason: "Private event.",
    });
    expect(declined.body.data).toMatchObject({ canceled_by: "declined", state: "declined" });
    const guestView = await call("GET", `booking/view?id=${request}`, "second");
    expect(guestView.body.data.status_name).toBe("Not accepted");
  });

  it("owes back money paid to the place on every cancellation, until the owner marks it refunded", async () => {
    const placeId = await restaurant("Deposit House");
    /** A bank-transfer booking the owner saw paid: accepted or not, as asked. */
    async function paid(who: string, time: string, accept: boolean) {
      const id = accept ? await accepted(who, placeId, time) : await book(who, placeId, time);
      await t.database.db
        .update(bookings)
        .set({ paymentMethod: "bank", totalCents: 30_000 })
        .where(eq(bookings.id, id));
      expect((await call("POST", "booking/mark_paid", "owner", { id })).status).toBe(200);
      return id;
    }
    const byOwner = await paid("diner", "12:00", true);
    const byDecline = await paid("second", "13:00", false);
    const byGuest = await paid("diner", "14:00", true);
    const byClosure = await paid("second", "20:00", true);
    const notPaid = await accepted("diner", placeId, "15:00");

    await call("POST", "booking/cancel_by_owner", "owner", { id: byOwner, reason: "Closed." });
    await call("POST", "booking/decline_by_id", "owner", { id: byDecline, reason: "Full." });
    expect((await call("POST", "booking/cancel_by_id", "diner", { id: byGuest })).status).toBe(200);
    const closed = await call("POST", "booking/close", "owner", {
      resource_id: placeId,
      start_date: day,
      start_time: "20:00",
      end_time: "22:00",
      reason: "typhoon8",
    });
    expect(closed.body.data.canceled).toBe(1);
    await call("POST", "booking/cancel_by_owner", "owner", { id: notPaid, reason: "Closed." });

    for (const [id, canceledBy] of [
      [byOwner, "place"],
      [byDecline, "declined"],
      [byGuest, "customer"],
      [byClosure, "closure"],
    ] as const) {
      expect(await rowOf(id), canceledBy).toMatchObject({ refund: "due", canceledBy });
    }
    expect(await rowOf(notPaid)).toMatchObject({ refund: null, canceledBy: "place" });

    const owed = await call("GET", `booking/view?id=${byOwner}`, "owner");
    expect(owed.body.data).toMatchObject({ state: "refundDue", refund: "due" });
    const toGuest = await mailMatching("diner@example.test", "餐廳已取消你的預約", byOwner);
    expect(toGuest.text).toContain("HK$300 會由餐廳退還給你");
    const toOwner = await mailMatching("owner@example.test", "你已取消預約", byOwner);
    expect(toOwner.text).toContain("請以轉數快或銀行轉賬把 HK$300 退還客人");

    await expectRefused("booking/mark_refunded", { id: byOwner });
    const refunded = await call("POST", "booking/mark_refunded", "owner", {
      id: byOwner,
      reference: "FPS 12345",
    });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    expect(refunded.body.data).toMatchObject({
      status: "refunded",
      state: "refunded",
      refund: "refunded",
      refund_reference: "FPS 12345",
    });
    expect((await rowOf(byOwner)).refundedAt).not.toBeNull();
    expect((await call("POST", "booking/mark_refunded", "owner", { id: byOwner })).status).toBe(
      409,
    );
    expect((await call("POST", "booking/mark_refunded", "boss", { id: notPaid })).status).toBe(409);
    expect((await call("POST", "booking/mark_refunded", "boss", { id: byGuest })).status).toBe(200);
    const told = await mailMatching("diner@example.test", "預約已退款", byOwner);
    expect(told.text).toContain("已退還你支付的 HK$300");
  });

  it("lets a paid request that lapses owe its money back, ended by the system", async () => {
    const placeId = await restaurant("Slow Reply");
    const id = await book("diner", placeId);
    // A HK$300 deposit paid in cash ahead (a free booking paid nothing to give back).
    await t.database.db.update(bookings).set({ totalCents: 30_000 }).where(eq(bookings.id, id));
    expect((await call("POST", "booking/mark_paid", "owner", { id })).status).toBe(200);
    await t.database.db
      .update(jobs)
      .set({ runAt: new Date() })
      .where(eq(jobs.uniqueKey, `lapse:${id}`));
    t.app.jobs.wake();
    for (let i = 0; i < 500 && (await rowOf(id)).status !== "canceled"; i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(await rowOf(id)).toMatchObject({
      status: "canceled",
      canceledBy: "system",
      refund: "due",
    });
  });

  it("filters lists by the states and reads each booking in its reader's words", async () => {
    const placeId = await restaurant("Filter Bistro");
    const noShow = await accepted("diner", placeId, "12:00");
    await startsIn(noShow, -HOUR);
    await call("POST", "booking/no_show_by_id", "owner", { id: noShow });
    const arrived = await accepted("diner", placeId, "14:00");
    await startsIn(arrived, HOUR);
    await call("POST", "booking/arrived_by_id", "owner", { id: arrived });
    const byPlace = await accepted("diner", placeId, "16:00");
    await call("POST", "booking/cancel_by_owner", "owner", { id: byPlace, reason: "Sorry." });
    const moved = await accepted("diner", placeId, "18:00");
    await t.database.db
      .update(bookings)
      .set({ changedAt: new Date() })
      .where(eq(bookings.id, moved));
    const walkIn = await accepted("second", placeId, "20:00");
    await t.database.db
      .update(bookings)
      .set({ createdVia: "walk_in", visit: "arrived" })
      .where(eq(bookings.id, walkIn));
    const canceledByGuest = await book("diner", placeId, "11:00");
    await call("POST", "booking/cancel_by_id", "diner", { id: canceledByGuest });

    const ownerList = async (status: string) =>
      (await call("GET", `author/booking?post_status=${status}&per_page=50`, "owner")).body.data
        .filter((item: { place_id: number }) => item.place_id === placeId)
        .map((item: { ID: number }) => item.ID);
    expect(await ownerList("no_show")).toEqual([noShow]);
    expect(await ownerList("arrived")).toEqual([arrived]);
    expect(await ownerList("canceled_by_place")).toEqual([byPlace]);
    expect(await ownerList("changed")).toEqual([moved]);
    expect(await ownerList("walk_in")).toEqual([walkIn]);
    const mine = await call("GET", "booking/list?post_status=no_show", "diner");
    expect(mine.body.data.map((item: { ID: number }) => item.ID)).toContain(noShow);
    expect(mine.body.data.every((item: { state: string }) => item.state === "noShow")).toBe(true);

    const owners = await call("GET", "author/booking?per_page=50", "owner");
    const filters = owners.body.attr.status.map((one: { value: string }) => one.value);
    expect(filters).toEqual([
      "pending",
      "publish",
      "processing",
      "completed",
      "canceled",
      "failed",
      "refunded",
      "arrived",
      "no_show",
      "walk_in",
      "changed",
      "canceled_by_place",
      "refund_due",
    ]);
    const title = (list: { body: { attr: { status: { value: string; title: string }[] } } }) =>
      list.body.attr.status.find((one) => one.value === "no_show")?.title;
    expect(title(owners)).toBe("No-show");
    // A customer is offered what the place did to their bookings, not the floor's states.
    expect(mine.body.attr.status.map((one: { value: string }) => one.value)).toEqual([
      "pending",
      "publish",
      "processing",
      "completed",
      "canceled",
      "failed",
      "refunded",
      "changed",
      "canceled_by_place",
      "refund_due",
    ]);
    expect(title(mine)).toBeUndefined();

    // The owner's list items carry the guest's phone and note; the customer's do not.
    const item = owners.body.data.find((one: { ID: number }) => one.ID === canceledByGuest);
    expect(item).toMatchObject({
      status_name: "Cancelled by the guest",
      phone: "+852 9123 4567",
      memo: "Window seat",
      canceled_by: "customer",
      walk_in: false,
    });
    const guests = await call("GET", "booking/list?per_page=50", "diner");
    const own = guests.body.data.find((one: { ID: number }) => one.ID === canceledByGuest);
    expect(own.status_name).toBe("You cancelled");
    expect(own).not.toHaveProperty("phone");

    // The owner finds a booking by the reference a transfer's note carries, or its number.
    for (const asked of [bookingReference(noShow), String(noShow), `00${noShow}`]) {
      const found = await call("GET", `author/booking?s=${asked}`, "owner");
      expect(
        found.body.data.map((one: { ID: number }) => one.ID),
        asked,
      ).toEqual([noShow]);
    }
    const inChinese = await call("GET", `booking/view?id=${byPlace}`, "diner", undefined, {
      "accept-language": "zh-HK",
    });
    expect(inChinese.body.data.status_name).toBe("餐廳已取消");
  });

  it("refuses hostile bodies with a 4xx and changes nothing", async () => {
    const placeId = await restaurant("Hostile Hall");
    const id = await accepted("diner", placeId);
    const bad: [string, Record<string, unknown>][] = [
      ["booking/cancel_by_owner", { id }],
      ["booking/cancel_by_owner", { id, reason: "" }],
      ["booking/cancel_by_owner", { id, reason: ["Full."] }],
      ["booking/cancel_by_owner", { id, reason: { text: "Full." } }],
      ["booking/cancel_by_owner", { id, reason: "nul\u0000byte" }],
      ["booking/cancel_by_owner", { id, reason: "x".repeat(2_001) }],
      ["booking/cancel_by_owner", { id: [id], reason: "Full." }],
      ["booking/mark_refunded", { id, reference: ["x"] }],
      ["booking/mark_refunded", { id, reference: "r".repeat(101) }],
      ["booking/mark_refunded", { id, reference: "line\nbreak" }],
      ["booking/arrived_by_id", { id: [id, id] }],
      ["booking/arrived_by_id", { id: "\u{1F600}" }],
      ["booking/no_show_by_id", { id: "1".repeat(100_000) }],
      ["booking/complete_by_id", { id: { __proto__: { id } } }],
      ["booking/complete_by_id", { id: "1\u0000" }],
    ];
    for (const [route, payload] of bad) {
      const res = await call("POST", route, "owner", payload);
      expect(res.status, `${route} ${JSON.stringify(payload).slice(0, 80)}`).toBeGreaterThanOrEqual(
        400,
      );
      expect(res.status).toBeLessThan(500);
      expect(res.body.success).toBe(false);
    }
    for (const route of ["cancel_by_owner", "arrived_by_id", "mark_refunded"]) {
      const raw = await t.app.inject({
        method: "POST",
        url: `${NS}/booking/${route}`,
        headers: { authorization: `Bearer ${tokens.owner}`, "content-type": "application/json" },
        payload: `{"__proto__":{"isAdmin":true},"id":${id},"reason":"Full."}`,
      });
      expect(raw.statusCode).toBeLessThan(500);
    }
    expect(await rowOf(id)).toMatchObject({ status: "publish", visit: null, canceledBy: null });
    // Any script within the limit is a reason.
    const ok = await call("POST", "booking/cancel_by_owner", "owner", {
      id: String(id),
      reason: "水浸 🌧\n抱歉",
    });
    expect(ok.status).toBe(200);
    expect((await rowOf(id)).cancelReason).toBe("水浸 🌧\n抱歉");
  });
});
