import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { bookings, jobs, places } from "../../src/db/schema.ts";
import { seatWalkIn, walkInPeriod } from "../../src/server/api/bookings/booking-changes.ts";
import { hongKongMidnight } from "../../src/shared/bookings/availability.ts";
import { DATABASE_KINDS, type TestApp } from "../support/test-app.ts";
import { bookingChangesSuite, HOUR } from "./booking-changes-suite.ts";

/**
 * Decision 078: the place's owner moves a booking to another time or table, checked as an
 * order under the place's lock and told to the guest with an updated invitation; and seats a
 * walk-in, which holds its table from now and sends nothing.
 */
describe.each(DATABASE_KINDS)("the owner moving bookings and seating walk-ins on %s", (kind) => {
  const world = bookingChangesSuite(kind);
  const { tokens, call, today, day, restaurant, book, rowOf, tablesOf } = world;
  let t: TestApp;
  beforeAll(() => {
    ({ t } = world);
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
