import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, bookingTables, jobs, places } from "../../src/db/schema.ts";
import { seatWalkIn, walkInPeriod } from "../../src/server/api/bookings/booking-changes.ts";
import { addDays, hongKongMidnight } from "../../src/shared/bookings/availability.ts";
import { hongKongDate } from "../../src/shared/places/hong-kong-clock.ts";
import { mailsTo, signedInPeople } from "../support/accounts.ts";
import { apiCaller } from "../support/api-call.ts";
import { createTerms, type TestTerms, tableRestaurant } from "../support/directory.ts";
import { DATABASE_KINDS, startTestApp, type TestApp } from "../support/test-app.ts";

const HOUR = 3_600_000;

/** A calendar property's value ("UID", "SEQUENCE", "DTSTART") in an .ics text. */
const icsValue = (ics: string, name: string) =>
  new RegExp(`^${name}[;:]([^\\r\\n]*)`, "m").exec(ics)?.[1] ?? "";

/**
 * Decision 078: the place's owner moves a booking to another time or table, checked as an
 * order under the place's lock and told to the guest with an updated invitation; and seats a
 * walk-in, which holds its table from now and sends nothing.
 */
describe.each(DATABASE_KINDS)("the owner moving bookings and seating walk-ins on %s", (kind) => {
  let t: TestApp;
  let terms: TestTerms;
  const ids: Record<string, number> = {};
  const tokens: Record<string, string> = {};
  const call = apiCaller(() => t.app, tokens);
  const today = hongKongDate(new Date());
  const day = addDays(today, 3);

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
  afterAll(async () => {
    await t?.close();
  });

  /** A table restaurant of the owner's, open 11:00–23:00, two-hour sittings. */
  const restaurant = (title: string, tables: number[] = [4, 4]) =>
    tableRestaurant(t.database.db, terms, {
      authorId: ids.owner!,
      title,
      tables,
      closesAt: "23:00",
    });

  async function book(who: string, placeId: number, time: string, date = day) {
    const res = await call("POST", "booking/order", who, {
      resource_id: placeId,
      adult: 2,
      start_date: date,
      start_time: time,
      payment_method: "cash",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.booking_id as number;
  }

  const rowOf = async (id: number) =>
    (await t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
  const tablesOf = async (id: number) =>
    t.database.db.select().from(bookingTables).where(eq(bookingTables.bookingId, id));

  async function mailMatching(to: string, subject: string) {
    for (let i = 0; i < 500; i++) {
      const mail = (await mailsTo(t.database.db, to)).find((m) => m.subject.includes(subject));
      if (mail) return mail;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`no mail "${subject}" to ${to}`);
  }

  it("moves a booking to a free time: its table goes with it, the old time books again, the guest gets the same invitation revised", async () => {
    const placeId = await restaurant("Solo Table", [4]);
    const id = await book("diner", placeId, "19:00");
    expect((await call("POST", "booking/accept_by_id", "owner", { id })).status).toBe(200);
    const accepted = await mailMatching("diner@example.test", "預約已確認");
    const before = await rowOf(id);

    const res = await call("POST", "booking/change_by_id", "owner", {
      id,
      start_time: "16:00",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.msg).toBe(`Booking #${id} moved; the guest has been told.`);
    expect(res.body.data).toMatchObject({ start_time: "16:00", start_date: day });

    const after = await rowOf(id);
    expect(after.status).toBe("publish");
    expect(after.startsAt).toEqual(new Date(hongKongMidnight(day)! + 16 * HOUR));
    expect(after.endsAt).toEqual(new Date(hongKongMidnight(day)! + 18 * HOUR));
    expect(after.changedAt).not.toBeNull();
    expect(after.calendarSequence).toBeGreaterThan(before.calendarSequence);
    expect(after.tableNumbers).toEqual([1]);
    const held = await tablesOf(id);
    expect(held.map((row) => [row.tableNumber, row.startsAt])).toEqual([[1, after.startsAt]]);
    // Its reminder follows it: a day before the new time.
    const [reminder] = await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.uniqueKey, `reminder:${id}`));
    expect(reminder?.runAt).toEqual(new Date(after.startsAt!.getTime() - 24 * HOUR));

    // The old time is free again; the new one is taken.
    await book("second", placeId, "19:00");
    const clash = await call("POST", "booking/order", "second", {
      resource_id: placeId,
      adult: 2,
      start_date: day,
      start_time: "16:30",
      payment_method: "cash",
    });
    expect(clash.status).toBe(400);

    // The guest is told, in their language, with the old time and the invitation revised.
    const moved = await mailMatching("diner@example.test", "預約時間已更改");
    expect(moved.text).toContain("已把你的預約改到");
    expect(moved.text).toContain("16:00");
    expect(moved.text).toMatch(/原定時間：.*19:00/);
    expect(accepted.calendar && moved.calendar).toBeTruthy();
    expect(icsValue(moved.calendar!, "METHOD")).toBe("REQUEST");
    expect(icsValue(moved.calendar!, "UID")).toBe(icsValue(accepted.calendar!, "UID"));
    expect(Number(icsValue(moved.calendar!, "SEQUENCE"))).toBeGreaterThan(
      Number(icsValue(accepted.calendar!, "SEQUENCE")),
    );
    expect(icsValue(moved.calendar!, "DTSTART")).not.toBe(icsValue(accepted.calendar!, "DTSTART"));
    expect(icsValue(moved.calendar!, "DTSTART")).toContain("T080000Z");
    const toOwner = await mailMatching("owner@example.test", "你已更改預約");
    expect(toOwner.text).toContain("你已把這個預約改到");
  });

  it("moves a booking to another table at the same time, and to another day keeping its time", async () => {
    const placeId = await restaurant("Two Tables");
    const id = await book("diner", placeId, "19:00");
    expect((await rowOf(id)).tableNumbers).toEqual([1]);
    const res = await call("POST", "booking/change_by_id", "owner", { id, "table_num[]": "2" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await rowOf(id)).tableNumbers).toEqual([2]);
    expect((await tablesOf(id)).map((row) => row.tableNumber)).toEqual([2]);
    const nextDay = addDays(day, 1);
    const later = await call("POST", "booking/change_by_id", "owner", {
      id,
      start_date: nextDay,
    });
    expect(later.status, JSON.stringify(later.body)).toBe(200);
    const row = await rowOf(id);
    expect([row.startDate, row.startTime, row.status]).toEqual([nextDay, "19:00", "pending"]);
  });

  it("refuses a taken table or time, a closure and a past time, and changes nothing", async () => {
    const placeId = await restaurant("Full House");
    const id = await book("diner", placeId, "19:00");
    await book("second", placeId, "19:00");
    await book("second", placeId, "13:00");
    const before = await rowOf(id);
    const refusals: [Record<string, unknown>, string][] = [
      [{ table_num: [2] }, "table_num"],
      [{ table_num: "1,2" }, "table_num"],
      [{ table_num: [7] }, "table_num"],
      [{ start_time: "12:00", table_num: [1] }, "table_num"],
      [{ start_time: "23:30" }, "start_time"],
      [{ start_date: addDays(today, -1) }, "start_date"],
      [{ start_time: "19:00" }, "start_date"],
      [{}, "start_date"],
    ];
    for (const [extra, field] of refusals) {
      const res = await call("POST", "booking/change_by_id", "owner", { id, ...extra });
      expect(res.status, JSON.stringify(extra)).toBe(400);
      expect(res.http).toBe(200);
      expect(Object.keys(res.body.data.params), JSON.stringify(extra)).toEqual([field]);
    }
    // Both tables taken at 13:00 by one more booking: no free fit there.
    await book("second", placeId, "13:00");
    const full = await call("POST", "booking/change_by_id", "owner", { id, start_time: "13:00" });
    expect(full.status).toBe(400);
    expect(full.body.data.params.start_time).toBeTruthy();

    const closed = await call("POST", "booking/close", "owner", {
      resource_id: placeId,
      start_date: addDays(day, 1),
      reason: "holiday",
    });
    expect(closed.status).toBe(200);
    const inClosure = await call("POST", "booking/change_by_id", "owner", {
      id,
      start_date: addDays(day, 1),
    });
    expect(inClosure.status).toBe(400);
    expect(inClosure.body.message).toBe("Closed: Holiday");

    const after = await rowOf(id);
    expect(after).toEqual(before);
    expect((await tablesOf(id)).map((row) => row.tableNumber)).toEqual(before.tableNumbers);
  });

  it("answers 409 when the tables' constraint catches a clash the check did not see", async () => {
    const placeId = await restaurant("Last Guard", [4]);
    const id = await book("diner", placeId, "19:00");
    const other = await book("second", placeId, "12:00");
    // A row the check does not read (its booking is cancelled) still holds table 1 at 15:00.
    await t.database.db.update(bookings).set({ status: "canceled" }).where(eq(bookings.id, other));
    await t.database.db
      .update(bookingTables)
      .set({
        startsAt: new Date(hongKongMidnight(day)! + 15 * HOUR),
        endsAt: new Date(hongKongMidnight(day)! + 17 * HOUR),
      })
      .where(eq(bookingTables.bookingId, other));
    const before = await rowOf(id);
    const res = await call("POST", "booking/change_by_id", "owner", { id, start_time: "15:00" });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("rest_booking_taken");
    expect(res.body.data.params.table_num).toBeTruthy();
    expect(await rowOf(id)).toEqual(before);
    expect((await tablesOf(id)).map((row) => row.startsAt)).toEqual([before.startsAt]);
  });

  it("lets an admin move a booking, refuses another owner and the customer, and a cancelled booking", async () => {
    const placeId = await restaurant("Guarded Grill");
    const id = await book("diner", placeId, "19:00");
    // The customer is refused; another owner is not told the booking exists.
    const byDiner = await call("POST", "booking/change_by_id", "diner", {
      id,
      start_time: "17:00",
    });
    expect(byDiner.status).toBe(403);
    expect(byDiner.http).toBe(200);
    expect(byDiner.body.code).toBe("rest_permission");
    const byRival = await call("POST", "booking/change_by_id", "rival", {
      id,
      start_time: "17:00",
    });
    expect(byRival.status).toBe(400);
    expect(byRival.body.code).toBe("rest_invalid_booking");
    expect(
      (await call("POST", "booking/change_by_id", undefined, { id, start_time: "17:00" })).status,
    ).toBe(401);
    expect((await rowOf(id)).startTime).toBe("19:00");
    const byAdmin = await call("POST", "booking/change_by_id", "boss", { id, start_time: "17:00" });
    expect(byAdmin.status, JSON.stringify(byAdmin.body)).toBe(200);
    expect((await rowOf(id)).startTime).toBe("17:00");

    expect((await call("POST", "booking/cancel_by_id", "diner", { id })).status).toBe(200);
    const late = await call("POST", "booking/change_by_id", "owner", { id, start_time: "18:00" });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe("rest_invalid_booking");
    expect((await tablesOf(id)).length).toBe(0);
  });

  it("seats a walk-in now at a free table, with no mail, and refuses one when every table is taken", async () => {
    const placeId = await restaurant("Walk-in Corner", [4]);
    const started = Date.now();
    const res = await call("POST", "booking/walk_in", "owner", {
      resource_id: placeId,
      persons: "3",
      first_name: "陳先生",
      phone: "9123 4567",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.msg).toContain("Walk-in of 3 seated");
    const id = res.body.data.booking_id as number;
    const row = await rowOf(id);
    expect(row).toMatchObject({
      status: "publish",
      visit: "arrived",
      createdVia: "walk_in",
      customerId: null,
      email: "",
      firstName: "陳先生",
      phone: "9123 4567",
      adults: 3,
      totalCents: 0,
      paymentMethod: "cash",
      tableNumbers: [1],
    });
    // From the current five minutes, for the place's two-hour sitting.
    expect(row.startsAt!.getTime() % (5 * 60_000)).toBe(0);
    expect(row.startsAt!.getTime()).toBeLessThanOrEqual(Date.now());
    expect(row.startsAt!.getTime()).toBeGreaterThan(started - 5 * 60_000);
    expect(row.endsAt!.getTime() - row.startsAt!.getTime()).toBe(2 * HOUR);
    expect((await tablesOf(id)).map((held) => held.tableNumber)).toEqual([1]);
    // Nobody to tell: no mail, no lapse, no reminder.
    const scheduled = (await t.database.db.select().from(jobs)).filter(
      (job) => job.payload.bookingId === id,
    );
    expect(scheduled).toEqual([]);

    const full = await call("POST", "booking/walk_in", "owner", {
      resource_id: placeId,
      persons: 2,
    });
    expect(full.status).toBe(400);
    expect(full.body.message).toBe("No table is free for 2 now.");
    const named = await call("POST", "booking/walk_in", "boss", {
      resource_id: placeId,
      persons: 2,
      table_num: [1],
    });
    expect(named.status).toBe(400);
    expect(named.body.data.params.table_num).toBeTruthy();
  });

  it("holds the walk-in's table against orders and the form for its time", async () => {
    const placeId = await restaurant("Door Table", [4]);
    // At 19:02 on the day the walk-in takes 19:00–21:00, as seating one then would.
    const at = new Date(hongKongMidnight(day)! + 19 * HOUR + 2 * 60_000);
    const [place] = await t.database.db.select().from(places).where(eq(places.id, placeId));
    expect(walkInPeriod(place!, at).startsAt).toBe(hongKongMidnight(day)! + 19 * HOUR);
    const seated = await seatWalkIn(
      t.database.db,
      placeId,
      { persons: 2, tables: [], firstName: "", phone: "" },
      at,
    );
    expect(seated.kind).toBe("booked");
    const order = await call("POST", "booking/order", "diner", {
      resource_id: placeId,
      adult: 2,
      start_date: day,
      start_time: "20:00",
      payment_method: "cash",
    });
    expect(order.status).toBe(400);
    const form = await call(
      "GET",
      `booking/form?resource_id=${placeId}&date=${day}&persons=2`,
      "diner",
    );
    const options = form.body.data.options as { start: string; bookable: boolean }[];
    expect(options.find((option) => option.start === "19:30")?.bookable).toBe(false);
    expect(options.find((option) => option.start === "21:00")?.bookable).toBe(true);
  });

  it("refuses a walk-in during a closure, at a place that takes no bookings, and to anyone but its owner or an admin", async () => {
    const placeId = await restaurant("Closed Door");
    for (const who of ["rival", "diner"]) {
      const res = await call("POST", "booking/walk_in", who, { resource_id: placeId, persons: 2 });
      expect(res.status, who).toBe(403);
      expect(res.http).toBe(200);
    }
    expect(
      (await call("POST", "booking/walk_in", undefined, { resource_id: placeId, persons: 2 }))
        .status,
    ).toBe(401);
    const byAdmin = await call("POST", "booking/walk_in", "boss", {
      resource_id: placeId,
      persons: 2,
    });
    expect(byAdmin.status, JSON.stringify(byAdmin.body)).toBe(200);

    const closed = await call("POST", "booking/close", "owner", {
      resource_id: placeId,
      start_date: today,
      reason: "typhoon8",
    });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    const refused = await call("POST", "booking/walk_in", "owner", {
      resource_id: placeId,
      persons: 2,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe("Closed: Typhoon Signal No. 8");

    await t.database.db.update(places).set({ bookingStyle: null }).where(eq(places.id, placeId));
    const unbookable = await call("POST", "booking/walk_in", "owner", {
      resource_id: placeId,
      persons: 2,
    });
    expect(unbookable.status).toBe(400);
    expect(unbookable.body.code).toBe("rest_invalid_post");
  });

  it("refuses hostile bodies field by field, never with a server error, and writes nothing", async () => {
    const placeId = await restaurant("Hostile Hall");
    const id = await book("diner", placeId, "19:00");
    const before = await rowOf(id);
    const badMoves: Record<string, unknown>[] = [
      { id: ["1", "2"] },
      { id: { __proto__: { polluted: true } } },
      { id: "x".repeat(100_000) },
      { id: "\u{1F600}" },
      { id: "99999999" },
      { start_date: ["2026-01-01"] },
      { start_date: "2026-13-45" },
      { start_date: "x".repeat(100_000) },
      { start_time: "25:00" },
      { start_time: "19:00\u0000" },
      { start_time: { toString: "19:00" } },
      { table_num: [{ n: 1 }] },
      { table_num: "1,x" },
      { table_num: [-1] },
      { table_num: [1.5] },
      { table_num: "9".repeat(400) },
    ];
    for (const extra of badMoves) {
      const res = await call("POST", "booking/change_by_id", "owner", { id, ...extra });
      expect(res.status, JSON.stringify(extra)).toBeGreaterThanOrEqual(400);
      expect(res.status, JSON.stringify(extra)).toBeLessThan(500);
      expect(res.body.success).toBe(false);
    }
    expect(await rowOf(id)).toEqual(before);

    const badWalkIns: Record<string, unknown>[] = [
      {},
      { persons: 0 },
      { persons: -2 },
      { persons: 101 },
      { persons: 2.5 },
      { persons: "2 people" },
      { persons: ["2"] },
      { persons: "9".repeat(400) },
      { persons: 2, first_name: "n".repeat(81) },
      { persons: 2, first_name: "nul\u0000byte" },
      { persons: 2, first_name: "two\nlines" },
      { persons: 2, first_name: ["Ann"] },
      { persons: 2, phone: "12" },
      { persons: 2, phone: "\u{1F600}" },
      { persons: 2, phone: { number: "91234567" } },
      { persons: 2, table_num: [0] },
      { persons: 2, table_num: [99] },
      { persons: 2, table_num: { a: { b: 1 } } },
      { persons: 2, resource_id: ["1"] },
      { persons: 2, resource_id: "\u0000" },
      { persons: 2, resource_id: "99999999" },
    ];
    for (const extra of badWalkIns) {
      const res = await call("POST", "booking/walk_in", "owner", {
        resource_id: placeId,
        ...extra,
      });
      expect(res.status, JSON.stringify(extra)).toBeGreaterThanOrEqual(400);
      expect(res.status, JSON.stringify(extra)).toBeLessThan(500);
      expect(res.body.success).toBe(false);
    }
    const words = await call("POST", "booking/walk_in", "owner", {
      resource_id: placeId,
      persons: "2 people",
    });
    expect(words.body.data.params.persons).toBe("Enter between 1 and 100 people.");
    for (const payload of [
      '{"__proto__":{"isAdmin":true},"resource_id":1,"persons":2}',
      '{"constructor":{"prototype":{"x":1}},"id":1}',
      "[1,2,3]",
      "not json",
    ]) {
      for (const route of ["walk_in", "change_by_id"]) {
        const raw = await t.app.inject({
          method: "POST",
          url: `/api/listar/v1/booking/${route}`,
          headers: { authorization: `Bearer ${tokens.owner}`, "content-type": "application/json" },
          payload,
        });
        expect(raw.statusCode, `${route} ${payload}`).toBeLessThan(500);
      }
    }
    const walkIns = await t.database.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.placeId, placeId), eq(bookings.createdVia, "walk_in")));
    expect(walkIns).toEqual([]);
    // A form body, as a stock app sends one, is read as JSON is.
    const form = await t.app.inject({
      method: "POST",
      url: "/api/listar/v1/booking/walk_in",
      headers: {
        authorization: `Bearer ${tokens.owner}`,
        "content-type": "application/x-www-form-urlencoded",
      },
      payload: `resource_id=${placeId}&persons=2&table_num%5B%5D=2`,
    });
    expect(form.statusCode, form.body).toBe(200);
    expect(form.json().data.table_num).toEqual([2]);
  });
});
