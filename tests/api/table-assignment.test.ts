import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingHolds, bookings } from "../../src/db/schema.ts";
import {
  MAX_HOLDS_PER_ADDRESS,
  purgeExpiredHolds,
} from "../../src/server/api/bookings/booking-hold-routes.ts";
import { addDays } from "../../src/shared/bookings/availability.ts";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { hongKongDate } from "../../src/shared/places/hong-kong-clock.ts";
import { createUser, signIn } from "../support/accounts.ts";
import { answerOf, apiCaller } from "../support/api-call.ts";
import { createBookablePlace, createTerms } from "../support/directory.ts";
import { expectDocumented } from "../support/expect-documented.ts";
import { DATABASE_KINDS, startTestApp, type TestApp } from "../support/test-app.ts";

const en = MESSAGES.en;
const tc = MESSAGES.tc;
const NS = "/api/listar/v1";

/**
 * The server seats the party ([15] item 1, decision 073): the smallest free table or allowed
 * combination whose party range takes it; times for a party with the reason a time cannot take
 * it; holds that keep a time while the guest types, and let go when released or expired.
 */
describe.each(DATABASE_KINDS)("the server seats the party on %s", (kind) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  let restaurant = 0;
  let noTables = 0;
  let noodleBar = 0;
  const tomorrow = addDays(hongKongDate(new Date()), 1);
  const call = apiCaller(() => t.app, tokens);

  beforeAll(async () => {
    t = await startTestApp(kind, { AUTH_RATE_LIMIT: "100000", BOOKING_RATE_LIMIT: "100000" });
    const { db } = t.database;
    const verified = {
      emailVerifiedAt: new Date(),
      firstName: "Ann",
      lastName: "Lee",
      phone: "+852 9123 4567",
    };
    const owner = await createUser(db, { username: "owner", role: "author", ...verified });
    tokens.owner = await signIn(t.app, "owner");
    for (let n = 0; n < 8; n++) {
      await createUser(db, { username: `diner${n}`, ...verified });
      tokens[`diner${n}`] = await signIn(t.app, `diner${n}`);
    }
    const d = await createTerms(db);
    restaurant = await createBookablePlace(db, d, owner.id, "Harbour Kitchen", {
      bookingStyle: "table",
      bookingPriceCents: 0,
      bookingSettings: {
        tables: [
          { name: "VIP room", seats: 10, minParty: 6 },
          { name: "Booth", seats: 4, minParty: 3 },
          { name: "Window 2", seats: 2 },
          { name: "Corner 2", seats: 2 },
        ],
        tableCombinations: [{ tables: [3, 4], minParty: 3, maxParty: 4 }],
      },
    });
    noodleBar = await createBookablePlace(db, d, owner.id, "Noodle Bar", {
      bookingStyle: "standard",
      bookingSettings: { capacity: 12 },
    });
    noTables = await createBookablePlace(db, d, owner.id, "Empty Room", {
      bookingStyle: "table",
      bookingSettings: { tables: [] },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const order = (who: string, body: Record<string, unknown>) =>
    call("POST", "booking/order", who, {
      resource_id: restaurant,
      start_date: tomorrow,
      payment_method: "cash",
      ...body,
    });
  const cart = (body: Record<string, unknown>) =>
    call("POST", "booking/cart", undefined, {
      resource_id: restaurant,
      start_date: tomorrow,
      ...body,
    });
  const form = (query: Record<string, string | number>) =>
    call(
      "GET",
      `booking/form?${new URLSearchParams(
        Object.entries({ resource_id: restaurant, date: tomorrow, ...query }).map(([k, v]) => [
          k,
          String(v),
        ]),
      )}`,
    );
  /** A call from a client address of its own (another phone), signed in as `who` or not. */
  async function from(
    address: string,
    route: "hold" | "release" | "order",
    payload: unknown,
    who?: string,
    language = "en",
  ) {
    const res = await t.app.inject({
      method: "POST",
      url: `${NS}/booking/${route}`,
      remoteAddress: address,
      payload: payload as never,
      headers: {
        "accept-language": language,
        ...(who ? { authorization: `Bearer ${tokens[who]}` } : {}),
      },
    });
    await expectDocumented(t.app, `POST ${NS}/booking/${route}`, res);
    return { http: res.statusCode, ...answerOf(res) };
  }
  const hold = (address: string, body: Record<string, unknown>, language = "en") =>
    from(
      address,
      "hold",
      { resource_id: restaurant, start_date: tomorrow, ...body },
      undefined,
      language,
    );
  const optionAt = (body: { data: { options: { start: string }[] } }, time: string) =>
    body.data.options.find((option) => option.start === time);

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
