import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { bookingHolds } from "../../src/db/schema.ts";
import {
  MAX_HOLDS_PER_ADDRESS,
  purgeExpiredHolds,
} from "../../src/server/api/bookings/booking-hold-routes.ts";
import { DATABASE_KINDS, type TestApp } from "../support/test-app.ts";
import { en, tableAssignmentSuite, tc } from "./table-assignment-suite.ts";

/**
 * The server seats the party ([15] item 1, decision 073): the smallest free table or allowed
 * combination whose party range takes it; times for a party with the reason a time cannot take
 * it; holds that keep a time while the guest types, and let go when released or expired.
 */
describe.each(DATABASE_KINDS)("the server seats the party on %s", (kind) => {
  const world = tableAssignmentSuite(kind);
  const { tomorrow, call, order, cart, form, from, hold, optionAt } = world;
  let t: TestApp;
  let restaurant: number;
  let noodleBar: number;
  beforeAll(() => {
    ({ t, restaurant, noodleBar } = world);
  });

  it("holds the last table for one guest: another client's hold and order are refused", async () => {
    const mine = await hold("10.0.0.1", { start_time: "15:00", adult: 7 });
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    expect(mine.body.data).toMatchObject({
      start_date: tomorrow,
      start_time: "15:00",
      end_time: "17:00",
      minutes: 5,
    });
    expect(mine.body.data.hold_id).toMatch(/^[\w-]{32}$/);
    const expires = Date.parse(mine.body.data.expires_at);
    expect(expires - Date.now()).toBeGreaterThan(4 * 60_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(5 * 60_000);
    // Only the token's hash is kept.
    const [row] = await t.database.db
      .select()
      .from(bookingHolds)
      .where(eq(bookingHolds.placeId, restaurant));
    expect(row?.tokenHash).not.toBe(mine.body.data.hold_id);
    expect(row?.tableNumbers).toEqual([1]);

    const theirs = await hold("10.0.0.2", { start_time: "15:00", adult: 8 }, "zh-HK");
    expect(theirs.http).toBe(200);
    expect(theirs.status).toBe(409);
    expect(theirs.body).toMatchObject({ success: false, code: "rest_booking_taken" });
    expect(theirs.body.message).toBe(tc["bookingsApi.holdTaken"]);
    // An overlapping time is taken too (the VIP room is held 15:00–17:00).
    const overlapping = await hold("10.0.0.2", { start_time: "16:00", adult: 8 });
    expect(overlapping.body.code).toBe("rest_booking_taken");
    const theirOrder = await order("diner6", { adult: 8, start_time: "15:00" });
    expect(theirOrder.status).toBe(400);
    expect(theirOrder.body.message).toBe(en["bookingsApi.problem.start_time.full"]);
    const times = await form({ persons: 8 });
    expect(optionAt(times.body, "15:00")).toMatchObject({ bookable: false, reason: "full" });
    // A couple is not held up: the 2-tops are free.
    expect(optionAt((await form({ persons: 2 })).body, "15:00")).toMatchObject({ bookable: true });

    // The guest's own form and cart see past its own hold; the order takes the table and the hold.
    const ownTimes = await form({ persons: 8, hold_id: mine.body.data.hold_id });
    expect(optionAt(ownTimes.body, "15:00")).toMatchObject({ bookable: true });
    const ownCart = await cart({ adult: 7, start_time: "15:00", hold_id: mine.body.data.hold_id });
    expect(ownCart.body.data[0].options.table_num).toEqual([1]);
    const placed = await order("diner7", {
      adult: 7,
      start_time: "15:00",
      hold_id: mine.body.data.hold_id,
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body.data.table_num).toEqual([1]);
    const left = await t.database.db
      .select()
      .from(bookingHolds)
      .where(eq(bookingHolds.placeId, restaurant));
    expect(left).toEqual([]);
  });

  it("lets a hold go when it expires or is released", async () => {
    const first = await hold("10.0.1.1", { start_time: "17:00", adult: 8 });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect((await hold("10.0.1.2", { start_time: "17:00", adult: 8 })).body.code).toBe(
      "rest_booking_taken",
    );
    // Its minutes are up (the clock moved on; no test sleeps).
    await t.database.db
      .update(bookingHolds)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(bookingHolds.placeId, restaurant));
    const second = await hold("10.0.1.2", { start_time: "17:00", adult: 8 });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    // The expired hold is gone, its place taken by the new one; an order with it books afresh.
    const rows = await t.database.db
      .select()
      .from(bookingHolds)
      .where(eq(bookingHolds.placeId, restaurant));
    expect(rows).toHaveLength(1);

    const released = await from("10.0.1.2", "release", { hold_id: second.body.data.hold_id });
    expect(released.status).toBe(200);
    expect(released.body.success).toBe(true);
    // Releasing again, or a token never given, is no error and tells nothing.
    expect(
      (await from("10.0.1.9", "release", { hold_id: second.body.data.hold_id })).body.success,
    ).toBe(true);
    const third = await hold("10.0.1.3", { start_time: "17:00", adult: 8 });
    expect(third.status, JSON.stringify(third.body)).toBe(200);
    await from("10.0.1.3", "release", { hold_id: third.body.data.hold_id });
  });

  it("bounds the live holds of one client address", async () => {
    const address = "10.0.2.1";
    const at = { resource_id: noodleBar, start_time: "12:00", adult: 1 };
    for (let n = 0; n < MAX_HOLDS_PER_ADDRESS; n++) {
      const held = await hold(address, at);
      expect(held.status, JSON.stringify(held.body)).toBe(200);
    }
    const over = await hold(address, at);
    expect(over.status).toBe(409);
    expect(over.body.code).toBe("rest_hold_limit");
    // Another address may still hold; a hold takes its people from the room left.
    const other = await hold("10.0.2.2", at);
    expect(other.status, JSON.stringify(other.body)).toBe(200);
    const [noon] = (
      await call("GET", `booking/form?resource_id=${noodleBar}&date=${tomorrow}`)
    ).body.data.options.filter((option: { start: string }) => option.start === "12:00");
    expect(noon.remaining).toBe(12 - MAX_HOLDS_PER_ADDRESS - 1);
    // Their minutes up, the daily purge deletes them with the addresses they keep.
    await t.database.db
      .update(bookingHolds)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(bookingHolds.placeId, noodleBar));
    expect(await purgeExpiredHolds(t.database.db)).toBe(MAX_HOLDS_PER_ADDRESS + 1);
    expect(await t.database.db.select().from(bookingHolds)).toEqual([]);
  });

  it("refuses hostile holds and releases with a 4xx, never a 5xx", async () => {
    const bodies: unknown[] = [
      {},
      { resource_id: restaurant },
      { resource_id: [restaurant], start_date: tomorrow, start_time: "19:00", adult: 2 },
      { resource_id: restaurant, start_date: [tomorrow], start_time: "19:00", adult: 2 },
      { resource_id: restaurant, start_date: tomorrow, start_time: { $gt: "" }, adult: 2 },
      { resource_id: restaurant, start_date: tomorrow, start_time: "19:00", adult: "2\u0000" },
      { resource_id: restaurant, start_date: tomorrow, start_time: "19:00", adult: 99_999 },
      { resource_id: restaurant, start_date: tomorrow, start_time: "19:00", adult: -2 },
      { resource_id: restaurant, start_date: "2026-02-30", start_time: "19:00", adult: 2 },
      { resource_id: restaurant, start_date: "x".repeat(100_000), start_time: "19:00", adult: 2 },
      { resource_id: restaurant, start_date: tomorrow, start_time: "19:07", adult: 2 },
      { resource_id: restaurant, start_date: tomorrow, start_time: "🍜", adult: "二" },
      { resource_id: 2_147_483_648, start_date: tomorrow, start_time: "19:00", adult: 2 },
      JSON.parse(
        `{"__proto__":{"adult":2},"resource_id":${restaurant},"start_date":"${tomorrow}","start_time":"19:00"}`,
      ),
      [1, 2, 3],
      "adult=2",
    ];
    for (const body of bodies) {
      const res = await hold("10.0.3.1", {}).then(() => from("10.0.3.1", "hold", body));
      expect(res.status, JSON.stringify(body).slice(0, 200)).toBeGreaterThanOrEqual(400);
      expect(res.status, JSON.stringify(body).slice(0, 200)).toBeLessThan(500);
      expect(res.body.success).toBe(false);
    }
    for (const holdId of [undefined, "", ["x".repeat(32)], "x\u0000".repeat(20), { a: 1 }, 42]) {
      const res = await from(
        "10.0.3.1",
        "release",
        holdId === undefined ? {} : { hold_id: holdId },
      );
      expect(res.status, String(holdId)).toBe(400);
    }
    // A hostile hold_id on an order is as if none were given.
    const ordered = await order("diner7", {
      adult: 2,
      start_time: "17:00",
      hold_id: ["x".repeat(32)],
    });
    expect(ordered.status, JSON.stringify(ordered.body)).toBe(200);
    const persons = await call(
      "GET",
      `booking/form?resource_id=${restaurant}&persons=${encodeURIComponent("2\u0000")}`,
    );
    expect(persons.status).toBe(400);
    const many = await call("GET", `booking/form?resource_id=${restaurant}&persons=1000`);
    expect(many.status).toBe(400);
  });
});
