import { describe, expect, it } from "vitest";
import { MESSAGES } from "../i18n/messages/index.ts";
import { BOOKING_STYLES } from "../listings/booking-settings.ts";
import { PRICE_UNITS } from "../listings/price-settings.ts";
import { bookingPrice, payAtPlaceNote, priceWithUnit } from "./booking-price.ts";

const party = (persons: number, days = 1, hours = 1) => ({ persons, days, hours });

describe("bookingPrice", () => {
  it("charges a per-booking deposit once for five guests (domain review 2, F1)", () => {
    const price = bookingPrice({
      style: "table",
      settings: { priceUnit: "deposit_per_booking" },
      priceCents: 15_000,
      booking: party(5),
    });
    expect(price).toMatchObject({
      unit: "deposit_per_booking",
      quantity: 1,
      dueNowCents: 15_000,
      totalCents: 15_000,
      billAtPlace: true,
    });
    expect(price.lines).toEqual([
      { kind: "deposit", unitCents: 15_000, quantity: 1, amountCents: 15_000 },
    ]);
  });

  it("counts each unit by its own quantity", () => {
    const booking = party(3, 2, 4);
    const due = Object.fromEntries(
      PRICE_UNITS.map((unit) => [
        unit,
        bookingPrice({ style: "standard", settings: { priceUnit: unit }, priceCents: 100, booking })
          .dueNowCents,
      ]),
    );
    expect(due).toEqual({
      per_booking: 100,
      per_person: 300,
      per_hour: 400,
      per_day: 200,
      per_person_per_day: 600,
      deposit_per_booking: 100,
      deposit_per_person: 300,
    });
  });

  it("keeps each style's old total when the owner chose no unit", () => {
    const booking = party(4, 3, 2);
    const totals = Object.fromEntries(
      BOOKING_STYLES.map((style) => [
        style,
        bookingPrice({ style, settings: {}, priceCents: 1_000, booking }).totalCents,
      ]),
    );
    // standard: per booking; daily: days; hourly: hours; slot and table: people.
    expect(totals).toEqual({
      standard: 1_000,
      daily: 3_000,
      hourly: 2_000,
      slot: 4_000,
      table: 4_000,
    });
  });

  it("has nothing due now for a free booking, to be paid at the place", () => {
    const price = bookingPrice({
      style: "table",
      settings: { priceUnit: "per_person", serviceChargePercent: 10 },
      priceCents: 0,
      booking: party(5),
    });
    expect(price).toMatchObject({ dueNowCents: 0, totalCents: 0, billAtPlace: true });
    expect(price.lines).toEqual([{ kind: "service_charge", percent: 10 }]);
    expect(payAtPlaceNote(MESSAGES.en, price)).toBe(
      "Nothing to pay now: you pay at the venue. A 10% service charge is added to the bill at the venue.",
    );
  });

  it("never puts the service charge into a deposit", () => {
    const price = bookingPrice({
      style: "table",
      settings: { priceUnit: "deposit_per_person", serviceChargePercent: 10 },
      priceCents: 10_000,
      booking: party(2),
    });
    expect(price.dueNowCents).toBe(20_000);
    expect(payAtPlaceNote(MESSAGES.tc, price)).toContain("訂金不包括服務費");
  });

  it("prices a service for one person, and the party when more come", () => {
    const haircut = { priceCents: 28_000 };
    const one = bookingPrice({
      style: "slot",
      settings: {},
      priceCents: 0,
      booking: party(1),
      service: haircut,
    });
    expect(one).toMatchObject({
      unit: "per_person",
      quantity: 1,
      dueNowCents: 28_000,
      totalCents: 28_000,
      billAtPlace: false,
    });
    const two = bookingPrice({
      style: "slot",
      settings: {},
      priceCents: 0,
      booking: party(2),
      service: haircut,
    });
    expect(two.totalCents).toBe(56_000);
  });

  it("takes a service's deposit now and the rest at the place, never more than the service", () => {
    const price = bookingPrice({
      style: "slot",
      settings: { priceUnit: "deposit_per_booking" },
      priceCents: 10_000,
      booking: party(1),
      service: { priceCents: 28_000 },
    });
    expect(price).toMatchObject({ dueNowCents: 10_000, totalCents: 28_000, atPlaceCents: 18_000 });
    expect(payAtPlaceNote(MESSAGES.en, price)).toBe("The remaining HK$180 is paid at the venue.");
    const small = bookingPrice({
      style: "slot",
      settings: { priceUnit: "deposit_per_booking" },
      priceCents: 50_000,
      booking: party(1),
      service: { priceCents: 28_000 },
    });
    expect(small).toMatchObject({ dueNowCents: 28_000, atPlaceCents: 0 });
  });

  it("never charges less than one of anything, nor a negative price", () => {
    const price = bookingPrice({
      style: "daily",
      settings: { priceUnit: "per_person_per_day" },
      priceCents: -500,
      booking: party(0, 0, 0),
    });
    expect(price).toMatchObject({ quantity: 1, dueNowCents: 0 });
  });
});

describe("priceWithUnit", () => {
  it("writes the unit in each language", () => {
    expect(priceWithUnit(MESSAGES.tc, 15_000, "deposit_per_booking")).toBe(
      "HK$150 訂金（每張訂單）",
    );
    expect(priceWithUnit(MESSAGES.en, 28_000, "per_person")).toBe("HK$280 / person");
    expect(priceWithUnit(MESSAGES.en, 12_000, "per_person_per_day")).toBe(
      "HK$120 per person per day",
    );
    expect(priceWithUnit(MESSAGES.sc, 28_000, "per_person")).toBe("每位 HK$280");
  });
});
