import { afterAll, beforeAll } from "vitest";
import type { places } from "../../src/db/schema.ts";
import { addDays } from "../../src/shared/bookings/availability.ts";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { hongKongDate } from "../../src/shared/places/hong-kong-clock.ts";
import { createUser, signIn } from "../support/accounts.ts";
import { apiCaller } from "../support/api-call.ts";
import { createBookablePlace, createTerms } from "../support/directory.ts";
import { startTestApp, type TestApp } from "../support/test-app.ts";

export const NS = "/api/listar/v1";
export const en = MESSAGES.en;

/**
 * The bookings API suites' app, inside their `describe`: an owner's bookable places, customers
 * and an admin signed in, and the API caller.
 */
export function bookingsSuite(kind: "pglite" | "postgres") {
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
  return {
    get t() {
      return t;
    },
    tokens,
    ids,
    tomorrow,
    call,
  };
}
