import { checkCapacity, exceedsCapacity } from "./capacity.ts";
import type { ForecastAssumptions } from "./constants.ts";

/**
 * Plausibility: the inputs checked against each other before any result is praised (issue #11,
 * item 2; docs/forecast-plausibility.md). Each rule is a warning, never an error: the owner may
 * still calculate, but while one stands the results call no ratio "healthy" and mark the profit as
 * not credible.
 *
 * Every figure below carries its source: what it is, when it was published or read, where, and
 * what kind of source it is. "Estimate" means ours, chosen and explained, with no source to quote.
 */

export type PlausibilitySourceKind = "government" | "industryBody" | "marketSurvey" | "estimate";

export interface PlausibilitySource {
  readonly name: string;
  /** Year, or year and month, of the figure (or of our reading, for an estimate). */
  readonly dated: string;
  readonly url: string | null;
  readonly kind: PlausibilitySourceKind;
}

// Read through a Hong Kong design study applying Table B1 to a seating area; the UK and Scottish
// guidance use the same 1 m² for a restaurant. Check the current edition before relying on it.
const FIRE_CODE: PlausibilitySource = {
  name: "Buildings Department, Code of Practice for Fire Safety in Buildings 2011, Part B, Table B1 (occupant capacity): restaurant dining area",
  dated: "2011 (2024 edition)",
  url: "https://www.bd.gov.hk/doc/en/resources/codes-and-references/code-and-design-manuals/fs_code2011.pdf",
  kind: "government",
};

const SEATING_RULE_OF_THUMB: PlausibilitySource = {
  name: 'Selected Furniture\'s seating guide, as quoted by Bizfluent, "How to Calculate the Interior Space for Restaurant Seatings": fast food 11–14 ft² a customer, full service 12–15, fine dining 18–20',
  dated: "read 2026-11",
  url: "https://bizfluent.com/how-5020199-calculate-interior-space-restaurant-seatings.html",
  kind: "marketSurvey",
};

const DINING_TIME: PlausibilitySource = {
  name: 'Restaurant Booking System, "What is average dining time?": fast casual 20–30 minutes, casual dining 45–60, fine dining 90–120',
  dated: "read 2026-11",
  url: "https://restaurantbookingsystem.com/academy/glossary/average-dining-time",
  kind: "marketSurvey",
};

const OUR_ESTIMATE: PlausibilitySource = {
  name: "Tablestart estimate (see docs/forecast-plausibility.md)",
  dated: "2026-11",
  url: null,
  kind: "estimate",
};

/** The service styles the form knows: a light refreshment restaurant, or a full restaurant. */
export type ServiceStyle = "light" | "full";

export interface PlausibilityFigure {
  readonly value: number;
  readonly unit: string;
  readonly sources: readonly PlausibilitySource[];
}

const figure = (value: number, unit: string, ...sources: PlausibilitySource[]) => ({
  value,
  unit,
  sources,
});

/** The figures the rules use, by name, each with its sources. */
export const PLAUSIBILITY_FIGURES = {
  /** The fire code's densest occupancy of a restaurant's dining area: 1 m² a person. */
  FIRE_CODE_M2_PER_PERSON: figure(1, "m²/person", FIRE_CODE),
  /**
   * The tightest usual layout, the low end of the rule of thumb: fast food 11 ft² a seat (light
   * food), full service 12 ft². Both stay just above the fire code's 10.8 ft² (1 m²).
   */
  TIGHTEST_FT2_PER_SEAT_LIGHT: figure(11, "ft²/seat", SEATING_RULE_OF_THUMB),
  TIGHTEST_FT2_PER_SEAT_FULL: figure(12, "ft²/seat", SEATING_RULE_OF_THUMB),
  /** The shortest usual stay, the low end of each range: fast casual 20 minutes, casual 45. */
  SHORTEST_MEAL_MINUTES_LIGHT: figure(20, "minutes", DINING_TIME),
  SHORTEST_MEAL_MINUTES_FULL: figure(45, "minutes", DINING_TIME),
  /**
   * Opening hours a day: 12 is a long Hong Kong day (say 10:00 to 22:00, or 07:00 to 19:00 for a
   * cha chaan teng). Used only for the ceiling, which assumes every seat taken all that time.
   */
  OPENING_HOURS_PER_DAY: figure(12, "hours/day", OUR_ESTIMATE),
  /**
   * Spend per head outside which a style is unlikely: below the price of a drink and a snack, or of
   * the cheapest fast-food set; above a lavish afternoon tea for light food, and above a top
   * tasting menu for a full restaurant. Wide on purpose: they catch a slip (a monthly figure in the
   * per-head box), not an unusual concept.
   */
  MIN_SPEND_LIGHT: figure(20, "HKD/customer", OUR_ESTIMATE),
  MAX_SPEND_LIGHT: figure(400, "HKD/customer", OUR_ESTIMATE),
  MIN_SPEND_FULL: figure(40, "HKD/customer", OUR_ESTIMATE),
  MAX_SPEND_FULL: figure(3_000, "HKD/customer", OUR_ESTIMATE),
} as const satisfies Record<string, PlausibilityFigure>;

const F = PLAUSIBILITY_FIGURES;
export const FT2_PER_M2 = 10.763_910_416_709_722;

/** The inputs a rule reads. A figure not (yet) typed, or typed wrongly, is absent: its rules wait. */
export interface PlausibilityFigures {
  readonly floorArea?: number;
  readonly dailyVisitors?: number;
  readonly perCapitaSpend?: number;
  readonly lightFood: boolean;
}

