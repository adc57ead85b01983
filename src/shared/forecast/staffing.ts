import type { ForecastAssumptions } from "./constants.ts";
import type { RoleStaffing, Staffing, StaffingDriver } from "./types.ts";

/**
 * A ceiling that ignores floating-point noise: 1000 × 0.65 / 500 must give 2 positions at an exact
 * threshold, not 3 because the product came out a hair above the integer.
 */
export function ceilCount(x: number): number {
  // max(0, …) also turns the -0 that ceil gives for a tiny negative into a plain 0.
  return Math.max(0, Math.ceil(x - 1e-9 * Math.max(1, Math.abs(x))));
}

export interface StaffingDrivers {
  /** Neutral visitors per day: head count is sized on the plan, never on a scenario. */
  readonly visitorsPerDay: number;
  readonly floorArea: number;
  /** The share of floor that is dining area (light food has a larger one). */
  readonly fohShare: number;
  /** Covers/day per chef, already switched for light food. */
  readonly chefCapacity: number;
  /** Covers/day per floor staff, already switched for kiosks. */
  readonly floorCapacity: number;
}

function role(
  positions: number,
  driver: StaffingDriver,
  monthlySalary: number,
  a: ForecastAssumptions,
): RoleStaffing {
  const fte = positions * a.RELIEF_FACTOR;
  // The employer pays 5% even below the minimum relevant income; only the cap limits it (F1, F2).
  const mpfPerFte = Math.min(a.MPF_RATE * monthlySalary, a.MPF_CAP);
  return {
    positions,
    fte,
    driver,
    monthlySalary,
    wages: fte * monthlySalary,
    mpf: fte * mpfPerFte,
  };
}

function byVisitors(
  visitors: number,
  capacity: number,
): { positions: number; driver: StaffingDriver } {
  const needed = ceilCount(visitors / capacity);
  // A restaurant that opens at all needs one of each role, however few guests come.
  return needed >= 1
    ? { positions: needed, driver: "visitors" }
    : { positions: 1, driver: "minimum" };
}

/** On-duty positions and FTE per role, by the rules of docs/forecast-model.md §5.4. */
export function sizeStaffing(d: StaffingDrivers, a: ForecastAssumptions): Staffing {
  const chef = byVisitors(d.visitorsPerDay, d.chefCapacity);
  const dish = byVisitors(d.visitorsPerDay, a.C_DISH);
  const bar = byVisitors(d.visitorsPerDay, a.C_BAR);

  // Floor staff must also cover the dining room, so kiosks never cut below the area minimum (S31).
  const floorByVisitors = byVisitors(d.visitorsPerDay, d.floorCapacity);
  const floorByArea = ceilCount((d.floorArea * d.fohShare) / a.FOH_AREA_PER_FLOOR_STAFF);
  const floor =
    floorByArea > floorByVisitors.positions
      ? { positions: floorByArea, driver: "area" as const }
      : floorByVisitors;

  const chefRole = role(chef.positions, chef.driver, a.SAL_CHEF, a);
  const dishRole = role(dish.positions, dish.driver, a.SAL_DISH, a);
  const barRole = role(bar.positions, bar.driver, a.SAL_BAR, a);
  const floorRole = role(floor.positions, floor.driver, a.SAL_FLOOR, a);
  return {
    chef: chefRole,
    dishwashing: dishRole,
    bar: barRole,
    floor: floorRole,
    totalPositions:
      chefRole.positions + dishRole.positions + barRole.positions + floorRole.positions,
    totalFte: chefRole.fte + dishRole.fte + barRole.fte + floorRole.fte,
    totalWages: chefRole.wages + dishRole.wages + barRole.wages + floorRole.wages,
  };
}
