import type { CheckedBooking } from "../../../shared/bookings/booking-check.ts";
import {
  type BookingPrice,
  bookingPrice,
  payAtPlaceNote,
} from "../../../shared/bookings/booking-price.ts";
import { servicesOf } from "../../../shared/bookings/booking-services.ts";
import type { Language } from "../../../shared/i18n/languages.ts";
import { MESSAGES } from "../../../shared/i18n/messages/index.ts";
import {
  DEFAULT_PRICE_UNIT,
  type PlaceService,
  PRICE_UNITS,
  type PriceUnit,
} from "../../../shared/listings/price-settings.ts";
import { formatHkd } from "../../../shared/money/hkd.ts";
import type { BookablePlace, Booking } from "./booking-store.ts";

const HOUR = 3_600_000;

/**
 * The price of a checked booking at a place (booking-price.ts), as the cart shows it and the
 * order keeps it: the days of a stay, the hours it holds the place, and the party.
 */
export function priceOfBooking(
  place: Pick<BookablePlace, "bookingStyle" | "bookingSettings" | "bookingPriceCents">,
  checked: CheckedBooking,
  persons: number,
  service: Pick<PlaceService, "priceCents" | "minutes"> | null,
): BookingPrice {
  const style = place.bookingStyle ?? "standard";
  const held =
    checked.startsAt === null
      ? (service?.minutes ?? place.bookingSettings.slotMinutes ?? 60) * 60_000
      : checked.endsAt - checked.startsAt;
  return bookingPrice({
    style,
    settings: place.bookingSettings,
    priceCents: place.bookingPriceCents ?? 0,
    booking: {
      persons,
      days: style === "daily" ? checked.quantity : 1,
      hours: style === "hourly" ? checked.quantity : Math.max(1, Math.ceil(held / HOUR)),
    },
    service,
  });
}

/** A service or staff id from a body or a query: short text, or "?" (no such id) for anything else. */
export function choiceId(value: unknown): string {
  if (value === undefined || value === null || value === "") return "";
  const text =
    typeof value === "string" ? value.trim() : typeof value === "number" ? String(value) : "?";
  return text.length <= 40 ? text : "?";
}

/**
 * One person for a service booking that says no party (a haircut is for one: [15] item 3); any
 * other request is left as it came.
 */
export function withServiceParty<T extends { request: { persons: number }; adults: number }>(
  input: T,
  place: Pick<BookablePlace, "bookingStyle" | "bookingSettings">,
): T {
  const hasServices =
    servicesOf(place.bookingStyle ?? "standard", place.bookingSettings).length > 0;
  if (!hasServices || input.request.persons > 0) return input;
  return { ...input, adults: 1, request: { ...input.request, persons: 1 } };
}

/** Ours in a booking's view: how its price was counted, what was due and what is paid there. */
export function bookingPriceJson(booking: Booking, language: Language) {
  const unit = (PRICE_UNITS as readonly string[]).includes(booking.priceUnit ?? "")
    ? (booking.priceUnit as PriceUnit)
    : DEFAULT_PRICE_UNIT[booking.style];
  const price = {
    unit,
    dueNowCents: booking.totalCents,
    atPlaceCents: booking.atPlaceCents,
    serviceChargePercent: booking.serviceChargePercent,
  };
  return {
    price_unit: unit,
    due_now: booking.totalCents / 100,
    due_now_display: formatHkd(booking.totalCents),
    at_place: booking.atPlaceCents / 100,
    pay_at_place_note: payAtPlaceNote(MESSAGES[language], price),
    service_charge_percent: booking.serviceChargePercent,
    service_id: booking.serviceId ?? "",
    service_name: booking.serviceName ?? "",
    service_minutes: booking.serviceMinutes ?? 0,
    staff_id: booking.staffId ?? "",
    staff_name: booking.staffName ?? "",
  };
}
