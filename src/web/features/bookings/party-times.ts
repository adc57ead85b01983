import type { BookingStyle } from "../../../shared/listings/booking-settings.ts";
import type { BookingFormAnswer, BookingOption } from "./api/booking-schemas.ts";

/** Why a time cannot be booked for the party asked about. */
export type TimeReason = "full" | "too_small" | "notice" | "past" | "closed";

/** One time of the day as the form shows it: bookable for this party, or greyed with a reason. */
export interface TimeChoice {
  start: string;
  end: string;
  bookable: boolean;
  reason: TimeReason | null;
  remaining: number;
}

const REASONS: readonly string[] = ["full", "too_small", "notice", "past", "closed"];
const asReason = (value: string | undefined): TimeReason =>
  value && REASONS.includes(value) ? (value as TimeReason) : "closed";

/**
 * The times of the day for a party of `persons`. A server that knows the party (`persons=N`)
 * says per time whether it can seat it and why not; an older one gives the room left and the
 * free tables, from which the form works out "full" (nothing left) or "too small" (less room
 * than the party).
 */
export function timesFor(
  style: BookingStyle,
  options: readonly BookingOption[],
  persons: number,
  /** A chosen staff member: times when they are busy are full for this guest. */
  staffId = "",
): TimeChoice[] {
  return options.map((option) => {
    const base = { start: option.start, end: option.end, remaining: option.remaining };
    if (staffId && option.free_staff && !option.free_staff.includes(staffId)) {
      return { ...base, bookable: false, reason: "full" };
    }
    if (typeof option.bookable === "boolean") {
      return option.bookable
        ? { ...base, bookable: true, reason: null }
        : { ...base, bookable: false, reason: asReason(option.reason) };
    }
    const full = option.remaining <= 0 || (style === "table" && option.free_tables.length === 0);
    if (full) return { ...base, bookable: false, reason: "full" };
    if (style !== "table" && option.remaining < persons) {
      return { ...base, bookable: false, reason: "too_small" };
    }
    return { ...base, bookable: true, reason: null };
  });
}

/** The party sizes a place takes online, and whether bigger groups are asked to call. */
export interface PartyLimits {
  min: number;
  max: number;
  /** True when the place said its largest party (tables): above it, "please call". */
  callAbove: boolean;
}

/** The most a form offers before asking larger groups to call (TableCheck, Chope: about 20). */
export const LARGEST_ONLINE_PARTY = 20;

export function partyLimits(answer: BookingFormAnswer): PartyLimits {
  const party = answer.data.party;
  if (party) {
    const max = Math.max(1, Math.min(LARGEST_ONLINE_PARTY, party.max));
    return { min: Math.min(max, Math.max(1, party.min)), max, callAbove: true };
  }
  return { min: 1, max: Math.max(1, answer.data.max_people), callAbove: false };
}

/** A party size brought inside the limits (a stored draft, a typed number). */
export const clampParty = (persons: number, limits: PartyLimits) =>
  Number.isInteger(persons) ? Math.min(limits.max, Math.max(limits.min, persons)) : limits.min;
