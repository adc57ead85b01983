import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_ASSUMPTIONS } from "./constants.ts";
import {
  checkPlausibility,
  FT2_PER_M2,
  PLAUSIBILITY_FIGURES,
  type PlausibilityFigures,
} from "./plausibility.ts";
import { WORKED_EXAMPLE } from "./test-fixtures.ts";

const A = DEFAULT_ASSUMPTIONS;
const codes = (figures: PlausibilityFigures, assumptions = A) =>
  checkPlausibility(figures, assumptions).map((w) => w.code);

/**
 * The most customers a day the rules let pass before "impossible": the dining area at the
 * tightest usual layout, every seat taken for the shortest usual meal, all day.
 */
function ceiling(floorArea: number, lightFood: boolean): number {
  const F = PLAUSIBILITY_FIGURES;
  const share = lightFood ? A.FOH_SHARE_LIGHT : A.FOH_SHARE;
  const seatArea = lightFood
    ? F.TIGHTEST_FT2_PER_SEAT_LIGHT.value
    : F.TIGHTEST_FT2_PER_SEAT_FULL.value;
  const meal = lightFood ? F.SHORTEST_MEAL_MINUTES_LIGHT.value : F.SHORTEST_MEAL_MINUTES_FULL.value;
  return (((floorArea * share) / seatArea) * F.OPENING_HOURS_PER_DAY.value * 60) / meal;
}

/** Where the model's usual 10 turns a day on its 15 ft² seats ends. */
function busyLine(floorArea: number, lightFood: boolean): number {
  const share = lightFood ? A.FOH_SHARE_LIGHT : A.FOH_SHARE;
  return ((floorArea * share) / A.AREA_PER_SEAT) * A.MAX_TURNS_PER_DAY;
}

