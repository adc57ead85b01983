import type { Capacity } from "./types.ts";

/**
 * The seats × turns check of docs/forecast-model.md §5.2. Seats stay unrounded, like every other
 * figure: rounding is for display only (§5.1).
 */
export function checkCapacity(
  floorArea: number,
  fohShare: number,
  areaPerSeat: number,
  visitorsPerDay: number,
  maxTurnsPerDay: number,
): Capacity {
  const seats = (floorArea * fohShare) / areaPerSeat;
  return {
    seats,
    turnsPerDay: visitorsPerDay / seats,
    maxTurnsPerDay,
    maxVisitorsPerDay: seats * maxTurnsPerDay,
  };
}

/**
 * Relative slack for round-off: customers exactly at seats × turns come back from the division
 * a hair over the limit for some floor areas (1.2379944556083038 ft², found by the property test).
 */
const ROUND_OFF = 1e-9;

export function exceedsCapacity(capacity: Capacity): boolean {
  return capacity.turnsPerDay > capacity.maxTurnsPerDay * (1 + ROUND_OFF);
}
