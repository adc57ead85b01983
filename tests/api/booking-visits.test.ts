import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { bookings, bookingTables } from "../../src/db/schema.ts";
import { en } from "../../src/shared/i18n/messages/en.ts";
import { bookingReference } from "../../src/shared/payments/payment-reference.ts";
import { DATABASE_KINDS, type TestApp } from "../support/test-app.ts";
import { bookingActionsSuite, HOUR, NS } from "./booking-actions-suite.ts";

/**
 * Decision 078: what the owner records on the day and after — arrived, no-show, completed, the
 * place cancelling for the guest, money owed back and sent — each by the place's owner or an
 * admin only, from its state and its time; and every booking read in its reader's words.
 */
describe.each(DATABASE_KINDS)("the owner's actions on a booking on %s", (kind) => {
  const world = bookingActionsSuite(kind);
  const { tokens, call, day, restaurant, book, accepted, rowOf, startsIn, expectRefused } = world;
  let t: TestApp;
  beforeAll(() => {
    ({ t } = world);
  });

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
