import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { bookings } from "../../src/db/schema.ts";
import { hongKongDate } from "../../src/shared/places/hong-kong-clock.ts";
import { DATABASE_KINDS, type TestApp } from "../support/test-app.ts";
import { en, tableAssignmentSuite, tc } from "./table-assignment-suite.ts";

/**
 * The server seats the party ([15] item 1, decision 073): the smallest free table or allowed
 * combination whose party range takes it; times for a party with the reason a time cannot take
 * it; holds that keep a time while the guest types, and let go when released or expired.
 */
describe.each(DATABASE_KINDS)("the server seats the party on %s", (kind) => {
  const world = tableAssignmentSuite(kind);
  const { tomorrow, call, order, cart, form, optionAt } = world;
  let t: TestApp;
  let restaurant: number;
  let noTables: number;
  beforeAll(() => {
    ({ t, restaurant, noTables } = world);
  });

  it("answers the party sizes to offer, and each time's reason for a party", async () => {
    const plain = await form({});
    expect(plain.status).toBe(200);
    expect(plain.body.data.party).toEqual({ min: 1, max: 10 });
    // Without a party the stock shape: no bookable or reason, the tables as select_options.
    expect(plain.body.data.options[0]).not.toHaveProperty("bookable");
    expect(plain.body.data.select_options).toHaveLength(4);
    expect(plain.body.data.select_options[0]).toMatchObject({
      title: "VIP room",
      id: 1,
      seats: 10,
    });

    const couple = await form({ persons: 2 });
    expect(couple.status).toBe(200);
    expect(optionAt(couple.body, "19:00")).toMatchObject({ bookable: true });
    expect(couple.body.data.options.every((o: { bookable: boolean }) => o.bookable)).toBe(true);

    const crowd = await form({ persons: 12 });
    expect(crowd.body.data.options.length).toBeGreaterThan(0);
    for (const option of crowd.body.data.options) {
      expect(option).toMatchObject({ bookable: false, reason: "too_small" });
    }
    // Today: the times already gone say so.
    const today = await form({ persons: 2, date: hongKongDate(new Date()) });
    const first = today.body.data.options[0];
    if (first && Date.now() > Date.parse(`${hongKongDate(new Date())}T09:00:00+08:00`)) {
      expect(first).toMatchObject({ bookable: false, reason: "past" });
    }

    const empty = await call("GET", `booking/form?resource_id=${noTables}&persons=2`);
    expect(empty.body.data.party).toEqual({ min: 1, max: 0 });
  });

  it("gives a couple the 2-seat table, not the 10-seat VIP room, and a group of 8 the VIP room", async () => {
    const forTwo = await cart({ adult: 2, start_time: "19:00" });
    expect(forTwo.status, JSON.stringify(forTwo.body)).toBe(200);
    expect(forTwo.body.data[0].options.table_num).toEqual([3]);
    const forEight = await cart({ adult: 6, children: 2, start_time: "19:00" });
    expect(forEight.body.data[0].options.table_num).toEqual([1]);
  });

  it("seats orders without table_num at the smallest free fit, then says the time is full", async () => {
    const first = await order("diner0", { adult: 2, start_time: "19:00" });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.table_num).toEqual([3]);
    const second = await order("diner1", { adult: 2, start_time: "19:00" });
    expect(second.body.data.table_num).toEqual([4]);
    // The booth takes 3 or 4, the VIP room 6 to 10: no table is left for two at 19:00.
    const third = await order("diner2", { adult: 2, start_time: "19:00" });
    expect(third.status).toBe(400);
    expect(third.body.message).toBe(en["bookingsApi.problem.start_time.full"]);
    const times = await form({ persons: 2 });
    expect(optionAt(times.body, "19:00")).toMatchObject({ bookable: false, reason: "full" });
    expect(optionAt(times.body, "19:30")).toMatchObject({ bookable: false, reason: "full" });
    expect(optionAt(times.body, "17:00")).toMatchObject({ bookable: true });
    // A party of four still gets the booth.
    const four = await order("diner2", { adult: 4, start_time: "19:00" });
    expect(four.body.data.table_num).toEqual([2]);
    const rows = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.placeId, restaurant));
    expect(rows.map((row) => row.tableNumbers).sort()).toEqual([[2], [3], [4]]);
  });

  it("pushes the allowed tables together when no single table takes the party", async () => {
    // At 10:00: the booth is taken, so a party of four gets the two 2-tops pushed together.
    const booth = await order("diner3", { adult: 3, start_time: "10:00" });
    expect(booth.body.data.table_num).toEqual([2]);
    const four = await order("diner4", { adult: 4, start_time: "10:00" });
    expect(four.status, JSON.stringify(four.body)).toBe(200);
    expect(four.body.data.table_num).toEqual([3, 4]);
  });

  it("refuses a party no table seats with a readable message, in the guest's language", async () => {
    const big = await order("diner5", { adult: 11, start_time: "20:00" });
    expect(big.status).toBe(400);
    expect(big.body.message).toBe(en["bookingsApi.problem.adult.no_table"]);
    expect(big.body.message).toContain("call the restaurant");
    const inChinese = await call(
      "POST",
      "booking/cart",
      undefined,
      { resource_id: restaurant, start_date: tomorrow, start_time: "20:00", adult: 11 },
      { "accept-language": "zh-HK" },
    );
    expect(inChinese.body.message).toBe(tc["bookingsApi.problem.adult.no_table"]);
    const none = await call("POST", "booking/cart", undefined, {
      resource_id: noTables,
      start_date: tomorrow,
      start_time: "20:00",
      adult: 2,
    });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(en["bookingsApi.problem.adult.no_table"]);
  });

  it("still books the table a stock app names with table_num, if it takes the party", async () => {
    // The review's couple on the 10-seat VIP room: refused, with what to do instead.
    const vip = await order("diner5", { adult: 2, start_time: "12:00", table_num: [1] });
    expect(vip.status).toBe(400);
    expect(vip.body.message).toBe(en["bookingsApi.problem.table_num.party"]);
    const named = await order("diner5", { adult: 2, start_time: "12:00", table_num: [3] });
    expect(named.status, JSON.stringify(named.body)).toBe(200);
    expect(named.body.data.table_num).toEqual([3]);
    const taken = await order("diner6", { adult: 2, start_time: "12:00", "table_num[]": "3" });
    expect(taken.status).toBe(400);
    expect(taken.body.message).toBe(en["bookingsApi.problem.table_num.taken"]);
  });
});
