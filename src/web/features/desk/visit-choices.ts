import { hongKongMidnight } from "../../../shared/bookings/availability.ts";
import type { DeskBooking } from "./api/desk-schemas.ts";
import { minutesOf } from "./desk-day.ts";

export type VisitChoice = "arrived" | "noShow" | "complete" | "change" | "cancel" | "refunded";

const MINUTE = 60_000;
/** The guest may be marked arrived this long before their time (decision 078). */
const ARRIVES_EARLY = 3 * 60 * MINUTE;

/** When a timed booking starts, as an instant (ms); null without a time. */
export function startsAt(booking: Pick<DeskBooking, "start_date" | "start_time">): number | null {
  const midnight = hongKongMidnight(booking.start_date);
  const minutes = minutesOf(booking.start_time);
  return midnight === null || minutes === null ? null : midnight + minutes * MINUTE;
}

/**
 * The actions decision 078 allows on a booking at `now`, in the order the guest card shows
 * them. The server checks again; this only keeps buttons that could not work out of the way
 * (no "no-show" before the guest is due, no "arrived" a week ahead).
 */
export function visitChoices(
  booking: Pick<
    DeskBooking,
    "status" | "visit" | "walk_in" | "refund" | "time_to_confirm" | "start_date" | "start_time"
  >,
  now: number,
): VisitChoice[] {
  const choices: VisitChoice[] = [];
  const held = booking.status === "publish" || booking.status === "processing";
  const start = startsAt(booking);
  const begun = start === null || now >= start;
  if (held && booking.visit !== "arrived" && (start === null || now >= start - ARRIVES_EARLY)) {
    choices.push("arrived");
  }
  // A guest marked arrived by mistake can still be recorded as not having come; not a walk-in.
  if (held && booking.visit !== "noShow" && !booking.walk_in && begun) choices.push("noShow");
  if (held && booking.visit !== "noShow" && begun) choices.push("complete");
  const live = held || booking.status === "pending";
  if (live && !booking.time_to_confirm && booking.visit !== "noShow") choices.push("change");
  // A request not yet accepted is declined with the owner's answer to it, not cancelled here.
  if (booking.status === "publish" && booking.visit === "") choices.push("cancel");
  if (booking.refund === "due") choices.push("refunded");
  return choices;
}
