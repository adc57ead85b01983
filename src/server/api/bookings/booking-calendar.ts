import { createRequire } from "node:module";
import { eq } from "drizzle-orm";
import type { DateArray, EventAttributes, EventStatus } from "ics";
import type { Db } from "../../../db/database.ts";
import { type BookingStatus, places } from "../../../db/schema.ts";
import { personName } from "../../../shared/accounts/person-name.ts";
import type { Language } from "../../../shared/i18n/languages.ts";
import { MESSAGES } from "../../../shared/i18n/messages/index.ts";
import { translate } from "../../../shared/i18n/translate.ts";
import { placeAppUrl } from "../places/place-links.ts";
import { bookingTitle } from "./booking-json.ts";
import type { Booking, ScheduledBooking } from "./booking-store.ts";

/**
 * REQUEST and CANCEL are what a mailed invitation says (RFC 5546 iMIP); a downloaded file is
 * PUBLISH, which calendars import without offering to answer. All share one UID and SEQUENCE,
 * so a later mail updates or removes what a download added.
 */
export type CalendarMethod = "REQUEST" | "CANCEL" | "PUBLISH";

const EVENT_STATUS: Record<BookingStatus, EventStatus> = {
  pending: "TENTATIVE",
  processing: "TENTATIVE",
  publish: "CONFIRMED",
  completed: "CONFIRMED",
  canceled: "CANCELLED",
  failed: "CANCELLED",
  refunded: "CANCELLED",
};

/** The one identity of a booking in every calendar, stable across all its changes. */
export const bookingUid = (bookingId: number, siteUrl: string) =>
  `booking-${bookingId}@${new URL(siteUrl).hostname}`;

/** Typed text on one line, with no control characters for a calendar line to break on. */
const oneLine = (text: string) => text.replace(/\p{Cc}+/gu, " ").trim();
/** A parameter value (CN) cannot hold a double quote at all (RFC 5545 §3.2). */
const paramText = (text: string) => oneLine(text).replace(/"/g, "'");

const dateArray = (date: string): DateArray => {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return [year, month, day];
};

/** The day after a YYYY-MM-DD day, as a date array: an all-day event's DTEND is exclusive. */
const dayAfter = (date: string): DateArray => {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return [next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate()];
};

/** The mailbox of a "Name <address>" sender, the invitation's organizer. */
export const mailboxOf = (from: string) => /<([^<>\s]+)>/.exec(from)?.[1] ?? from.trim();

/** What the calendar and the mails say of the booked place beyond the booking's own row. */
export interface BookedPlace {
  address: string;
  tables: readonly { name: string }[];
}

export async function bookedPlace(db: Db, booking: Booking): Promise<BookedPlace | undefined> {
  if (!booking.placeId) return undefined;
  const [place] = await db
    .select({ address: places.address, settings: places.bookingSettings })
    .from(places)
    .where(eq(places.id, booking.placeId));
  return place && { address: place.address, tables: place.settings.tables ?? [] };
}

/** The booking's tables by the names the place gives them. */
export const tableNames = (booking: Booking, place: BookedPlace | undefined) =>
  booking.tableNumbers.map((n) => place?.tables[n - 1]?.name ?? String(n));

export interface BookingCalendarOptions {
  method: CalendarMethod;
  /** The booking's status and revision as of the change being told; the row's by default. */
  status?: BookingStatus;
  sequence?: number;
  language: Language;
  siteUrl: string;
  organizerEmail: string;
  place: BookedPlace | undefined;
  /** Whether to name the customer (the name is text they typed: not for an unproved address). */
  attendeeName: boolean;
}

/**
 * ics, loaded with the first calendar file (a mail's invitation or a download): a server that
 * sends none never holds its code (issue 33). Required rather than imported so that
 * `bookingCalendar` stays synchronous; ics is CommonJS, the same module an `import` gives.
 */
const loadIcs = () => createRequire(import.meta.url)("ics") as typeof import("ics");

/**
 * The booking as an iCalendar object. Timed bookings carry UTC instants (what the row holds,
 * Hong Kong time already resolved); day bookings are all-day events on their Hong Kong dates.
 */
export function bookingCalendar(
  booking: ScheduledBooking,
  options: BookingCalendarOptions,
): string {
  const messages = MESSAGES[options.language];
  const status = options.status ?? booking.status;
  const people = translate(messages, "bookingMail.people", {
    adults: booking.adults,
    children: booking.children,
  });
  const link = placeAppUrl(options.siteUrl, booking.placeId ?? 0);
  const when: { start: EventAttributes["start"]; end: EventAttributes["start"] } = booking.startTime
    ? { start: booking.startsAt.getTime(), end: booking.endsAt.getTime() }
    : { start: dateArray(booking.startDate), end: dayAfter(booking.endDate) };
  const { error, value } = loadIcs().createEvent({
    productId: "-//Tablestart//Bookings//EN",
    method: options.method,
    uid: bookingUid(booking.id, options.siteUrl),
    sequence: options.sequence ?? booking.calendarSequence,
    status: EVENT_STATUS[status],
    start: when.start,
    startInputType: "utc",
    startOutputType: "utc",
    end: when.end,
    endInputType: "utc",
    endOutputType: "utc",
    title: oneLine(
      translate(messages, "bookingMail.calendar.summary", {
        place: booking.placeTitle,
        title: bookingTitle(booking, options.language),
      }),
    ),
    description: [
      people,
      booking.tableNumbers.length
        ? translate(messages, "bookingMail.tables", {
            tables: tableNames(booking, options.place).join(", "),
          })
        : "",
      link,
    ]
      .filter(Boolean)
      .map(oneLine)
      .join("\n"),
    location: oneLine(options.place?.address ?? "") || undefined,
    url: booking.placeId ? link : undefined,
    organizer: { name: paramText(booking.placeTitle), email: options.organizerEmail },
    attendees: [
      {
        name: options.attendeeName
          ? paramText(personName(booking.firstName, booking.lastName))
          : undefined,
        email: booking.email,
        rsvp: false,
        role: "REQ-PARTICIPANT",
        partstat: status === "publish" || status === "completed" ? "ACCEPTED" : "NEEDS-ACTION",
      },
    ],
  });
  if (error || !value) throw error ?? new Error("the calendar was not written");
  return value;
}
