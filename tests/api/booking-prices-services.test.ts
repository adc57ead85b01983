import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { bookings } from "../../src/db/schema.ts";
import { DATABASE_KINDS, type TestApp } from "../support/test-app.ts";
import { bookingPricesSuite, en } from "./booking-prices-suite.ts";

/** Price units, services and staff ([15] item 3): what the cart and the order charge. */
describe.each(DATABASE_KINDS)("booking prices on %s", (kind) => {
  const suite = bookingPricesSuite(kind);
  const { ids, tomorrow, call, haircut, cart, order } = suite;
  let t: TestApp;
  beforeAll(() => {
    ({ t } = suite.started());
  });

  it("lists a salon's services and staff, and times for the chosen service", async () => {
    const { body } = await call(
      "GET",
      `booking/form?resource_id=${ids.salon}&date=${tomorrow}&service_id=cut`,
    );
    expect(body.data.services).toEqual([
      {
        id: "cut",
        name: "Haircut",
        minutes: 45,
        duration_display: "45 min",
        price: 280,
        price_display: "HK$280 / person",
      },
      {
        id: "colour",
        name: "Colour",
        minutes: 120,
        duration_display: "120 min",
        price: 680,
        price_display: "HK$680 / person",
      },
    ]);
    expect(body.data.staff).toEqual([
      { id: "may", name: "May" },
      { id: "ken", name: "Ken" },
    ]);
    // The place's price before a service is chosen: where its services start.
    expect(body.data).toMatchObject({ service_id: "cut", price_display: "From HK$280" });
    expect(body.data.options[0]).toMatchObject({
      start: "09:00",
      end: "09:45",
      free_staff: ["may", "ken"],
    });
    const longer = await call(
      "GET",
      `booking/form?resource_id=${ids.salon}&date=${tomorrow}&service_id=colour`,
    );
    expect(longer.body.data.service_id).toBe("colour");
    expect(longer.body.data.options[0]).toMatchObject({ start: "09:00", end: "11:00" });
    // No service named: the first one's times, and the answer says so.
    const first = await call("GET", `booking/form?resource_id=${ids.salon}&date=${tomorrow}`);
    expect(first.body.data.service_id).toBe("cut");
  });

  it("books a haircut for one person: the service's length and price", async () => {
    const request = { resource_id: ids.salon, service_id: "cut", start_date: tomorrow };
    const priced = await cart(undefined, { ...request, start_time: "10:00" });
    expect(priced.status, JSON.stringify(priced.body)).toBe(200);
    expect(priced.body.attr).toMatchObject({
      total: 280,
      total_items: 1,
      price_unit: "per_person",
      service_id: "cut",
      service_name: "Haircut",
    });
    expect(priced.body.data[0]).toMatchObject({ qty: 1, start_time: "10:00", end_time: "10:45" });

    const placed = await order("guest0", { ...request, start_time: "10:00", staff_id: "may" });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body.data).toMatchObject({
      adult: 1,
      total: 280,
      service_name: "Haircut",
      service_minutes: 45,
      staff_name: "May",
      end_time: "10:45",
    });
    const [row] = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, placed.body.data.booking_id));
    expect(row!.endsAt!.getTime() - row!.startsAt!.getTime()).toBe(45 * 60_000);
    expect(row).toMatchObject({ serviceId: "cut", staffId: "may", totalCents: 28_000 });

    // May is busy from 10:00 to 10:45: not at 10:30, again at 11:00; Ken is free.
    const busy = await order("guest1", { ...request, start_time: "10:30", staff_id: "may" });
    expect(busy.status).toBe(400);
    expect(busy.body.code).toBe("rest_invalid_param");
    expect(busy.body.data.params.staff_id).toBe(en["bookingPrices.problem.staff_id.taken"]);
    const busyCart = await cart(undefined, { ...request, start_time: "10:00", staff_id: "may" });
    expect(busyCart.body.data.params.staff_id).toBe(en["bookingPrices.problem.staff_id.taken"]);
    const ken = await order("guest1", { ...request, start_time: "10:30", staff_id: "ken" });
    expect(ken.status, JSON.stringify(ken.body)).toBe(200);
    const later = await order("guest2", { ...request, start_time: "11:00", staff_id: "may" });
    expect(later.status, JSON.stringify(later.body)).toBe(200);
    const form = await call(
      "GET",
      `booking/form?resource_id=${ids.salon}&date=${tomorrow}&service_id=cut`,
    );
    const at = (start: string) =>
      form.body.data.options.find((one: { start: string }) => one.start === start);
    // May 10:00–10:45 and 11:00–11:45, Ken 10:30–11:15.
    expect(at("09:00").free_staff).toEqual(["may", "ken"]);
    expect(at("10:00").free_staff).toEqual([]);
    expect(at("11:30").free_staff).toEqual(["ken"]);
  });

  it("times a salon request asked without a time for as long as its service", async () => {
    const ask = (who: string) =>
      order(who, { resource_id: ids.slotSalon, service_id: "cut", staff_id: "may" });
    const first = await ask("guest0");
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({ time_to_confirm: true, total: 280, adult: 1 });
    const second = await ask("guest1");
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    const accept = (id: number, time: string) =>
      call("POST", "booking/accept_by_id", "owner", {
        id,
        start_date: tomorrow,
        start_time: time,
      });
    // The slots are the service's length: 09:00, 09:45, 10:30…
    const accepted = await accept(first.body.data.booking_id, "09:45");
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.data).toMatchObject({ start_time: "09:45", end_time: "10:30" });
    // May is busy then: the second request cannot have her at the same time.
    const clash = await accept(second.body.data.booking_id, "09:45");
    expect(clash.status).toBe(400);
    expect(clash.body.data.params.staff_id).toBe(en["bookingPrices.problem.staff_id.taken"]);
    const next = await accept(second.body.data.booking_id, "10:30");
    expect(next.status, JSON.stringify(next.body)).toBe(200);
  });

  it("asks for a service where the place lists some, and refuses unknown ones", async () => {
    const base = { resource_id: ids.salon, start_date: tomorrow, start_time: "15:00" };
    const cases: [Record<string, unknown>, string, string][] = [
      [{}, "service_id", en["bookingPrices.problem.service_id.required"]],
      [{ service_id: "perm" }, "service_id", en["bookingPrices.problem.service_id.unknown"]],
      [
        { service_id: "cut", staff_id: "nobody" },
        "staff_id",
        en["bookingPrices.problem.staff_id.unknown"],
      ],
    ];
    for (const [extra, field, message] of cases) {
      const { status, body } = await cart(undefined, { ...base, ...extra });
      expect(status, JSON.stringify(extra)).toBe(400);
      expect(body.data.params[field]).toBe(message);
    }
  });

  it("takes hostile service and staff ids as unknown, never a 500", async () => {
    const base = { resource_id: ids.salon, start_date: tomorrow, start_time: "16:00" };
    const hostile: unknown[] = [
      ["cut"],
      { id: "cut" },
      "x".repeat(100_000),
      "cut\u0000",
      "美髮".repeat(30),
      { __proto__: { polluted: true } },
      "__proto__",
      12,
      true,
    ];
    for (const value of hostile) {
      for (const field of ["service_id", "staff_id"]) {
        const body =
          field === "staff_id" ? { service_id: "cut", staff_id: value } : { service_id: value };
        const answer = await cart(undefined, { ...base, ...body });
        expect(answer.status, `${field} ${JSON.stringify(value)?.slice(0, 40)}`).toBe(400);
        expect(Object.keys(answer.body.data.params)).toEqual([field]);
        const placed = await order("guest2", { ...base, ...body });
        expect([400, 403], JSON.stringify(value)?.slice(0, 40)).toContain(placed.status);
      }
    }
    const urlencoded = await t.app.inject({
      method: "POST",
      url: "/api/listar/v1/booking/cart",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: `resource_id=${ids.salon}&service_id[]=cut&service_id[]=colour&start_date=${tomorrow}&start_time=16:00`,
    });
    expect(urlencoded.statusCode).toBeLessThan(500);
    const form = await call(
      "GET",
      `booking/form?resource_id=${ids.salon}&service_id=${"x".repeat(500)}`,
    );
    expect(form.status).toBe(400);
    for (const query of ["service_id[]=cut", "service_id=%00", "service_id[__proto__]=1"]) {
      const odd = await call("GET", `booking/form?resource_id=${ids.salon}&${query}`);
      expect(odd.status, query).toBeLessThan(500);
      if (odd.status === 200) expect(odd.body.data.service_id, query).toBe("cut");
    }
    expect({} as Record<string, unknown>).not.toHaveProperty("polluted");
  });

  it("keeps stock bodies' answers for a place that set nothing new", async () => {
    const { body } = await cart(undefined, {
      resource_id: ids.studio,
      adult: 1,
      start_date: tomorrow,
      start_time: "10:00",
      end_time: "12:00",
    });
    expect(body.attr).toMatchObject({
      total: 400,
      currency: "HKD",
      total_display: "HK$400",
      total_items: 1,
    });
    expect(body.data[0]).toMatchObject({
      id: ids.studio,
      qty: 2,
      price: "200",
      total: 400,
      options: { guest: 1, adult: 1, children: 0, hours: 2 },
    });
  });

  it("shows each place's price with its unit in the lists", async () => {
    const { body } = await call("GET", "place/list?per_page=50");
    const display = (id?: number) =>
      body.data.find((item: { ID: number }) => item.ID === id)?.booking_price_display;
    expect(display(ids.deposit)).toBe("HK$150 deposit per booking");
    expect(display(ids.gym)).toBe("HK$120 per person per day");
    // Two services at different prices: the list starts at the cheaper; one service is its price.
    expect(display(ids.salon)).toBe("From HK$280");
    expect(display(ids.slotSalon)).toBe("HK$280 / person");
    expect(display(ids.free)).toBe(en["directoryApi.bookingFree"]);
  });

  it("saves an owner's units, services and staff, and refuses bad ones", async () => {
    const settings = {
      capacity: 3,
      priceUnit: "per_person",
      serviceChargePercent: 10,
      services: [haircut],
      staff: [{ id: "may", name: "May" }],
    };
    const saved = await call("POST", "place/save", "owner", {
      post_id: ids.salon,
      booking_settings: settings,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const values = (await call("GET", `place/form?post_id=${ids.salon}`, "owner")).body.values;
    expect(values.booking_settings).toMatchObject(settings);

    const bad: [Record<string, unknown>, string][] = [
      [{ priceUnit: "per_galaxy" }, "booking_settings.priceUnit"],
      [{ serviceChargePercent: 21 }, "booking_settings.serviceChargePercent"],
      [{ services: "haircut" }, "booking_settings.services"],
      [{ services: [{ ...haircut, name: "x".repeat(61) }] }, "booking_settings.services.0.name"],
      [{ services: [{ ...haircut, name: "a\u0000b" }] }, "booking_settings.services.0.name"],
      [{ services: [{ ...haircut, minutes: 0 }] }, "booking_settings.services.0.minutes"],
      [{ services: [{ ...haircut, id: "../x" }] }, "booking_settings.services.0.id"],
      [
        { services: Array.from({ length: 51 }, (_, n) => ({ ...haircut, id: `s${n}` })) },
        "booking_settings.services",
      ],
      [{ services: [haircut, haircut] }, "booking_settings.services"],
      [{ staff: [{ id: "may", name: "" }] }, "booking_settings.staff.0.name"],
    ];
    for (const [change, field] of bad) {
      const answer = await call("POST", "place/save", "owner", {
        post_id: ids.salon,
        booking_settings: { ...settings, ...change },
      });
      expect(answer.status, field).toBe(400);
      expect(Object.keys(answer.body.data.params), field).toContain(field);
    }
    const proto = await call("POST", "place/save", "owner", {
      post_id: ids.salon,
      booking_settings: JSON.parse('{"__proto__": {"services": 1}, "capacity": 3}'),
    });
    expect(proto.status).toBeLessThan(500);
    const stranger = await call("POST", "place/save", "stranger", {
      post_id: ids.salon,
      booking_settings: { ...settings, services: [{ ...haircut, priceCents: 1 }] },
    });
    // Another author's published place is not theirs to change (decision 048): nothing changes.
    expect(stranger.status).toBe(403);
    expect(stranger.body.code).toBe("rest_permission");
    const after = (await call("GET", `place/form?post_id=${ids.salon}`, "owner")).body.values;
    expect(after.booking_settings.services).toEqual([haircut]);
  });
});
