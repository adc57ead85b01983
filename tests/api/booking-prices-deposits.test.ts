import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { bookings } from "../../src/db/schema.ts";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { waitForMail } from "../support/accounts.ts";
import { DATABASE_KINDS, type TestApp } from "../support/test-app.ts";
import { bookingPricesSuite, en } from "./booking-prices-suite.ts";

/** Price units, services and staff ([15] item 3): what the cart and the order charge. */
describe.each(DATABASE_KINDS)("booking prices on %s", (kind) => {
  const suite = bookingPricesSuite(kind);
  const { ids, tomorrow, inThreeDays, call, cart, order } = suite;
  let t: TestApp;
  beforeAll(() => {
    ({ t } = suite.started());
  });

  it("charges a per-booking deposit once for five guests, and says the rest is paid there", async () => {
    const { status, body } = await cart(undefined, {
      resource_id: ids.deposit,
      adult: 4,
      children: 1,
      start_date: tomorrow,
      start_time: "19:00",
    });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.attr).toMatchObject({
      total: 150,
      currency: "HKD",
      total_display: "HK$150",
      total_items: 5,
      price_unit: "deposit_per_booking",
      price_display: "HK$150 deposit per booking",
      due_now: 150,
      due_now_display: "HK$150",
      service_charge_percent: 10,
    });
    expect(body.attr.pay_at_place_note).toBe(
      `${en["bookingPrices.note.depositDeducted"]} ${en["bookingPrices.note.serviceChargeNotInDeposit"].replace("{percent}", "10")}`,
    );
    expect(body.data[0]).toMatchObject({ qty: 1, price: "150", total: 150 });

    const placed = await order("guest0", {
      resource_id: ids.deposit,
      adult: 4,
      children: 1,
      start_date: tomorrow,
      start_time: "19:00",
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body.data).toMatchObject({
      total: 150,
      total_display: "HK$150",
      price_unit: "deposit_per_booking",
      due_now: 150,
      service_charge_percent: 10,
    });
    const [row] = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, placed.body.data.booking_id));
    expect(row).toMatchObject({
      totalCents: 15_000,
      quantity: 1,
      priceUnit: "deposit_per_booking",
    });
    // The mail says what was due and what is left for the bill, service charge included.
    const mails = await waitForMail(t.database.db, "guest0@example.test");
    const text = mails.map((mail) => mail.text).join("\n");
    expect(text).toContain("HK$150");
    // (in the customer's language: Traditional Chinese, as they never chose one)
    expect(text).toContain(MESSAGES.tc["bookingPrices.note.depositDeducted"]);
  });

  it("answers the price with its unit, the service charge and the cut-off in booking/form", async () => {
    const tc = await call(
      "GET",
      `booking/form?resource_id=${ids.deposit}&date=${tomorrow}`,
      undefined,
      undefined,
      { "accept-language": "zh-HK" },
    );
    expect(tc.body.data).toMatchObject({
      price: "HK$150",
      price_unit: "deposit_per_booking",
      price_display: "HK$150 訂金（每張訂單）",
      service_charge_percent: 10,
      cancel_cutoff_hours: 24,
      services: [],
      staff: [],
    });
    expect(tc.body.data.service_charge_note).toContain("訂金不包括服務費");
    const gym = await call("GET", `booking/form?resource_id=${ids.gym}&date=${tomorrow}`);
    expect(gym.body.data).toMatchObject({
      type: "daily",
      price_unit: "per_person_per_day",
      price_display: "HK$120 per person per day",
    });
    const free = await call("GET", `booking/form?resource_id=${ids.free}&date=${tomorrow}`);
    expect(free.body.data).toMatchObject({ price_unit: "per_booking", price_display: "Free" });
  });

  it("counts each unit by its own quantity in the cart", async () => {
    const at = { start_date: tomorrow, start_time: "12:00" };
    const totals = async (id: number | undefined, body: Record<string, unknown>) => {
      const { status, body: answer } = await cart(undefined, { resource_id: id, ...body });
      expect(status, JSON.stringify(answer)).toBe(200);
      return {
        unit: answer.attr.price_unit,
        total: answer.attr.total,
        due: answer.attr.due_now,
        qty: answer.data[0].qty,
      };
    };
    expect(await totals(ids.perPerson, { adult: 3, ...at })).toEqual({
      unit: "per_person",
      total: 1_140,
      due: 1_140,
      qty: 3,
    });
    expect(await totals(ids.depositPerPerson, { adult: 2, children: 1, ...at })).toEqual({
      unit: "deposit_per_person",
      total: 600,
      due: 600,
      qty: 3,
    });
    expect(
      await totals(ids.studio, {
        adult: 2,
        start_date: tomorrow,
        start_time: "10:00",
        end_time: "13:00",
      }),
    ).toEqual({ unit: "per_hour", total: 600, due: 600, qty: 3 });
    expect(
      await totals(ids.hotel, { adult: 2, start_date: tomorrow, end_date: inThreeDays }),
    ).toEqual({ unit: "per_day", total: 1_500, due: 1_500, qty: 3 });
    expect(
      await totals(ids.gym, { adult: 2, start_date: tomorrow, end_date: inThreeDays }),
    ).toEqual({ unit: "per_person_per_day", total: 720, due: 720, qty: 6 });
    // A slot place that never chose a unit keeps its old total: per person.
    expect(
      await totals(ids.oldSlot, { adult: 3, start_date: tomorrow, start_time: "10:00" }),
    ).toEqual({ unit: "per_person", total: 450, due: 450, qty: 3 });
  });

  it("has nothing due now at a free place: the bill is paid there", async () => {
    const { body } = await cart(undefined, {
      resource_id: ids.free,
      adult: 6,
      start_date: tomorrow,
      start_time: "12:00",
    });
    expect(body.attr).toMatchObject({ total: 0, due_now: 0, due_now_display: "HK$0" });
    expect(body.attr.pay_at_place_note).toContain(en["bookingPrices.note.nothingNow"]);
    expect(body.attr.pay_at_place_note).toContain("10% service charge");
  });

  it("books a day pass with only a date, for one day", async () => {
    const { status, body } = await cart(undefined, {
      resource_id: ids.gym,
      adult: 1,
      start_date: tomorrow,
    });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.attr).toMatchObject({ total: 120, price_unit: "per_person_per_day" });
    expect(body.data[0]).toMatchObject({ start_date: tomorrow, end_date: tomorrow, qty: 1 });
    const placed = await order("guest1", { resource_id: ids.gym, adult: 1, start_date: tomorrow });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body.data).toMatchObject({
      start_date: tomorrow,
      end_date: tomorrow,
      total: 120,
    });
  });
});
