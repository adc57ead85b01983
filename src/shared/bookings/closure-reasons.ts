/** Why a place is closed for a while (decision 077): the Observatory's signals, or the owner's. */
export const CLOSURE_REASONS = [
  "typhoon8",
  "blackRain",
  "holiday",
  "privateEvent",
  "other",
] as const;
export type ClosureReason = (typeof CLOSURE_REASONS)[number];

/** A window a place takes no bookings in: its instants (ms) and why. */
export interface ClosedWindow {
  startsAt: number;
  endsAt: number;
  reason: ClosureReason;
}

/** The first closure overlapping [start, end), if any. */
export const closureDuring = (
  closures: readonly ClosedWindow[] | undefined,
  start: number,
  end: number,
): ClosedWindow | undefined =>
  closures?.find((closure) => closure.startsAt < end && closure.endsAt > start);