/** The field a warning stands next to in the form: an input, or the constant it questions. */
export type PlausibilityField = "dailyVisitors" | "perCapitaSpend" | "AREA_PER_SEAT";

export type PlausibilityWarning =
  | {
      /** More customers than the room could seat even full all day: impossible. */
      readonly code: "forecast.plausibility.beyondSeats";
      readonly field: "dailyVisitors";
      readonly visitors: number;
      readonly floorArea: number;
      /** The most seats the dining area takes at the tightest usual layout. */
      readonly seats: number;
      readonly hours: number;
      readonly mealMinutes: number;
      /** seats × hours × 60 / mealMinutes. */
      readonly maxVisitors: number;
    }
  | {
      /** Possible only with more seat turns a day than the model's usual limit: unlikely. */
      readonly code: "forecast.plausibility.busySeats";
      readonly field: "dailyVisitors";
      readonly visitors: number;
      /** The model's seats (FOH share × floor / AREA_PER_SEAT). */
      readonly seats: number;
      readonly turnsPerDay: number;
      readonly maxTurnsPerDay: number;
    }
  | {
      /** More seats than the fire code lets the dining area hold: the area per seat is too small. */
      readonly code: "forecast.plausibility.beyondFireCode";
      readonly field: "AREA_PER_SEAT";
      readonly seats: number;
      readonly maxPersons: number;
      readonly areaPerSeat: number;
    }
  | {
      readonly code: "forecast.plausibility.spendLow" | "forecast.plausibility.spendHigh";
      readonly field: "perCapitaSpend";
      readonly style: ServiceStyle;
      readonly spend: number;
      /** The bound crossed. */
      readonly limit: number;
    };

export type PlausibilityCode = PlausibilityWarning["code"];

const positive = (x: number | undefined): x is number =>
  x !== undefined && Number.isFinite(x) && x > 0;

/**
 * The plausibility warnings of a set of inputs, most serious first: customers against seats, the
 * seats against the fire code, then spend against the style. `assumptions` are the resolved
 * constants (the dining share and area per seat the forecast itself uses).
 */
export function checkPlausibility(
  figures: PlausibilityFigures,
  assumptions: Pick<
    ForecastAssumptions,
    "FOH_SHARE" | "FOH_SHARE_LIGHT" | "AREA_PER_SEAT" | "MAX_TURNS_PER_DAY"
  >,
): PlausibilityWarning[] {
  const warnings: PlausibilityWarning[] = [];
  const style: ServiceStyle = figures.lightFood ? "light" : "full";
  const light = style === "light";
  const diningShare = light ? assumptions.FOH_SHARE_LIGHT : assumptions.FOH_SHARE;
  const { floorArea, dailyVisitors: visitors, perCapitaSpend: spend } = figures;

  if (positive(floorArea) && positive(visitors)) {
    const diningArea = floorArea * diningShare;
    const tightest = light
      ? F.TIGHTEST_FT2_PER_SEAT_LIGHT.value
      : F.TIGHTEST_FT2_PER_SEAT_FULL.value;
    const mealMinutes = light
      ? F.SHORTEST_MEAL_MINUTES_LIGHT.value
      : F.SHORTEST_MEAL_MINUTES_FULL.value;
    const hours = F.OPENING_HOURS_PER_DAY.value;
    const maxSeats = diningArea / tightest;
    const maxVisitors = (maxSeats * hours * 60) / mealMinutes;
    const capacity = checkCapacity(
      floorArea,
      diningShare,
      assumptions.AREA_PER_SEAT,
      visitors,
      assumptions.MAX_TURNS_PER_DAY,
    );
    if (visitors > maxVisitors) {
      warnings.push({
        code: "forecast.plausibility.beyondSeats",
        field: "dailyVisitors",
        visitors,
        floorArea,
        seats: maxSeats,
        hours,
        mealMinutes,
        maxVisitors,
      });
    } else if (exceedsCapacity(capacity)) {
      warnings.push({
        code: "forecast.plausibility.busySeats",
        field: "dailyVisitors",
        visitors,
        seats: capacity.seats,
        turnsPerDay: capacity.turnsPerDay,
        maxTurnsPerDay: capacity.maxTurnsPerDay,
      });
    }
  }

  if (positive(floorArea)) {
    const diningM2 = (floorArea * diningShare) / FT2_PER_M2;
    const maxPersons = diningM2 / F.FIRE_CODE_M2_PER_PERSON.value;
    const seats = (floorArea * diningShare) / assumptions.AREA_PER_SEAT;
    if (seats > maxPersons) {
      warnings.push({
        code: "forecast.plausibility.beyondFireCode",
        field: "AREA_PER_SEAT",
        seats,
        maxPersons,
        areaPerSeat: assumptions.AREA_PER_SEAT,
      });
    }
  }

  if (positive(spend)) {
    const min = light ? F.MIN_SPEND_LIGHT.value : F.MIN_SPEND_FULL.value;
    const max = light ? F.MAX_SPEND_LIGHT.value : F.MAX_SPEND_FULL.value;
    if (spend < min) {
      warnings.push({
        code: "forecast.plausibility.spendLow",
        field: "perCapitaSpend",
        style,
        spend,
        limit: min,
      });
    } else if (spend > max) {
      warnings.push({
        code: "forecast.plausibility.spendHigh",
        field: "perCapitaSpend",
        style,
        spend,
        limit: max,
      });
    }
  }

  return warnings;
}
