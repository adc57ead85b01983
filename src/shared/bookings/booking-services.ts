import type { BookingSettings, BookingStyle } from "../listings/booking-settings.ts";
import type { PlaceService, PlaceStaff } from "../listings/price-settings.ts";
import type { HeldBooking, PlaceBookingRules } from "./availability.ts";

/**
 * Salons and spas ([15] item 3): the guest chooses a service (its length holds the place, its
 * price is the total), optionally a staff member, then a time. Pure, as availability.ts is.
 */

/** The styles whose bookings choose a service when the place lists some. */
export const SERVICE_STYLES: readonly BookingStyle[] = ["slot", "standard", "hourly"];

/** The services a guest chooses from at a place of this style (none for tables and day passes). */
export const servicesOf = (
  style: BookingStyle,
  settings: Pick<BookingSettings, "services">,
): PlaceService[] => (SERVICE_STYLES.includes(style) ? (settings.services ?? []) : []);

export const staffOf = (
  style: BookingStyle,
  settings: Pick<BookingSettings, "services" | "staff">,
): PlaceStaff[] => (servicesOf(style, settings).length ? (settings.staff ?? []) : []);

export type ChoiceProblem =
  | { field: "service_id"; problem: "required" | "unknown" }
  | { field: "staff_id"; problem: "unknown" | "taken" };

export type Choice =
  | { ok: true; service: PlaceService | null; staff: PlaceStaff | null }
  | ({ ok: false } & ChoiceProblem);

/**
 * The service and staff member a request names, against the place's lists: a service is
 * required where the place lists some; a staff member is optional, and only where it lists some.
 */
export function chooseService(
  style: BookingStyle,
  settings: BookingSettings,
  serviceId: string,
  staffId: string,
): Choice {
  const services = servicesOf(style, settings);
  if (!services.length) {
    // A place without services: the fields mean nothing, but a stale client's are not an error.
    return { ok: true, service: null, staff: null };
  }
  if (!serviceId) return { ok: false, field: "service_id", problem: "required" };
  const service = services.find((one) => one.id === serviceId);
  if (!service) return { ok: false, field: "service_id", problem: "unknown" };
  if (!staffId) return { ok: true, service, staff: null };
  const staff = staffOf(style, settings).find((one) => one.id === staffId);
  if (!staff) return { ok: false, field: "staff_id", problem: "unknown" };
  return { ok: true, service, staff };
}

/**
 * The rules for a booking of a service: it holds the place for the service's length (the
 * standard style starts on the half hour; the slot style's slots are that long).
 */
export function serviceRules(
  rules: PlaceBookingRules,
  minutes: number | null | undefined,
): PlaceBookingRules {
  if (!minutes || !SERVICE_STYLES.includes(rules.style)) return rules;
  return { ...rules, settings: { ...rules.settings, slotMinutes: minutes } };
}

/** Whether a staff member has no live booking overlapping [start, end): one guest at a time. */
export const staffFree = (
  held: readonly HeldBooking[],
  staffId: string,
  start: number,
  end: number,
) =>
  !held.some(
    (booking) => booking.staffId === staffId && booking.startsAt < end && booking.endsAt > start,
  );
