/**
 * Which table(s) seat a party (decision 073): the guest says how many they are and the place
 * picks, as a host at the door would. Pure, so the server runs it inside the order's
 * transaction on the tables it has just found free, and the tests can try it on any floor.
 *
 * The rule: the free single table that takes the party (its minimum ≤ party ≤ its maximum) with
 * the fewest seats; failing that, the free combination the owner allows that takes the party,
 * with the fewest seats in all. Ties go to the lowest table numbers. A 10-seat VIP table set to
 * take 6 to 10 is never given to a couple, and two 2-tops are pushed together only when the
 * owner said they may be.
 */

/** A table as the owner describes it: its seats and the party range it takes. */
export interface TableSpec {
  seats: number;
  minParty?: number;
  maxParty?: number;
}

/** Tables (numbers from 1) the owner lets the place push together, and the party it takes. */
export interface TableCombination {
  tables: readonly number[];
  minParty: number;
  maxParty: number;
}

/** The party a table takes: from its minimum (1) to its maximum (its seats) unless set. */
export const partyRangeOf = (table: TableSpec) => ({
  min: table.minParty ?? 1,
  max: table.maxParty ?? table.seats,
});

/** A combination's tables, if each is one of the place's: sorted, without repeats; else null. */
function tablesOf(combination: TableCombination, count: number): number[] | null {
  const numbers = [...new Set(combination.tables)].sort((a, b) => a - b);
  if (numbers.length < 2) return null;
  return numbers.every((n) => Number.isInteger(n) && n >= 1 && n <= count) ? numbers : null;
}

const seatsOf = (tables: readonly TableSpec[], numbers: readonly number[]) =>
  numbers.reduce((sum, n) => sum + (tables[n - 1]?.seats ?? 0), 0);

/** Whether `a` comes before `b` by their numbers, lowest first (shorter first when one ends). */
function lowerNumbers(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    if (a[i] !== b[i]) return a[i]! < b[i]!;
  }
  return a.length < b.length;
}

/**
 * Every way the place may seat `party` at all, ignoring who holds what: each single table and
 * each allowed combination whose range takes the party, as sorted table numbers.
 */
export function seatingsFor(
  tables: readonly TableSpec[],
  combinations: readonly TableCombination[],
  party: number,
): number[][] {
  if (!Number.isInteger(party) || party < 1) return [];
  const seatings: number[][] = [];
  tables.forEach((table, index) => {
    const { min, max } = partyRangeOf(table);
    if (min <= party && party <= max) seatings.push([index + 1]);
  });
  for (const combination of combinations) {
    const numbers = tablesOf(combination, tables.length);
    if (numbers && combination.minParty <= party && party <= combination.maxParty) {
      seatings.push(numbers);
    }
  }
  return seatings;
}

/**
 * The smallest fit for `party` among the free tables (numbers from 1): one table if any takes
 * the party, else the smallest allowed combination all of whose tables are free; null if none.
 */
export function assignTables(
  tables: readonly TableSpec[],
  combinations: readonly TableCombination[],
  free: Iterable<number>,
  party: number,
): number[] | null {
  const isFree = new Set(free);
  let best: number[] | null = null;
  let bestSeats = Number.POSITIVE_INFINITY;
  let bestIsSingle = false;
  for (const seating of seatingsFor(tables, combinations, party)) {
    if (!seating.every((n) => isFree.has(n))) continue;
    const single = seating.length === 1;
    const seats = seatsOf(tables, seating);
    const better =
      best === null ||
      (single && !bestIsSingle) ||
      (single === bestIsSingle &&
        (seats < bestSeats || (seats === bestSeats && lowerNumbers(seating, best))));
    if (better) {
      best = seating;
      bestSeats = seats;
      bestIsSingle = single;
    }
  }
  return best;
}

/** Whether some table or allowed combination could ever seat `party`, all tables free. */
export const canEverSeat = (
  tables: readonly TableSpec[],
  combinations: readonly TableCombination[],
  party: number,
) => seatingsFor(tables, combinations, party).length > 0;

/** The largest party any table or allowed combination takes; 0 for a place with no tables. */
export function largestParty(
  tables: readonly TableSpec[],
  combinations: readonly TableCombination[],
): number {
  let largest = 0;
  for (const table of tables) {
    const { min, max } = partyRangeOf(table);
    if (min <= max) largest = Math.max(largest, max);
  }
  for (const combination of combinations) {
    if (tablesOf(combination, tables.length) && combination.minParty <= combination.maxParty) {
      largest = Math.max(largest, combination.maxParty);
    }
  }
  return largest;
}

/** The largest party size the booking form offers; a larger group calls the place. */
export const MAX_PARTY_OFFERED = 20;
