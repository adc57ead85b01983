import { SCENARIO_NAMES, type ScenarioName, type ScenarioResult } from "./types.ts";

/** The rent share of revenue an owner is offered first: a common rule of thumb for HK restaurants. */
export const DEFAULT_RENT_SHARE = 0.15;
/** The shares an owner may pick, in percent: the results page and the PDF accept the same. */
export const RENT_SHARE_MIN_PERCENT = 1;
export const RENT_SHARE_MAX_PERCENT = 50;

export type RentCeiling =
  | {
      /** The highest monthly rent that keeps rent within `share` of the scenario's revenue. */
      readonly maxRent: number;
      /** maxRent less the rent the scenario pays; negative when the rent is over the ceiling. */
      readonly headroom: number;
    }
  | {
      /**
       * The lease's turnover rent alone takes more than `share` of revenue, so no base rent, however
       * low, keeps rent within it.
       */
      readonly maxRent: null;
      readonly turnoverShare: number;
    };

/**
 * The rent ceiling for one scenario. Rent is the higher of base and turnover rent (§5.6), so rent ≤
 * share × revenue holds for every base rent up to share × revenue as long as the turnover rate is
 * itself within the share; above it the turnover part alone breaks the ceiling.
 */
export function rentCeiling(
  scenario: Pick<ScenarioResult, "revenue" | "rent">,
  turnoverRentPercent: number | null,
  share: number,
): RentCeiling {
  if (!(Number.isFinite(share) && share > 0 && share <= 1)) {
    throw new RangeError("rentCeiling: share must be a fraction above 0 and at most 1");
  }
  const turnoverShare = turnoverRentPercent === null ? 0 : turnoverRentPercent / 100;
  if (turnoverShare > share) return { maxRent: null, turnoverShare };
  const maxRent = share * scenario.revenue;
  return { maxRent, headroom: maxRent - scenario.rent };
}

export function scenarioRentCeilings(
  scenarios: Readonly<Record<ScenarioName, Pick<ScenarioResult, "revenue" | "rent">>>,
  turnoverRentPercent: number | null,
  share: number,
): Readonly<Record<ScenarioName, RentCeiling>> {
  const entries = SCENARIO_NAMES.map(
    (name) => [name, rentCeiling(scenarios[name], turnoverRentPercent, share)] as const,
  );
  return Object.fromEntries(entries) as Record<ScenarioName, RentCeiling>;
}
