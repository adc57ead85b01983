import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { bookings } from "../../src/db/schema.ts";
import { eraseBookingCustomers } from "../../src/server/api/bookings/booking-retention.ts";
import { addDays } from "../../src/shared/bookings/availability.ts";
import { DATABASE_KINDS, type TestApp } from "../support/test-app.ts";
import { FORM, stockAppBookingsSuite } from "./stock-app-bookings-suite.ts";

/**
 * What the stock Listar Pro apps send for bookings, exactly: the React Native client's slot
 * screen has no date or time (`{resource_id, adult, children, booking_style}` as JSON, for the
 * cart and the order alike), the Flutter client sends the same urlencoded, and the daily screen
 * echoes booking/form's own end date (today) after a later start date.
 */
describe.each(DATABASE_KINDS)("the stock apps' bookings on %s", (kind) => {
  const world = stockAppBookingsSuite(kind);
  const { ids, today, tomorrow, inThreeDays, call, row, order } = world;
  let t: TestApp;
  beforeAll(() => {
    ({ t } = world);
  });

  it("answers hostile dates and times with a 4xx, leaving the request untimed", async () => {
    const id = await order("guest6");
    const hostile: unknown[] = [
      ["2026-01-01"],
      { $gt: "" },
      `${tomorrow}\u0000`,
      "9".repeat(100_000),
      "__proto__",
      "２０２６-１２-０１",
      "2026-02-30",
      "25:61",
      null,
      true,
      -1,
    ];
    for (const value of hostile) {
      for (const body of [
        { id, start_date: value, start_time: "10:00" },
        { id, start_date: tomorrow, start_time: value },
        { id, start_date: value, start_time: value },
      ]) {
        const res = await call("POST", "booking/accept_by_id", "owner", body);
        expect(res.status, JSON.stringify(body).slice(0, 200)).toBeGreaterThanOrEqual(400);
        expect(res.status, JSON.stringify(body).slice(0, 200)).toBeLessThan(500);
      }
    }
    const proto = await call(
      "POST",
      "booking/accept_by_id",
      "owner",
      `{"id":${id},"__proto__":{"start_date":"${tomorrow}","start_time":"10:00"}}`,
      { "content-type": "application/json" },
    );
    expect(proto.status).toBeGreaterThanOrEqual(400);
    expect(proto.status).toBeLessThan(500);
    expect(await row(id)).toMatchObject({ status: "pending", startsAt: null });
  });

  it("forgets who asked for a request never given a time once it is as old as a past visit", async () => {
    const old = await order("guest0");
    const recent = await order("guest1");
    const yearAgo = new Date(Date.now() - 366 * 86_400_000);
    await t.database.db
      .update(bookings)
      .set({ createdAt: new Date(yearAgo.getTime() - 86_400_000) })
      .where(eq(bookings.id, old));
    await eraseBookingCustomers(t.database.db, yearAgo);
    expect(await row(old)).toMatchObject({ customerId: null, email: "", firstName: "" });
    expect((await row(recent)).email).toBe("guest1@example.test");
  });

  it("takes a daily end date before the start date as one day", async () => {
    const stock = {
      resource_id: ids.gym,
      adult: 1,
      children: 0,
      booking_style: "daily",
      start_date: inThreeDays,
      end_date: today,
    };
    const cart = await call("POST", "booking/cart", undefined, stock);
    expect(cart.status, JSON.stringify(cart.body)).toBe(200);
    expect(cart.body.attr.total_display).toBe("HK$300");
    expect(cart.body.data[0]).toMatchObject({
      qty: 1,
      start_date: inThreeDays,
      end_date: inThreeDays,
    });
    const form = await call(
      "POST",
      "booking/cart",
      undefined,
      new URLSearchParams({
        ...stock,
        resource_id: String(ids.gym),
        adult: "1",
        children: "0",
      }).toString(),
      FORM,
    );
    expect(form.body.data[0]).toMatchObject({ qty: 1, end_date: inThreeDays });
    // The same end date, or none, stays one day; a later one is a stay.
    for (const [endDate, days] of [
      [inThreeDays, 1],
      [undefined, 1],
      [addDays(inThreeDays, 2), 3],
    ] as const) {
      const res = await call("POST", "booking/cart", undefined, { ...stock, end_date: endDate });
      expect(res.body.data[0].qty, String(endDate)).toBe(days);
    }
    const ordered = await call("POST", "booking/order", "guest7", stock);
    expect(ordered.body.data).toMatchObject({
      start_date: inThreeDays,
      end_date: inThreeDays,
      total_display: "HK$300",
    });
  });
});
