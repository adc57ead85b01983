import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  assignTables,
  canEverSeat,
  largestParty,
  partyRangeOf,
  type TableCombination,
  type TableSpec,
} from "./table-assignment.ts";

/** A floor: up to 12 tables of 1–12 seats, some with a party range, and a few combinations. */
const floor = fc
  .array(
    fc.record({
      seats: fc.integer({ min: 1, max: 12 }),
      minParty: fc.option(fc.integer({ min: 1, max: 8 }), { nil: undefined }),
      maxParty: fc.option(fc.integer({ min: 1, max: 14 }), { nil: undefined }),
    }),
    { minLength: 0, maxLength: 12 },
  )
  .chain((tables) =>
    fc.record({
      tables: fc.constant(tables as TableSpec[]),
      combinations: fc.array(
        fc.record({
          tables: fc.uniqueArray(fc.integer({ min: 1, max: tables.length + 2 }), {
            minLength: 2,
            maxLength: 4,
          }),
          minParty: fc.integer({ min: 1, max: 12 }),
          maxParty: fc.integer({ min: 1, max: 24 }),
        }),
        { maxLength: 5 },
      ) as fc.Arbitrary<TableCombination[]>,
      free: fc.subarray(tables.map((_, index) => index + 1)),
    }),
  );

const party = fc.integer({ min: 1, max: 24 });
const seats = (tables: readonly TableSpec[], numbers: readonly number[]) =>
  numbers.reduce((sum, n) => sum + tables[n - 1]!.seats, 0);
const takes = (
  tables: readonly TableSpec[],
  combinations: readonly TableCombination[],
  numbers: readonly number[],
  persons: number,
) => {
  if (numbers.length === 1) {
    const { min, max } = partyRangeOf(tables[numbers[0]! - 1]!);
    return min <= persons && persons <= max;
  }
  const key = [...numbers].sort((a, b) => a - b).join(",");
  return combinations.some(
    (c) =>
      [...new Set(c.tables)].sort((a, b) => a - b).join(",") === key &&
      c.minParty <= persons &&
      persons <= c.maxParty,
  );
};

describe("table assignment", () => {
  it("never seats a party outside its table's or combination's range, nor at a taken table", () => {
    fc.assert(
      fc.property(floor, party, ({ tables, combinations, free }, persons) => {
        const chosen = assignTables(tables, combinations, free, persons);
        if (chosen === null) return;
        expect(chosen.length).toBeGreaterThan(0);
        for (const n of chosen) expect(free).toContain(n);
        expect(new Set(chosen).size).toBe(chosen.length);
        expect(takes(tables, combinations, chosen, persons)).toBe(true);
      }),
      { numRuns: 2_000 },
    );
  });

  it("prefers the smallest fit: a single table first, then the fewest seats, then the lowest numbers", () => {
    fc.assert(
      fc.property(floor, party, ({ tables, combinations, free }, persons) => {
        const chosen = assignTables(tables, combinations, free, persons);
        const singles = free.filter((n) => takes(tables, combinations, [n], persons));
        const combos = combinations
          .map((c) => [...new Set(c.tables)].sort((a, b) => a - b))
          .filter(
            (numbers) =>
              numbers.every((n) => free.includes(n)) &&
              takes(tables, combinations, numbers, persons),
          );
        if (!singles.length && !combos.length) {
          expect(chosen).toBeNull();
          return;
        }
        expect(chosen).not.toBeNull();
        if (singles.length) {
          expect(chosen).toHaveLength(1);
          const fewest = Math.min(...singles.map((n) => tables[n - 1]!.seats));
          expect(seats(tables, chosen!)).toBe(fewest);
          const lowest = Math.min(...singles.filter((n) => tables[n - 1]!.seats === fewest));
          expect(chosen).toEqual([lowest]);
        } else {
          const fewest = Math.min(...combos.map((numbers) => seats(tables, numbers)));
          expect(seats(tables, chosen!)).toBe(fewest);
        }
      }),
      { numRuns: 2_000 },
    );
  });

  it("never seats two parties at one table across a run of assignments", () => {
    fc.assert(
      fc.property(
        floor,
        fc.array(party, { maxLength: 20 }),
        ({ tables, combinations }, parties) => {
          let free = tables.map((_, index) => index + 1);
          const seated = new Set<number>();
          for (const persons of parties) {
            const chosen = assignTables(tables, combinations, free, persons);
            if (!chosen) continue;
            expect(takes(tables, combinations, chosen, persons)).toBe(true);
            for (const n of chosen) {
              expect(seated.has(n)).toBe(false);
              seated.add(n);
            }
            free = free.filter((n) => !chosen.includes(n));
          }
        },
      ),
      { numRuns: 1_000 },
    );
  });

  it("finds a table whenever one could ever seat the party and all are free", () => {
    fc.assert(
      fc.property(floor, party, ({ tables, combinations }, persons) => {
        const all = tables.map((_, index) => index + 1);
        expect(assignTables(tables, combinations, all, persons) !== null).toBe(
          canEverSeat(tables, combinations, persons),
        );
        if (persons > largestParty(tables, combinations)) {
          expect(canEverSeat(tables, combinations, persons)).toBe(false);
        }
      }),
      { numRuns: 1_000 },
    );
  });

  it("gives a couple the 2-top, not the VIP table, and pushes tables together only when allowed", () => {
    const tables: TableSpec[] = [
      { seats: 10, minParty: 6 },
      { seats: 4, minParty: 3 },
      { seats: 2 },
      { seats: 2 },
    ];
    const combinations: TableCombination[] = [{ tables: [3, 4], minParty: 3, maxParty: 4 }];
    expect(assignTables(tables, combinations, [1, 2, 3, 4], 2)).toEqual([3]);
    expect(assignTables(tables, combinations, [1, 2, 4], 2)).toEqual([4]);
    expect(assignTables(tables, combinations, [1, 2], 2)).toBeNull();
    expect(assignTables(tables, combinations, [1, 3, 4], 4)).toEqual([3, 4]);
    expect(assignTables(tables, combinations, [1, 2, 3, 4], 8)).toEqual([1]);
    expect(assignTables(tables, combinations, [1, 2, 3, 4], 11)).toBeNull();
    expect(largestParty(tables, combinations)).toBe(10);
    expect(canEverSeat(tables, [], 5)).toBe(false);
  });

  it("ignores a combination naming a table the place does not have", () => {
    const tables: TableSpec[] = [{ seats: 2 }, { seats: 2 }];
    const combinations: TableCombination[] = [{ tables: [1, 3], minParty: 3, maxParty: 4 }];
    expect(assignTables(tables, combinations, [1, 2, 3], 4)).toBeNull();
    expect(largestParty(tables, combinations)).toBe(2);
  });
});
