import { beforeAll, describe, expect, it } from "vitest";
import { bookings } from "../../src/db/schema.ts";
import { addDays } from "../../src/shared/bookings/availability.ts";
import { bearer } from "../support/accounts.ts";
import { statusOf } from "../support/api-call.ts";
import { DATABASE_KINDS, type TestApp } from "../support/test-app.ts";
import { bookingsSuite, en, NS } from "./bookings-suite.ts";

describe.each(DATABASE_KINDS)("the bookings API on %s", (kind) => {
  const world = bookingsSuite(kind);
  const { tokens, ids, tomorrow, call } = world;
  let t: TestApp;
  beforeAll(() => {
    ({ t } = world);
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
