import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { bookings } from "../../src/db/schema.ts";
import { DATABASE_KINDS, type TestApp } from "../support/test-app.ts";
import { bookingsSuite, en } from "./bookings-suite.ts";

describe.each(DATABASE_KINDS)("the bookings API on %s", (kind) => {
  const world = bookingsSuite(kind);
  const { ids, tomorrow, call } = world;
  let t: TestApp;
  beforeAll(() => {
    ({ t } = world);
  });

  it("booking/form lists what is free, in the protocol's shape", async () => {
    const { status, body } = await call(
      "GET",
      `booking/form?resource_id=${ids.studio}&date=${tomorrow}`,
    );
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      id: ids.studio,
      type: "hourly",
      price: "HK$200",
      start_date: tomorrow,
    });
    expect(body.data.select_options[0]).toEqual({
      format: "09:00 - 10:00",
      start: "09:00",
      end: "10:00",
    });
    expect(body.data.select_options).toHaveLength(13);
    expect(body.payment.list.map((item: { method: string }) => item.method)).toEqual([
      "cash",
      "bank",
    ]);
    const tables = await call("GET", `booking/form?resource_id=${ids.restaurant}&date=${tomorrow}`);
    expect(tables.body.data.select_options).toEqual([
      { title: "A1", id: 1, seats: 2, use: true },
      { title: "B1", id: 2, seats: 4, use: true },
    ]);
    const none = await call("GET", `booking/form?resource_id=${ids.notBookable}`);
    expect(none.status).toBe(400);
    expect(none.body.code).toBe("rest_invalid_post");
  });

  it("booking/cart prices per style and names the field at fault", async () => {
    const hourly = await call("POST", "booking/cart", undefined, {
      resource_id: ids.studio,
      adult: 1,
      start_date: tomorrow,
      start_time: "10:00",
      end_time: "13:00",
    });
    // The stock fields as they were; ours (price_unit, due_now…) come beside them.
    expect(hourly.body.attr).toMatchObject({
      total: 600,
      currency: "HKD",
      total_display: "HK$600",
      total_items: 1,
    });
    expect(hourly.body.data[0].options).toMatchObject({ hours: 3 });
    const bad = [
      [{ adult: 1, start_time: "10:00" }, "start_date", "bookingsApi.problem.start_date.required"],
      [{ adult: 1, start_date: "2026/1/1" }, "start_date", "bookingsApi.problem.start_date.format"],
      [
        { adult: 1, start_date: "2001-01-01", start_time: "10:00" },
        "start_date",
        "bookingsApi.problem.start_date.too_early",
      ],
      [
        { adult: 1, start_date: "2099-01-01", start_time: "10:00" },
        "start_date",
        "bookingsApi.problem.start_date.too_new",
      ],
      [{ adult: 1, start_date: tomorrow }, "start_time", "bookingsApi.problem.start_time.required"],
      [{ adult: "many", start_date: tomorrow, start_time: "10:00" }, "adult", "bookingsApi.adults"],
      [
        { adult: 1, children: -1, start_date: tomorrow, start_time: "10:00" },
        "children",
        "bookingsApi.children",
      ],
      [
        { adult: 0, start_date: tomorrow, start_time: "10:00" },
        "adult",
        "bookingsApi.problem.adult.required",
      ],
    ] as const;
    for (const [body, field, key] of bad) {
      const res = await call("POST", "booking/cart", undefined, {
        resource_id: ids.salon,
        ...body,
      });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.data.params[field], JSON.stringify(body)).toBe(
        en[key as keyof typeof en].replace("{days}", "60"),
      );
    }
  });

  it("orders exactly the capacity when 200 customers race for one slot", async () => {
    const orders = Array.from({ length: 200 }, (_, n) =>
      call("POST", "booking/order", `racer${n % 4}`, {
        resource_id: ids.salon,
        adult: 1,
        start_date: tomorrow,
        start_time: "11:00",
        payment_method: "cash",
      }),
    );
    const results = await Promise.all(orders);
    const accepted = results.filter((res) => res.status === 200);
    expect(accepted).toHaveLength(7);
    expect(results.filter((res) => res.status >= 500)).toEqual([]);
    const refused = results.find((res) => res.status === 400)!;
    expect(refused.body.data.params.adult).toBe(en["bookingsApi.problem.adult.too_many"]);
    // The raced slot only: other tests book the same salon at other times, in any order.
    const held = await t.database.db
      .select()
      .from(bookings)
      .where(
        and(
          eq(bookings.placeId, ids.salon!),
          eq(bookings.startDate, tomorrow),
          eq(bookings.startTime, "11:00"),
        ),
      );
    expect(held).toHaveLength(7);
  }, 60_000);

  it("books a retried order once (Idempotency-Key)", async () => {
    const order = {
      resource_id: ids.salon,
      adult: 2,
      start_date: tomorrow,
      start_time: "15:00",
      payment_method: "bank",
      memo: "Window seat please",
    };
    const headers = { "idempotency-key": "retry-test-0001" };
    const [first, second] = await Promise.all([
      call("POST", "booking/order", "guest1", order, headers),
      call("POST", "booking/order", "guest1", order, headers),
    ]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body.data.booking_id).toBe(first.body.data.booking_id);
    expect(first.body.data).toMatchObject({
      total: 300,
      total_display: "HK$300",
      status_name: "Waiting for the restaurant",
      payment_method: "bank",
      allow_cancel: true,
      allow_accept: false,
      memo: "Window seat please",
    });
    expect(typeof first.body.data.resources[0].id).toBe("string");
    const third = await call("POST", "booking/order", "guest1", order, headers);
    expect(third.body.data.booking_id).toBe(first.body.data.booking_id);
  });

  it("never gives one table to two customers, and frees it on cancel", async () => {
    const order = (who: string, tables: number[]) =>
      call("POST", "booking/order", who, {
        resource_id: ids.restaurant,
        adult: 2,
        start_date: tomorrow,
        start_time: "19:00",
        "table_num[]": tables.map(String),
      });
    const [a, b] = await Promise.all([order("guest2", [2]), order("guest3", [2])]);
    const winner = a.status === 200 ? a : b;
    const loser = a.status === 200 ? b : a;
    expect(winner.status).toBe(200);
    expect(loser.body.data.params.table_num).toBe(en["bookingsApi.problem.table_num.taken"]);
    const form = await call("GET", `booking/form?resource_id=${ids.restaurant}&date=${tomorrow}`);
    const at19 = form.body.data.options.find(
      (option: { start: string }) => option.start === "19:00",
    );
    expect(at19.free_tables).toEqual([1]);
    const who = a.status === 200 ? "guest2" : "guest3";
    const cancelled = await call("POST", "booking/cancel_by_id", who, {
      id: winner.body.data.booking_id,
    });
    expect(cancelled.body).toMatchObject({
      success: true,
      data: { status: "canceled", allow_cancel: false },
    });
    const again = await order(a.status === 200 ? "guest3" : "guest2", [2]);
    expect(again.status).toBe(200);
  });
});
