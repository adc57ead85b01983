import { SERVICE_STYLES } from "../../../shared/bookings/booking-services.ts";
import { BOOKING_STYLES, type BookingStyle } from "../../../shared/listings/booking-settings.ts";
import { PRICE_UNITS } from "../../../shared/listings/price-settings.ts";
import type { DraftBooking } from "./place-draft.ts";

/** A number the owner typed, or undefined when the field is blank; NaN stays for the server to refuse. */
function typedNumber(value: string): number | undefined {
  const trimmed = value.trim();
  return trimmed === "" ? undefined : Number(trimmed);
}

/** `booking_settings` for the chosen style: capacity for most, tables for the table style. */
export function bookingSettingsOf(booking: DraftBooking) {
  return {
    ...(booking.style === "table"
      ? {
          tables: booking.tables.map((table) => ({
            name: table.name.trim(),
            seats: typedNumber(table.seats) ?? 0,
            minParty: typedNumber(table.minParty ?? ""),
            maxParty: typedNumber(table.maxParty ?? ""),
          })),
          ...(booking.combinations?.length
            ? {
                tableCombinations: booking.combinations.map((combination) => ({
                  // "3, 4", "3，4" or "3 4": anything not a number stays for the server to refuse.
                  tables: combination.tables
                    .split(/[\s,，、]+/)
                    .filter(Boolean)
                    .map((n) => Number(n)),
                  minParty: typedNumber(combination.minParty) ?? 0,
                  maxParty: typedNumber(combination.maxParty) ?? 0,
                })),
              }
            : {}),
        }
      : { capacity: typedNumber(booking.capacity) }),
    slotMinutes: usesSlots(booking.style) ? typedNumber(booking.slotMinutes) : undefined,
    minNoticeHours: typedNumber(booking.minNoticeHours),
    maxDaysAhead: typedNumber(booking.maxDaysAhead),
    cancelCutoffHours: typedNumber(booking.cancelCutoffHours),
    ...priceSettingsOf(booking),
    payment: {
      methods: [
        ...(booking.payment.cash ? ["cash" as const] : []),
        ...(booking.payment.bank ? ["bank" as const] : []),
      ],
      fps: booking.payment.fps.trim(),
      accountName: booking.payment.accountName.trim(),
      bankName: booking.payment.bankName.trim(),
      accountNumber: booking.payment.accountNumber.trim(),
      // A deadline for transfers only when the place takes them: the field is hidden otherwise.
      payWithinHours: booking.payment.bank
        ? typedNumber(booking.payment.payWithinHours ?? "")
        : undefined,
    },
  };
}

/** The price unit, service charge, services and staff of `booking_settings`. */
function priceSettingsOf(booking: DraftBooking) {
  const withServices = usesServices(booking.style);
  const services = withServices ? (booking.services ?? []) : [];
  return {
    priceUnit: (PRICE_UNITS as readonly string[]).includes(booking.priceUnit ?? "")
      ? booking.priceUnit
      : undefined,
    serviceChargePercent: typedNumber(booking.serviceChargePercent ?? ""),
    services: services.length
      ? services.map((service) => ({
          id: service.id,
          name: service.name.trim(),
          minutes: typedNumber(service.minutes) ?? 0,
          priceCents: Math.round((typedNumber(service.price) ?? 0) * 100),
        }))
      : undefined,
    staff:
      services.length && booking.staff?.length
        ? booking.staff.map((one) => ({ id: one.id, name: one.name.trim() }))
        : undefined,
  };
}

/** Styles whose guests choose a service when the place lists some (booking-services.ts). */
export const usesServices = (style: string) =>
  (SERVICE_STYLES as readonly string[]).includes(style);

/** An id for a new service or staff member: unused in `taken`. */
export function newItemId(prefix: string, taken: readonly { id: string }[]): string {
  const ids = new Set(taken.map((item) => item.id));
  let n = taken.length + 1;
  while (ids.has(`${prefix}${n}`)) n++;
  return `${prefix}${n}`;
}

/** Styles whose bookings hold the place for a set time: their slot length matters. */
export const usesSlots = (style: string): style is "slot" | "table" | "standard" =>
  style === "slot" || style === "table" || style === "standard";

/** The booking styles as the form lists them: restaurants first, as most places take tables. */
export const STYLE_ORDER = [
  "table",
  "standard",
  "slot",
  "hourly",
  "daily",
] as const satisfies readonly BookingStyle[];

export const isBookingStyle = (value: string) =>
  (BOOKING_STYLES as readonly string[]).includes(value);
