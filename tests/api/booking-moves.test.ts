import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { bookings, bookingTables, jobs } from "../../src/db/schema.ts";
import { addDays, hongKongMidnight } from "../../src/shared/bookings/availability.ts";
import { DATABASE_KINDS, type TestApp } from "../support/test-app.ts";
import { bookingChangesSuite, HOUR, icsValue } from "./booking-changes-suite.ts";

/**
 * Decision 078: the place's owner moves a booking to another time or table, checked as an
 * order under the place's lock and told to the guest with an updated invitation; and seats a
 * walk-in, which holds its table from now and sends nothing.
 */
describe.each(DATABASE_KINDS)("the owner moving bookings and seating walk-ins on %s", (kind) => {
  const world = bookingChangesSuite(kind);
  const { call, today, day, restaurant, book, rowOf, tablesOf, mailMatching } = world;
  let t: TestApp;
  beforeAll(() => {
    ({ t } = world);
  });

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
});
