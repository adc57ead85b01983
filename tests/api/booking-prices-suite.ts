import { afterAll, beforeAll } from "vitest";
import type { places } from "../../src/db/schema.ts";
import { addDays } from "../../src/shared/bookings/availability.ts";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { hongKongDate } from "../../src/shared/places/hong-kong-clock.ts";
import { createUser, signIn } from "../support/accounts.ts";
import { apiCaller } from "../support/api-call.ts";
import { createBookablePlace, createTerms } from "../support/directory.ts";
import { startTestApp, type TestApp } from "../support/test-app.ts";

export const en = MESSAGES.en;

/**
 * What the booking-price suites share: an app with people signed in, places priced every way a
 * place can be, and calls to price a cart and to order.
 */
export function bookingPricesSuite(kind: "pglite" | "postgres") {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  const tomorrow = addDays(hongKongDate(new Date()), 1);
  const inThreeDays = addDays(tomorrow, 2);
  const call = apiCaller(() => t.app, tokens);

  const haircut = { id: "cut", name: "Haircut", minutes: 45, priceCents: 28_000 };
  const colour = { id: "colour", name: "Colour", minutes: 120, priceCents: 68_000 };

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
    for (let n = 0; n < 3; n++) await createUser(db, { username: `guest${n}`, ...verified });
    for (const name of ["owner", "stranger", "guest0", "guest1", "guest2"]) {
      tokens[name] = await signIn(t.app, name);
    }
    const d = await createTerms(db);
    const bookable = (title: string, values: Partial<typeof places.$inferInsert>) =>
      createBookablePlace(db, d, owner.id, title, values);
    ids.deposit = await bookable("Deposit Restaurant", {
      bookingStyle: "standard",
      bookingPriceCents: 15_000,
      bookingSettings: {
        capacity: 40,
        priceUnit: "deposit_per_booking",
        serviceChargePercent: 10,
        cancelCutoffHours: 24,
      },
    });
    ids.perPerson = await bookable("Set Menu", {
      bookingStyle: "standard",
      bookingPriceCents: 38_000,
      bookingSettings: { capacity: 40, priceUnit: "per_person" },
    });
    ids.depositPerPerson = await bookable("Omakase", {
      bookingStyle: "standard",
      bookingPriceCents: 20_000,
      bookingSettings: { capacity: 40, priceUnit: "deposit_per_person" },
    });
    ids.free = await bookable("Cha Chaan Teng", {
      bookingStyle: "standard",
      bookingPriceCents: 0,
      bookingSettings: { capacity: 40, serviceChargePercent: 10 },
    });
    ids.studio = await bookable("Studio", {
      bookingStyle: "hourly",
      bookingPriceCents: 20_000,
      bookingSettings: { capacity: 4 },
    });
    ids.gym = await bookable("Gym", {
      bookingStyle: "daily",
      bookingPriceCents: 12_000,
      bookingSettings: { capacity: 30, priceUnit: "per_person_per_day" },
    });
    ids.hotel = await bookable("Hostel", {
      bookingStyle: "daily",
      bookingPriceCents: 50_000,
      bookingSettings: { capacity: 30 },
    });
    ids.oldSlot = await bookable("Old Slot Salon", {
      bookingStyle: "slot",
      bookingPriceCents: 15_000,
      bookingSettings: { capacity: 7, slotMinutes: 60 },
    });
    ids.slotSalon = await bookable("Slot Service Salon", {
      bookingStyle: "slot",
      bookingPriceCents: 0,
      bookingSettings: {
        capacity: 3,
        slotMinutes: 60,
        services: [haircut],
        staff: [{ id: "may", name: "May" }],
      },
    });
    ids.salon = await bookable("Service Salon", {
      bookingStyle: "standard",
      bookingPriceCents: 0,
      bookingSettings: {
        capacity: 3,
        services: [haircut, colour],
        staff: [
          { id: "may", name: "May" },
          { id: "ken", name: "Ken" },
        ],
      },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const cart = (who: string | undefined, body: Record<string, unknown>) =>
    call("POST", "booking/cart", who, body);
  const order = (who: string, body: Record<string, unknown>) =>
    call("POST", "booking/order", who, { payment_method: "cash", ...body });

  return {
    tokens,
    ids,
    tomorrow,
    inThreeDays,
    call,
    haircut,
    colour,
    cart,
    order,
    /** The test app, once the suite's beforeAll has run. */
    started: () => ({ t }),
  };
}
