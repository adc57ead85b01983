import { and, count, eq, inArray } from "drizzle-orm";
import { moveBooking, placeOrder } from "../server/api/bookings/booking-store.ts";
import { addDays, optionsOn } from "../shared/bookings/availability.ts";
import type { BookingSettings, BookingStyle } from "../shared/listings/booking-settings.ts";
import { hongKongDate } from "../shared/places/hong-kong-clock.ts";
import type { Db } from "./database.ts";
import { bookings, places, placeTerms, terms, users } from "./schema.ts";

interface BookingSeed {
  style: BookingStyle;
  priceCents: number;
  settings: BookingSettings;
}

const TABLES = [
  { name: "1", seats: 2 },
  { name: "2", seats: 2 },
  { name: "3", seats: 4 },
  { name: "4", seats: 4 },
  { name: "5", seats: 6 },
  { name: "VIP", seats: 10 },
];

/** How each kind of business takes bookings: restaurants take tables, salons slots (issue 14). */
const BOOKING_SEEDS: Record<string, BookingSeed> = {
  restaurant: {
    style: "table",
    priceCents: 0,
    settings: {
      tables: TABLES,
      slotMinutes: 120,
      minNoticeHours: 1,
      maxDaysAhead: 30,
      cancelCutoffHours: 2,
    },
  },
  "cha-chaan-teng": {
    style: "table",
    priceCents: 0,
    settings: {
      tables: TABLES.slice(0, 4),
      slotMinutes: 60,
      minNoticeHours: 0,
      maxDaysAhead: 14,
      cancelCutoffHours: 1,
    },
  },
  "hot-pot": {
    style: "table",
    priceCents: 0,
    settings: {
      tables: TABLES,
      slotMinutes: 120,
      minNoticeHours: 2,
      maxDaysAhead: 30,
      cancelCutoffHours: 3,
    },
  },
  japanese: {
    style: "table",
    priceCents: 0,
    settings: {
      tables: TABLES.slice(0, 5),
      slotMinutes: 90,
      minNoticeHours: 2,
      maxDaysAhead: 30,
      cancelCutoffHours: 4,
    },
  },
  "dim-sum": {
    style: "table",
    priceCents: 0,
    settings: {
      tables: TABLES,
      slotMinutes: 90,
      minNoticeHours: 1,
      maxDaysAhead: 14,
      cancelCutoffHours: 2,
    },
  },
  salon: {
    style: "slot",
    priceCents: 28_000,
    settings: {
      capacity: 3,
      slotMinutes: 60,
      minNoticeHours: 2,
      maxDaysAhead: 30,
      cancelCutoffHours: 12,
    },
  },
  "spa-massage": {
    style: "hourly",
    priceCents: 48_000,
    settings: { capacity: 2, minNoticeHours: 3, maxDaysAhead: 30, cancelCutoffHours: 24 },
  },
  "fitness-yoga": {
    style: "daily",
    priceCents: 18_000,
    settings: { capacity: 20, maxDaysAhead: 60, cancelCutoffHours: 24 },
  },
  cafe: {
    style: "standard",
    priceCents: 0,
    settings: {
      capacity: 16,
      slotMinutes: 90,
      minNoticeHours: 1,
      maxDaysAhead: 14,
      cancelCutoffHours: 1,
    },
  },
  bar: {
    style: "standard",
    priceCents: 0,
    settings: {
      capacity: 30,
      slotMinutes: 120,
      minNoticeHours: 1,
      maxDaysAhead: 30,
      cancelCutoffHours: 2,
    },
  },
};

/**
 * Turns bookings on for the demo places by their category, then books some: requests waiting
 * for the demo author, the demo customer's accepted, past and cancelled bookings. Every booking
 * goes through the real order path (placeOrder), so the demo holds nothing the rules forbid.
 */
