import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, type places } from "../../src/db/schema.ts";
import { addDays } from "../../src/shared/bookings/availability.ts";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { hongKongDate } from "../../src/shared/places/hong-kong-clock.ts";
import { bearer, createUser, signIn } from "../support/accounts.ts";
import { apiCaller, statusOf } from "../support/api-call.ts";
import { createBookablePlace, createTerms } from "../support/directory.ts";
import { DATABASE_KINDS, startTestApp, type TestApp } from "../support/test-app.ts";

const NS = "/api/listar/v1";
const en = MESSAGES.en;

describe.each(DATABASE_KINDS)("the bookings API on %s", (kind) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
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
    await createUser(db, { username: "stranger", role: "author", ...verified });
    await createUser(db, { username: "boss", role: "admin", ...verified });
    for (let n = 0; n < 4; n++) await createUser(db, { username: `guest${n}`, ...verified });
    // The race's customers, apart: its winners keep pending requests the guests' tests must not meet.
    for (let n = 0; n < 4; n++) await createUser(db, { username: `racer${n}`, ...verified });
    for (const name of ["owner", "stranger", "boss", "guest0", "guest1", "guest2", "guest3"]) {
      tokens[name] = await signIn(t.app, name);
    }
    for (let n = 0; n < 4; n++) tokens[`racer${n}`] = await signIn(t.app, `racer${n}`);
    const d = await createTerms(db);
    const bookable = (title: string, values: Partial<typeof places.$inferInsert>) =>
      createBookablePlace(db, d, owner.id, title, values);
    ids.salon = await bookable("Slot Salon", {
      bookingStyle: "slot",
      bookingPriceCents: 15_000,
      bookingSettings: { capacity: 7, slotMinutes: 60, cancelCutoffHours: 2 },
    });
    ids.restaurant = await bookable("Table Restaurant", {
      bookingStyle: "table",
      bookingPriceCents: 0,
      bookingSettings: {
        tables: [
          { name: "A1", seats: 2 },
          { name: "B1", seats: 4 },
        ],
        slotMinutes: 120,
      },
    });
    ids.studio = await bookable("Hourly Studio", {
      bookingStyle: "hourly",
      bookingPriceCents: 20_000,
      bookingSettings: { capacity: 1 },
    });
    ids.notBookable = await bookable("Just a shop", {});
  });
  afterAll(async () => {
    await t?.close();
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

  it("lets only the owner or an admin accept or decline, and only the customer cancel", async () => {
    const { body } = await call("POST", "booking/order", "guest0", {
      resource_id: ids.salon,
      adult: 1,
      start_date: tomorrow,
      start_time: "16:00",
    });
    const id = body.data.booking_id as number;
    expect((await call("GET", `booking/view?id=${id}`, "stranger")).status).toBe(400);
    expect((await call("POST", "booking/accept_by_id", "stranger", { id })).status).toBe(400);
    expect((await call("POST", "booking/accept_by_id", "guest0", { id })).body.message).toBe(
      en["bookingsApi.notOwner"],
    );
    expect((await call("POST", "booking/cancel_by_id", "owner", { id })).body.message).toBe(
      en["bookingsApi.notCustomer"],
    );
    const ownerView = await call("GET", `booking/view?id=${id}`, "owner");
    expect(ownerView.body.data).toMatchObject({ allow_accept: true, allow_cancel: false });
    const accepted = await call("POST", "booking/accept_by_id", "owner", { id });
    expect(accepted.body).toMatchObject({
      success: true,
      data: { status: "publish", status_name: "Accepted" },
    });
    expect((await call("POST", "booking/accept_by_id", "boss", { id })).status).toBe(409);

    const second = await call("POST", "booking/order", "guest0", {
      resource_id: ids.salon,
      adult: 1,
      start_date: tomorrow,
      start_time: "17:00",
    });
    const secondId = second.body.data.booking_id as number;
    const noReason = await call("POST", "booking/decline_by_id", "boss", { id: secondId });
    expect(noReason.body.data.params.reason).toBe(en["validation.required"]);
    const declined = await call("POST", "booking/decline_by_id", "boss", {
      id: secondId,
      reason: "Closed for a private event",
    });
    expect(declined.body.data).toMatchObject({
      status: "canceled",
      cancel_reason: "Closed for a private event",
    });

    const mine = await call("GET", "booking/list?post_status=canceled", "guest0");
    expect(mine.body.data.map((item: { ID: number }) => item.ID)).toContain(secondId);
    expect(mine.body.attr.admin).toBeUndefined();
    const received = await call("GET", "author/booking", "owner");
    expect(received.body.attr.admin).toBe(false);
    expect(received.body.data.map((item: { ID: number }) => item.ID)).toEqual(
      expect.arrayContaining([id, secondId]),
    );
    // The owner's day view: the bookings that cover one date, in time order.
    const day = await call("GET", `author/booking?date=${tomorrow}&per_page=100`, "owner");
    const times = day.body.data.map((item: { start_time: string }) => item.start_time);
    expect(times).toEqual([...times].sort());
    expect(
      day.body.data.every((item: { start_date: string }) => item.start_date === tomorrow),
    ).toBe(true);
    expect(day.body.data.map((item: { ID: number }) => item.ID)).toEqual(
      expect.arrayContaining([id, secondId]),
    );
    const dayAfter = await call("GET", `author/booking?date=${addDays(tomorrow, 1)}`, "owner");
    expect(dayAfter.body.data.map((item: { ID: number }) => item.ID)).not.toContain(id);
    expect((await call("GET", "author/booking?date=2026-13-01", "owner")).status).toBe(400);
    // Accepted bookings have their own tab.
    expect(mine.body.attr.status.map((item: { value: string }) => item.value)).toContain("publish");
    const acceptedTab = await call("GET", "booking/list?post_status=publish", "guest0");
    expect(acceptedTab.body.data.map((item: { ID: number }) => item.ID)).toContain(id);
    const strangers = await call("GET", "author/booking", "stranger");
    expect(strangers.body.data).toEqual([]);
    expect((await call("GET", "author/booking")).status).toBe(401);
    expect(
      (await call("POST", "booking/order", "owner", { resource_id: ids.salon, adult: 1 })).body
        .message,
    ).toBe(en["bookingsApi.ownPlace"]);
  });

  it("refuses to cancel after the cut-off", async () => {
    const { db } = t.database;
    const [booking] = await db
      .insert(bookings)
      .values({
        placeId: ids.salon,
        placeTitle: "Slot Salon",
        customerId: (await call("GET", "auth/user", "guest3")).body.data.id,
        style: "slot",
        startsAt: new Date(Date.now() + 3_600_000),
        endsAt: new Date(Date.now() + 7_200_000),
        startDate: tomorrow,
        endDate: tomorrow,
        adults: 1,
        quantity: 1,
        unitPriceCents: 0,
        totalCents: 0,
        paymentMethod: "cash",
        firstName: "Ann",
        email: "ann@example.test",
      })
      .returning();
    const res = await call("POST", "booking/cancel_by_id", "guest3", { id: booking!.id });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(en["bookingsApi.cutOff"].replace("{hours}", "2"));
  });

  it("answers hostile input with a 4xx, never a 5xx", async () => {
    const hostile: unknown[] = [
      { resource_id: ["1", "2"] },
      { resource_id: ids.salon, adult: ["1"], start_date: { $gt: "" } },
      { resource_id: ids.salon, adult: 1, start_date: "x".repeat(100_000) },
      { resource_id: ids.salon, adult: 1, start_date: `${tomorrow}\u0000` },
      { resource_id: ids.salon, adult: 1e20, start_date: tomorrow, start_time: "11:00" },
      {
        resource_id: ids.restaurant,
        adult: 1,
        start_date: tomorrow,
        start_time: "19:00",
        table_num: "1,abc",
      },
      {
        resource_id: ids.restaurant,
        adult: 1,
        start_date: tomorrow,
        start_time: "19:00",
        table_num: [99],
      },
      JSON.parse(`{"resource_id":${ids.salon},"__proto__":{"adult":1}}`),
      // Hourly: without a date the cart refuses these too (a slot would be an untimed request).
      { resource_id: ids.studio, adult: 1, payment_method: "paypal" },
      { resource_id: ids.studio, adult: 1, email: "😀".repeat(300) },
      [1, 2],
      "text",
    ];
    for (const route of [
      "booking/cart",
      "booking/order",
      "booking/cancel_by_id",
      "booking/accept_by_id",
      "booking/decline_by_id",
    ]) {
      for (const payload of hostile) {
        const res = await call("POST", route, "guest1", payload, {
          "content-type": "application/json",
        });
        expect(
          res.status,
          `${route} ${JSON.stringify(payload)?.slice(0, 80)} → ${JSON.stringify(res.body)}`,
        ).toBeLessThan(500);
        expect(
          res.status,
          `${route} ${JSON.stringify(payload)?.slice(0, 80)}`,
        ).toBeGreaterThanOrEqual(400);
      }
      const broken = await t.app.inject({
        method: "POST",
        url: `${NS}/${route}`,
        payload: '--x\r\nContent-Disposition: form-data; name="adult"\r\n\r\n1',
        headers: { ...bearer(tokens.guest1!), "content-type": "multipart/form-data; boundary=x" },
      });
      expect(statusOf(broken)).toBe(400);
    }
    const badKey = await call(
      "POST",
      "booking/order",
      "guest1",
      { resource_id: ids.salon },
      { "idempotency-key": "\u00e9" },
    );
    expect(badKey.status).toBe(400);
    for (const query of ["id=abc", "id[]=1&id[]=2", "id=%00", `id=${"9".repeat(40)}`]) {
      const res = await call("GET", `booking/view?${query}`, "guest1");
      expect(res.status, query).toBe(400);
    }
    for (const query of [
      "page=0",
      "per_page=1000",
      "post_status=nope",
      "orderby=x",
      "s[]=a&s[]=b",
    ]) {
      expect((await call("GET", `booking/list?${query}`, "guest1")).status, query).toBe(400);
      expect((await call("GET", `author/booking?${query}`, "owner")).status, query).toBe(400);
    }
  });
});