describe("checkPlausibility", () => {
  it("finds nothing wrong with the worked example", () => {
    expect(checkPlausibility(WORKED_EXAMPLE, A)).toEqual([]);
  });

  it("calls 2,000 customers a day in 300 ft² impossible, with the figures that show it", () => {
    const [warning, ...rest] = checkPlausibility(
      { floorArea: 300, dailyVisitors: 2_000, perCapitaSpend: 80, lightFood: false },
      A,
    );
    expect(rest).toEqual([]);
    expect(warning).toMatchObject({
      code: "forecast.plausibility.beyondSeats",
      field: "dailyVisitors",
      visitors: 2_000,
      floorArea: 300,
      hours: 12,
      mealMinutes: 45,
    });
    // 300 × 65% dining / 12 ft² = 16.25 seats; × 12 h × 60 / 45 min = 260 customers.
    expect(warning?.code === "forecast.plausibility.beyondSeats" && warning.seats).toBeCloseTo(
      16.25,
    );
    expect(
      warning?.code === "forecast.plausibility.beyondSeats" && warning.maxVisitors,
    ).toBeCloseTo(260);
  });

  describe.each([false, true])("customers against seats (light food: %s)", (lightFood) => {
    const floorArea = 800;
    const at = (dailyVisitors: number) => codes({ floorArea, dailyVisitors, lightFood });

    it("is quiet up to the model's usual turns, and says 'busy' just past them", () => {
      const line = busyLine(floorArea, lightFood);
      expect(at(line)).toEqual([]);
      expect(at(line + 1)).toEqual(["forecast.plausibility.busySeats"]);
    });

    it("says 'impossible' just past the ceiling, and only that", () => {
      const max = ceiling(floorArea, lightFood);
      expect(at(max)).toEqual(["forecast.plausibility.busySeats"]);
      expect(at(max + 1)).toEqual(["forecast.plausibility.beyondSeats"]);
    });

    it("waits for both figures", () => {
      expect(codes({ dailyVisitors: 10_000, lightFood })).toEqual([]);
      expect(codes({ floorArea: 1, lightFood })).toEqual([]);
    });
  });

  it("lets a light-food shop serve more customers from the same floor than a restaurant", () => {
    expect(ceiling(500, true)).toBeGreaterThan(ceiling(500, false));
    expect(codes({ floorArea: 500, dailyVisitors: 600, lightFood: false })).toEqual([
      "forecast.plausibility.beyondSeats",
    ]);
    expect(codes({ floorArea: 500, dailyVisitors: 600, lightFood: true })).toEqual([
      "forecast.plausibility.busySeats",
    ]);
  });

  it("follows a changed dining share or seat area, as the forecast does", () => {
    const figures = { floorArea: 1_000, dailyVisitors: 400, lightFood: false };
    expect(codes(figures, { ...A, AREA_PER_SEAT: 20 })).toEqual([
      "forecast.plausibility.busySeats",
    ]);
    expect(codes(figures, { ...A, FOH_SHARE: 0.25 })).toEqual([
      "forecast.plausibility.beyondSeats",
    ]);
  });

  it("holds the seats to the fire code's 1 m² a person", () => {
    const fireLine = FT2_PER_M2 * PLAUSIBILITY_FIGURES.FIRE_CODE_M2_PER_PERSON.value;
    const figures = { floorArea: 1_000, lightFood: false };
    expect(codes(figures, { ...A, AREA_PER_SEAT: fireLine })).toEqual([]);
    const [warning] = checkPlausibility(figures, { ...A, AREA_PER_SEAT: 8 });
    expect(warning).toMatchObject({
      code: "forecast.plausibility.beyondFireCode",
      field: "AREA_PER_SEAT",
      areaPerSeat: 8,
      seats: 650 / 8,
    });
    expect(
      warning?.code === "forecast.plausibility.beyondFireCode" && warning.maxPersons,
    ).toBeCloseTo(650 / FT2_PER_M2);
  });

  it("keeps the default seat area and the tightest usual layouts within the fire code", () => {
    const fireLine = FT2_PER_M2 * PLAUSIBILITY_FIGURES.FIRE_CODE_M2_PER_PERSON.value;
    expect(A.AREA_PER_SEAT).toBeGreaterThan(fireLine);
    expect(PLAUSIBILITY_FIGURES.TIGHTEST_FT2_PER_SEAT_LIGHT.value).toBeGreaterThan(fireLine);
    expect(PLAUSIBILITY_FIGURES.TIGHTEST_FT2_PER_SEAT_FULL.value).toBeGreaterThan(fireLine);
  });

  it.each<[boolean, number, string[]]>([
    [false, 39.9, ["forecast.plausibility.spendLow"]],
    [false, 40, []],
    [false, 3_000, []],
    [false, 3_000.5, ["forecast.plausibility.spendHigh"]],
    [true, 19, ["forecast.plausibility.spendLow"]],
    [true, 20, []],
    [true, 400, []],
    [true, 401, ["forecast.plausibility.spendHigh"]],
  ])("checks spend against the style (light food: %s, HK$%d)", (lightFood, spend, expected) => {
    expect(codes({ perCapitaSpend: spend, lightFood })).toEqual(expected);
  });

  it("names the bound crossed and the style", () => {
    expect(checkPlausibility({ perCapitaSpend: 900, lightFood: true }, A)).toEqual([
      {
        code: "forecast.plausibility.spendHigh",
        field: "perCapitaSpend",
        style: "light",
        spend: 900,
        limit: 400,
      },
    ]);
  });

  it("puts customers first when several rules fire", () => {
    expect(
      codes({ floorArea: 300, dailyVisitors: 2_000, perCapitaSpend: 5_000, lightFood: false }),
    ).toEqual(["forecast.plausibility.beyondSeats", "forecast.plausibility.spendHigh"]);
  });

  it("never warns about customers the room could seat within its usual turns", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 50_000, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.boolean(),
        (floorArea, share, lightFood) => {
          const dailyVisitors = busyLine(floorArea, lightFood) * share;
          if (dailyVisitors <= 0) return;
          expect(codes({ floorArea, dailyVisitors, lightFood })).toEqual([]);
        },
      ),
      // Exactly at the line, where round-off once made it "busy".
      { examples: [[1.2379944556083038, 1, false]] },
    );
  });

  it("always calls more customers than the ceiling impossible", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 50_000, noNaN: true }),
        fc.double({ min: 1.001, max: 100, noNaN: true }),
        fc.boolean(),
        (floorArea, factor, lightFood) => {
          const dailyVisitors = ceiling(floorArea, lightFood) * factor;
          expect(codes({ floorArea, dailyVisitors, lightFood })).toContain(
            "forecast.plausibility.beyondSeats",
          );
        },
      ),
    );
  });

  it("gives every figure a dated source of a known kind", () => {
    for (const { sources } of Object.values(PLAUSIBILITY_FIGURES)) {
      expect(sources.length).toBeGreaterThan(0);
      for (const source of sources) {
        expect(source.dated).toMatch(/\d{4}/);
        expect(["government", "industryBody", "marketSurvey", "estimate"]).toContain(source.kind);
        if (source.kind !== "estimate") expect(source.url).toMatch(/^https:\/\//);
      }
    }
  });
});
