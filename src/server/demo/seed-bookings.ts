import { and, count, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { bookings, places, placeTerms, terms, users } from "../../db/schema.ts";
import { addDays, partyOptionsOn } from "../../shared/bookings/availability.ts";
import { serviceRules, servicesOf } from "../../shared/bookings/booking-services.ts";
import type {
  BookingSettings,
  BookingStyle,
  PlacePayment,
} from "../../shared/listings/booking-settings.ts";
import { hongKongDate } from "../../shared/places/hong-kong-clock.ts";
import { placeOrder } from "../api/bookings/booking-orders.ts";
import { moveBooking } from "../api/bookings/booking-store.ts";
import { FIXED_DEMO_PLACES } from "./seed-directory.ts";

interface BookingSeed {
  style: BookingStyle;
  priceCents: number;
  settings: BookingSettings;
}

/** Two 2-tops, two 4-tops, a round table for 4–6 and a VIP room for 6–10 (decision 073). */
const TABLES = [
  { name: "1", seats: 2 },
  { name: "2", seats: 2 },
  { name: "3", seats: 4, minParty: 2 },
  { name: "4", seats: 4, minParty: 2 },
  { name: "5", seats: 6, minParty: 4 },
  { name: "VIP", seats: 10, minParty: 6 },
];
/** The 4-tops pushed together for 6 to 8. */
const JOINED_FOUR_TOPS = [{ tables: [3, 4], minParty: 6, maxParty: 8 }];

/** How each kind of business takes bookings: restaurants take tables, salons slots (issue 14). */
const BOOKING_SEEDS: Record<string, BookingSeed> = {
  // A HK$100 deposit per booking, deducted from the bill; 10% service charge on the bill.
  restaurant: {
    style: "table",
    priceCents: 10_000,
    settings: {
      priceUnit: "deposit_per_booking",
      serviceChargePercent: 10,
      tables: TABLES,
      tableCombinations: JOINED_FOUR_TOPS,
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
      // The 2-tops pushed together for 3 or 4.
      tableCombinations: [{ tables: [1, 2], minParty: 3, maxParty: 4 }],
      slotMinutes: 60,
      minNoticeHours: 0,
      maxDaysAhead: 14,
      cancelCutoffHours: 1,
    },
  },
  // Nothing due now: the bill, with its 10% service charge, is paid at the restaurant.
  "hot-pot": {
    style: "table",
    priceCents: 0,
    settings: {
      serviceChargePercent: 10,
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
  // The guest chooses a service (its length and price) and, if they like, a stylist.
  salon: {
    style: "slot",
    priceCents: 0,
    settings: {
      capacity: 3,
      services: [
        { id: "cut", name: "剪髮 Haircut", minutes: 45, priceCents: 28_000 },
        { id: "wash-cut", name: "洗剪吹 Wash, cut & blow-dry", minutes: 60, priceCents: 38_000 },
        { id: "colour", name: "染髮 Colour", minutes: 120, priceCents: 88_000 },
        { id: "kids", name: "兒童剪髮 Kids' cut", minutes: 30, priceCents: 15_000 },
      ],
      staff: [
        { id: "amy", name: "Amy" },
        { id: "ken", name: "Ken" },
        { id: "wing", name: "阿詠 Wing" },
      ],
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
  // A day pass: per person per day.
  "fitness-yoga": {
    style: "daily",
    priceCents: 12_000,
    settings: {
      capacity: 20,
      priceUnit: "per_person_per_day",
      maxDaysAhead: 60,
      cancelCutoffHours: 24,
    },
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
 * How the FPS demo restaurant is paid: cash at the restaurant, or the deposit by bank transfer or FPS,
 * with everything a payer needs (issue 29). None of it reaches anyone: the proxy is at
 * example.com and no Hong Kong bank has the code 000.
 */
export const FPS_RESTAURANT_PAYMENT: PlacePayment = {
  methods: ["cash", "bank"],
  fps: "casaverde@example.com",
  accountName: "CASA VERDE LIMITED",
  bankName: "Tablestart Demo Bank",
  accountNumber: "000-123456-001",
};

/**
 * Turns bookings on for the demo places by their category, then books some: requests waiting
 * for the demo author, the demo customer's accepted, past and cancelled bookings, and
 * yesterday's guests at the author's desk. Every booking
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
  // One restaurant's deposit may also go by transfer: a payment page with details to show.
  await db
    .update(places)
    .set({
      bookingSettings: { ...BOOKING_SEEDS.restaurant!.settings, payment: FPS_RESTAURANT_PAYMENT },
    })
    .where(
      and(eq(places.title, FIXED_DEMO_PLACES.fpsRestaurant), eq(places.bookingStyle, "table")),
    );

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
    // A salon's guests book its first service, for as long as it takes.
    const service = servicesOf(place.bookingStyle!, place.bookingSettings)[0];
    const rules = serviceRules(
      {
        style: place.bookingStyle!,
        settings: place.bookingSettings,
        hours: place.openingHours,
        held: [],
        now: at,
      },
      service?.minutes,
    );
    // The times that take the party; the order seats it as the server seats a guest.
    const suitable = partyOptionsOn(rules, date, persons).filter((one) => one.bookable);
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
          tables: [],
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
        serviceId: service?.id,
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
    // Yesterday at the desk, booked three days before: one party came, two are not yet marked
    // (the morning after, the owner records a no-show or a late arrival).
    const threeDaysAgo = new Date(now.getTime() - 3 * 86_400_000);
    const came = await book(others[3] ?? customer, place, 2, 2, threeDaysAgo);
    if (came) {
      await moveBooking(db, came.id, ["pending"], "completed");
      await db
        .update(bookings)
        // Completed at the place: its cash was paid there.
        .set({ visit: "arrived", visitAt: came.startsAt, paidAt: came.endsAt })
        .where(eq(bookings.id, came.id));
    }
    for (const guest of [others[4], others[5]]) {
      const unmarked = await book(guest ?? customer, place, 2, 3, threeDaysAgo);
      if (unmarked) await moveBooking(db, unmarked.id, ["pending"], "publish");
    }
  }
  log(`turned bookings on for ${bookable} demo places and made ${made} demo bookings`);
}
