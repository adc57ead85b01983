import { and, asc, desc, eq, gt, gte, inArray, lt, lte, ne, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/database.ts";
import { bookings, placeClosures } from "../../../db/schema.ts";
import { personName } from "../../../shared/accounts/person-name.ts";
import { hongKongMidnight } from "../../../shared/bookings/availability.ts";
import {
  coversPerSlot,
  deskStepMinutes,
  openingSpan,
} from "../../../shared/bookings/desk-covers.ts";
import { whatsAppLink } from "../../../shared/bookings/whatsapp-link.ts";
import type { Language } from "../../../shared/i18n/languages.ts";
import { formatHkd } from "../../../shared/money/hkd.ts";
import { hongKongDate, hongKongTime } from "../../../shared/places/hong-kong-clock.ts";
import { hoursOn } from "../../../shared/places/opening-hours.ts";
import { localisedPlaceText } from "../places/localised-place-text.ts";
import { say } from "./booking-errors.ts";
import { bookingListItemJson } from "./booking-json.ts";
import { type BookablePlace, type Booking, seatsTakenAt } from "./booking-store.ts";
import type { PlaceClosure } from "./place-closures.ts";

/**
 * The owner's desk (decision 078): one day of a place as its host works it — the tables or
 * staff, the opening hours, the closures, the requests waiting for an answer, the day's bookings
 * in every state, and the people expected per slot — and the guest card of one booking.
 */

/** Requests a desk lists: more than a busy place gets between two looks at it. */
export const MAX_DESK_PENDING = 50;
/** Bookings one day lists: a 200-table place's day, turned twice over. */
export const MAX_DESK_BOOKINGS = 500;
/** Past bookings a guest card lists. */
export const GUEST_HISTORY = 10;
const MAX_DAY_CLOSURES = 50;

const MINUTE = 60_000;
const DAY = 1440 * MINUTE;
const WAITING: Booking["status"][] = ["pending", "processing"];

/** A booking on the desk: the owner's list item and what the host needs at the door. */
export function deskBookingJson(booking: Booking, language: Language) {
  return {
    ...bookingListItemJson(booking, language, "owner"),
    phone: booking.phone,
    email: booking.email,
    memo: booking.memo,
    service_name: booking.serviceName ?? "",
    staff_id: booking.staffId ?? "",
    staff_name: booking.staffName ?? "",
    total_display: formatHkd(booking.totalCents),
    payment_method: booking.paymentMethod,
    paid: booking.paidAt !== null,
  };
}

/** A closure as the desk shows it: its window in Hong Kong dates and times, and why. */
function deskClosureJson(closure: PlaceClosure, language: Language) {
  const endTime = hongKongTime(closure.endsAt);
  return {
    id: closure.id,
    reason: closure.reason,
    reason_name: say(language, `closures.reason.${closure.reason}`),
    message: closure.message ?? "",
    start_date: hongKongDate(closure.startsAt),
    start_time: hongKongTime(closure.startsAt),
    // A window ending at midnight ends on its last day at 24:00, as booking/close takes it.
    end_date: hongKongDate(new Date(closure.endsAt.getTime() - 1)),
    end_time: endTime === "00:00" ? "24:00" : endTime,
  };
}

/** The desk of `place` on the Hong Kong `date` (YYYY-MM-DD, already checked). */
export async function deskDay(db: Db, place: BookablePlace, date: string, language: Language) {
  const midnight = hongKongMidnight(date)!;
  const hours = [...hoursOn(place.openingHours, date).ranges]
    .sort((a, b) => a.start.localeCompare(b.start))
    .map(({ start, end }) => ({ start, end }));
  // The day runs until its last closing when the hours go past midnight.
  const dayEnd = midnight + Math.max(DAY, (openingSpan(hours)?.[1] ?? 0) * MINUTE);
  const settings = place.bookingSettings;

  const [closures, pending, dayBookings, held] = await Promise.all([
    db
      .select()
      .from(placeClosures)
      .where(
        and(
          eq(placeClosures.placeId, place.id),
          lt(placeClosures.startsAt, new Date(dayEnd)),
          gt(placeClosures.endsAt, new Date(midnight)),
        ),
      )
      .orderBy(asc(placeClosures.startsAt), asc(placeClosures.id))
      .limit(MAX_DAY_CLOSURES),
    db
      .select()
      .from(bookings)
      .where(and(eq(bookings.placeId, place.id), inArray(bookings.status, WAITING)))
      .orderBy(asc(bookings.createdAt), asc(bookings.id))
      .limit(MAX_DESK_PENDING),
    db
      .select()
      .from(bookings)
      .where(
        and(
          eq(bookings.placeId, place.id),
          lte(bookings.startDate, date),
          gte(bookings.endDate, date),
        ),
      )
      .orderBy(asc(bookings.startsAt), asc(bookings.id))
      .limit(MAX_DESK_BOOKINGS),
    // Seats taken: live bookings the guest has not failed to come to, by their instants, so
    // the hours past midnight count the bookings dated the next day too.
    db
      .select({
        startsAt: bookings.startsAt,
        endsAt: bookings.endsAt,
        adults: bookings.adults,
        children: bookings.children,
      })
      .from(bookings)
      .where(
        and(
          seatsTakenAt(place.id),
          lt(bookings.startsAt, new Date(dayEnd)),
          gt(bookings.endsAt, new Date(midnight)),
        ),
      )
      // The day's bookings and those dated the next day within its late hours.
      .limit(MAX_DESK_BOOKINGS * 2),
  ]);

  return {
    place: {
      id: place.id,
      title: localisedPlaceText(place, language).title,
      style: place.bookingStyle ?? "standard",
      slot_minutes: settings.slotMinutes ?? null,
      tables:
        place.bookingStyle === "table"
          ? (settings.tables ?? []).map((table, index) => ({
              number: index + 1,
              name: table.name,
              seats: table.seats,
            }))
          : [],
      staff: (settings.staff ?? []).map(({ id, name }) => ({ id, name })),
    },
    date,
    hours,
    closures: closures.map((closure) => deskClosureJson(closure, language)),
    pending: pending.map((booking) => deskBookingJson(booking, language)),
    bookings: dayBookings.map((booking) => deskBookingJson(booking, language)),
    covers: coversPerSlot(
      midnight,
      hours,
      deskStepMinutes(settings.slotMinutes),
      held.map((row) => ({
        startsAt: row.startsAt!.getTime(),
        endsAt: row.endsAt!.getTime(),
        persons: row.adults + row.children,
      })),
    ),
  };
}

/** A phone as digits, without Hong Kong's 852 before an 8-digit number. */
const phoneDigits = (column: SQL | typeof bookings.phone) =>
  sql`regexp_replace(regexp_replace(${column}, '[^0-9]', '', 'g'), '^852([0-9]{8})$', '\\1')`;

/**
 * The guest's other bookings at the booking's place (decision 078): by account when the booking
 * has one, else by e-mail, else by phone; a walk-in with neither has none. Never another place's.
 */
function otherBookingsOfGuest(booking: Booking): SQL | undefined {
  if (booking.placeId === null) return undefined;
  const email = booking.email.trim().toLowerCase();
  const phone = booking.phone.trim();
  const guest =
    booking.customerId !== null
      ? eq(bookings.customerId, booking.customerId)
      : email
        ? sql`lower(${bookings.email}) = ${email}`
        : phone
          ? sql`${phoneDigits(bookings.phone)} = ${phoneDigits(sql`${phone}`)}`
          : undefined;
  return guest && and(eq(bookings.placeId, booking.placeId), ne(bookings.id, booking.id), guest);
}

/** The guest card of a booking the caller manages: who, how to reach them, and their history. */
export async function guestCard(db: Db, booking: Booking, language: Language) {
  const where = otherBookingsOfGuest(booking);
  const visited = sql`(${bookings.status} = 'completed' or ${bookings.visit} = 'arrived')`;
  const [[counts], history] = where
    ? await Promise.all([
        db
          .select({
            visits: sql<number>`count(*) filter (where ${visited})::int`,
            noShows: sql<number>`count(*) filter (where ${bookings.visit} = 'noShow')::int`,
            cancellations: sql<number>`count(*) filter (where ${bookings.status} = 'canceled' and ${bookings.canceledBy} = 'customer')::int`,
            lastVisit: sql<
              string | null
            >`(max(${bookings.startDate}) filter (where ${visited}))::text`,
          })
          .from(bookings)
          .where(where),
        db
          .select()
          .from(bookings)
          .where(where)
          .orderBy(
            desc(sql`coalesce(${bookings.startsAt}, ${bookings.createdAt})`),
            desc(bookings.id),
          )
          .limit(GUEST_HISTORY),
      ])
    : [[undefined], []];
  return {
    booking_id: booking.id,
    name: personName(booking.firstName, booking.lastName),
    phone: booking.phone,
    email: booking.email,
    whatsapp: whatsAppLink(booking.phone),
    adult: booking.adults,
    children: booking.children,
    memo: booking.memo,
    visits: counts?.visits ?? 0,
    no_shows: counts?.noShows ?? 0,
    cancellations: counts?.cancellations ?? 0,
    last_visit: counts?.lastVisit ?? "",
    history: history.map((row) => {
      const item = bookingListItemJson(row, language, "owner");
      return {
        ID: item.ID,
        start_date: item.start_date,
        start_time: item.start_time,
        state: item.state,
        status_name: item.status_name,
      };
    }),
  };
}