export async function seedBookings(db: Db, log: (message: string) => void, now = new Date()) {
  const [existing] = await db.select({ n: count() }).from(bookings);
  if ((existing?.n ?? 0) > 0) return;
  const categories = await db
    .select({ id: terms.id, slug: terms.slug })
    .from(terms)
    .where(and(eq(terms.taxonomy, "category"), inArray(terms.slug, Object.keys(BOOKING_SEEDS))));
  let bookable = 0;
  for (const category of categories) {
    const seed = BOOKING_SEEDS[category.slug]!;
    const ids = (
      await db
        .select({ id: placeTerms.placeId })
        .from(placeTerms)
        .where(and(eq(placeTerms.termId, category.id), eq(placeTerms.position, 0)))
    ).map((row) => row.id);
    if (!ids.length) continue;
    await db
      .update(places)
      .set({
        bookingStyle: seed.style,
        bookingPriceCents: seed.priceCents,
        bookingSettings: seed.settings,
      })
      .where(inArray(places.id, ids));
    bookable += ids.length;
  }

  const people = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phone,
      displayName: users.displayName,
    })
    .from(users)
    .where(inArray(users.role, ["user"]));
  const customer = people.find((person) => person.username === "demo-customer");
  const others = people.filter((person) => person !== customer).slice(0, 6);
  const [author] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, "demo-author"));
  if (!customer || !author) {
    log(`turned bookings on for ${bookable} demo places`);
    return;
  }
  const authorPlaces = await db
    .select()
    .from(places)
    .where(and(eq(places.authorId, author.id), eq(places.status, "publish")));
  const targets = authorPlaces.filter((place) => place.bookingStyle);

  let made = 0;
  /** Books the first free time on a day, as a guest would pick it. */
  const book = async (
    guest: (typeof people)[number],
    place: (typeof targets)[number],
    dayOffset: number,
    persons: number,
    at: Date,
  ) => {
    const date = addDays(hongKongDate(at), dayOffset);
    const rules = {
      style: place.bookingStyle!,
      settings: place.bookingSettings,
      hours: place.openingHours,
      held: [],
      now: at,
    };
    const seats = (n: number) => place.bookingSettings.tables?.[n - 1]?.seats ?? 0;
    // The smallest free table that seats the party, as a host would seat it.
    const tableFor = (free: number[]) =>
      free.filter((n) => seats(n) >= persons).sort((a, b) => seats(a) - seats(b))[0];
    const suitable = optionsOn(rules, date).filter((one) =>
      place.bookingStyle === "table"
        ? tableFor(one.freeTables) !== undefined
        : one.remaining >= persons,
    );
    // Spread over the day: lunch, afternoon and evening rather than every first slot.
    const option = suitable[Math.floor((suitable.length * ((dayOffset * 3 + persons) % 7)) / 7)];
    if (!option) return undefined;
    const outcome = await placeOrder(
      db,
      {
        placeId: place.id,
        customerId: guest.id,
        request: {
          persons,
          startDate: date,
          startTime: place.bookingStyle === "daily" ? undefined : option.start,
          tables: place.bookingStyle === "table" ? [tableFor(option.freeTables)!] : [],
        },
        adults: persons,
        children: 0,
        contact: {
          firstName: guest.firstName || guest.displayName,
          lastName: guest.lastName,
          email: guest.email,
          phone: guest.phone,
          address: "",
          memo: "",
        },
        paymentMethod: "cash",
        createdVia: "web",
        idempotencyKey: null,
      },
      at,
    );
    if (outcome.kind !== "booked") return undefined;
    made++;
    return outcome.booking;
  };

  for (const [index, place] of targets.entries()) {
    // Requests waiting for the demo author.
    for (const [n, guest] of others.slice(0, 3).entries())
      await book(guest, place, 1 + n + index, 2 + n, now);
    // The demo customer: one accepted, one waiting, one cancelled, one visited last week.
    const accepted = await book(customer, place, 2 + index, 2, now);
    if (accepted) await moveBooking(db, accepted.id, ["pending"], "publish");
    await book(customer, place, 5 + index, 4, now);
    const cancelled = await book(customer, place, 7 + index, 2, now);
    if (cancelled) await moveBooking(db, cancelled.id, ["pending"], "canceled");
    const lastWeek = new Date(now.getTime() - 8 * 86_400_000);
    const visited = await book(customer, place, 1, 2, lastWeek);
    if (visited) await moveBooking(db, visited.id, ["pending"], "completed");
  }
  log(`turned bookings on for ${bookable} demo places and made ${made} demo bookings`);
}
