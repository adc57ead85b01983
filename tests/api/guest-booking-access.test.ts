import { and, eq, isNull } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { bookings, guestEmailCodes } from "../../src/db/schema.ts";
import { addressHash } from "../../src/server/api/bookings/guest-bookings.ts";
import { translate } from "../../src/shared/i18n/translate.ts";
import { DATABASE_KINDS, type TestApp } from "../support/test-app.ts";
import { en, guestBookingSuite, otherFirstCharacter } from "./guest-booking-suite.ts";

describe.each(DATABASE_KINDS)("guest bookings with an e-mail code on %s", (kind) => {
  const suite = guestBookingSuite(kind);
  const { ids, call, codeFor, details, slot, guestBooking } = suite;
  let t: TestApp;
  beforeAll(() => {
    ({ t } = suite.started());
  });

  it("asks a visitor without any guest details to sign in, as the stock apps expect", async () => {
    const res = await call("POST", "booking/order", undefined, slot());
    expect(res.status).toBe(401);
  });

  it("lets the guest view, download and cancel by the token, and refuses any other token", async () => {
    const first = await guestBooking("first.guest@example.test");
    const second = await guestBooking("second.guest@example.test");
    const view = await call(
      "GET",
      `booking/view?id=${first.booking_id}&token=${first.guest_token}`,
    );
    expect(view.status).toBe(200);
    expect(view.body.data.booking_id).toBe(first.booking_id);
    expect(view.body.data.allow_cancel).toBe(true);
    expect(view.body.data.calendar_url).toContain(`token=${first.guest_token}`);
    const calendar = await t.app.inject({
      method: "GET",
      url: `/api/listar/v1/booking/calendar?id=${first.booking_id}&token=${first.guest_token}`,
    });
    expect(calendar.statusCode).toBe(200);
    expect(calendar.headers["content-type"]).toContain("text/calendar");

    // Another guest's token, a made-up one, and another booking's id: "no such booking", alike.
    const nothing = await call("GET", "booking/view?id=999999&token=x");
    for (const query of [
      `id=${first.booking_id}&token=${second.guest_token}`,
      `id=${first.booking_id}&token=${otherFirstCharacter(first.guest_token)}`,
      `id=${second.booking_id}&token=${first.guest_token}`,
    ]) {
      const refused = await call("GET", `booking/view?${query}`);
      expect(refused.status, query).toBe(400);
      expect({ ...refused.body, data: { ...refused.body.data, request_id: "" } }).toEqual({
        ...nothing.body,
        data: { ...nothing.body.data, request_id: "" },
      });
    }
    const refusedCancel = await call("POST", "booking/cancel_by_id", undefined, {
      id: first.booking_id,
      token: second.guest_token,
    });
    expect(refusedCancel.status).toBe(400);
    expect(refusedCancel.body.code).toBe("rest_invalid_booking");
    // Without a token, a visitor is asked to sign in; a signed-in stranger finds nothing.
    expect((await call("GET", `booking/view?id=${first.booking_id}`)).status).toBe(401);
    expect((await call("GET", `booking/view?id=${first.booking_id}`, "bob")).status).toBe(400);

    const canceled = await call("POST", "booking/cancel_by_id", undefined, {
      id: first.booking_id,
      token: first.guest_token,
    });
    expect(canceled.status, JSON.stringify(canceled.body)).toBe(200);
    expect(canceled.body.data.status).toBe("canceled");
    const [row] = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, second.booking_id));
    expect(row?.status).toBe("pending");
  });

  it("keeps a guest booking in the account whose proven e-mail made it, and no other", async () => {
    const booking = await guestBooking("ann@example.test");
    const claim = (who: string | undefined, token = booking.guest_token) =>
      call("POST", "booking/claim", who, { id: booking.booking_id, token });
    expect((await claim(undefined)).status).toBe(401);
    const other = await claim("bob");
    expect(other.status).toBe(403);
    expect(other.body.message).toBe(
      translate(en, "bookingsApi.guest.claimOtherEmail", { email: "bob@example.test" }),
    );
    expect((await claim("unproven")).status).toBe(403);
    expect((await claim("ann", "not-the-token")).status).toBe(400);
    const kept = await claim("ann");
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(kept.body.msg).toBe(
      translate(en, "bookingsApi.guest.claimed", { id: booking.booking_id }),
    );
    const list = await call("GET", "booking/list", "ann");
    expect(list.body.data.map((item: { booking_id: number }) => item.booking_id)).toContain(
      booking.booking_id,
    );
    expect((await call("GET", `booking/view?id=${booking.booking_id}`, "ann")).status).toBe(200);
    // Once kept, no one else can take it.
    expect((await claim("bob")).status).toBe(409);
  });

  it("caps a guest's pending requests by e-mail and by client address", async () => {
    const { db } = t.database;
    const pending = (values: Partial<typeof bookings.$inferInsert>) => ({
      placeId: ids.salon,
      placeTitle: "Slot Salon",
      style: "slot" as const,
      adults: 1,
      quantity: 1,
      unitPriceCents: 0,
      totalCents: 0,
      paymentMethod: "cash",
      firstName: "X",
      email: "x@example.test",
      ...values,
    });
    const email = "hoarder@example.test";
    await db.insert(bookings).values([1, 2, 3].map(() => pending({ email })));
    const { code } = await codeFor(email);
    const capped = await call("POST", "booking/order", undefined, {
      ...slot(),
      ...details(email, code),
    });
    expect(capped.status).toBe(409);
    expect(capped.body.code).toBe("rest_booking_pending_limit");
    expect(capped.body.message).toBe(translate(en, "bookingsApi.guest.pendingLimit", { max: 3 }));
    // The code was not used up by the refused order.
    const [live] = await db
      .select()
      .from(guestEmailCodes)
      .where(and(eq(guestEmailCodes.email, email), isNull(guestEmailCodes.usedAt)));
    expect(live).toBeDefined();

    const many = "another.address@example.test";
    await db.insert(bookings).values(
      [1, 2, 3, 4, 5].map((n) =>
        pending({
          email: `neighbour${n}@example.test`,
          guestAddressHash: addressHash("127.0.0.1"),
        }),
      ),
    );
    const second = await codeFor(many);
    const byAddress = await call("POST", "booking/order", undefined, {
      ...slot(),
      ...details(many, second.code),
    });
    expect(byAddress.status).toBe(409);
    expect(byAddress.body.message).toBe(
      translate(en, "bookingsApi.guest.pendingLimit", { max: 5 }),
    );
    await db.delete(bookings).where(eq(bookings.guestAddressHash, addressHash("127.0.0.1")));
  });

  it("refuses hostile input with a 4xx, never a 5xx", async () => {
    const huge = "長".repeat(100_000);
    const bodies: Record<string, unknown>[] = [
      { email: ["a@example.test"], resource_id: ids.salon },
      { email: "a@example.test\u0000", resource_id: ids.salon },
      { email: `${huge}@example.test`, resource_id: ids.salon },
      { email: "a@example.test", resource_id: [ids.salon] },
      { email: "a@example.test", resource_id: "1e400" },
      JSON.parse(`{"__proto__": {"email": "a@example.test"}, "resource_id": ${ids.salon}}`),
      { email: { $ne: "" }, resource_id: { id: ids.salon } },
    ];
    for (const body of bodies) {
      const res = await call("POST", "booking/email_code", undefined, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    const order = { ...slot(), ...details("hostile@example.test", "123456") };
    const orders: Record<string, unknown>[] = [
      { ...order, email_code: ["123456"] },
      { ...order, email_code: "12345\u0000" },
      { ...order, first_name: "大\u0000文" },
      { ...order, name: huge, first_name: undefined, last_name: undefined },
      { ...order, phone: ["91234567"] },
      { ...order, email: { toString: "x" } },
      JSON.parse(
        JSON.stringify({ ...order, email_code: undefined }).replace(
          "{",
          '{"__proto__":{"email_code":"123456"},',
        ),
      ),
    ];
    for (const body of orders) {
      const res = await call("POST", "booking/order", undefined, body);
      expect(res.status, JSON.stringify(body).slice(0, 120)).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    for (const query of [
      "id=1&token[]=x",
      "id[]=1&token=x",
      `id=1&token=${"x".repeat(5_000)}`,
      "id=1&token=%00",
    ]) {
      const res = await call("GET", `booking/view?${query}`);
      expect(res.status, query).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    for (const body of [
      { id: 1, token: ["x"] },
      { id: [1], token: "x" },
      { id: 1, token: { a: 1 } },
    ]) {
      for (const route of ["booking/cancel_by_id", "booking/claim"]) {
        const res = await call("POST", route, route === "booking/claim" ? "ann" : undefined, body);
        expect(res.status, `${route} ${JSON.stringify(body)}`).toBe(400);
      }
    }
  });
});
