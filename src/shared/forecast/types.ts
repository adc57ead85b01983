/** The forecast's inputs (docs/forecast-model.md §5.2), already validated and parsed. */
export interface ForecastInput {
  /** A, ft² (gross, as leased). */
  readonly floorArea: number;
  /** R_base, HKD/month. */
  readonly baseRent: number;
  /** M, HKD/month. */
  readonly managementFee: number;
  /** S, HKD per visitor. */
  readonly perCapitaSpend: number;
  /** V, visitors per day. */
  readonly dailyVisitors: number;
  /** t in percent (10 means 10% of revenue); null when the lease has no turnover rent. */
  readonly turnoverRentPercent: number | null;
  readonly selfServiceKiosk: boolean;
  readonly lightFood: boolean;
}

export const SCENARIO_NAMES = ["neutral", "pessimistic", "optimistic"] as const;
export type ScenarioName = (typeof SCENARIO_NAMES)[number];

export const STAFF_ROLES = ["chef", "dishwashing", "bar", "floor"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Expense lines in the order the spec lists them; their sum is `totalExpenses`. */
export const EXPENSE_LINES = [
  "rent",
  "managementFee",
  "chef",
  "dishwashing",
  "bar",
  "floor",
  "utilities",
  "foodCost",
  "mpf",
  "bookingAppFee",
  "listingPlatformFee",
  "admin",
  "staffInsurance",
  "onlinePurchasing",
  "audit",
  "repair",
  "marketing",
  "creditCardFee",
  "depreciation",
] as const;
export type ExpenseLine = (typeof EXPENSE_LINES)[number];

/** One scenario's monthly P&L. Money in HKD/month, unrounded; shares are fractions of revenue. */
export interface ScenarioResult extends Readonly<Record<ExpenseLine, number>> {
  /** The scenario's drivers after its factors: visitors/day and HKD/visitor. */
  readonly visitorsPerDay: number;
  readonly perCapitaSpend: number;
  readonly revenue: number;
  /** Rent above the base rent because turnover rent won (§5.6); 0 when base rent applies. */
  readonly turnoverTopUp: number;
  readonly totalExpenses: number;
  readonly netProfit: number;
  /** netProfit / revenue. */
  readonly netMargin: number;
  /** Wages + MPF + staff insurance. */
  readonly hrCost: number;
  readonly hrShare: number;
  readonly rentShare: number;
  /** (rent + management fee) / revenue. */
  readonly occupancyShare: number;
}

/** Which rule set a role's head count (§5.4). */
export type StaffingDriver = "minimum" | "visitors" | "area";

export interface RoleStaffing {
  /** On-duty positions. */
  readonly positions: number;
  /** positions × RELIEF_FACTOR. */
  readonly fte: number;
  readonly driver: StaffingDriver;
  /** HKD per FTE per month. */
  readonly monthlySalary: number;
  /** fte × monthlySalary. */
  readonly wages: number;
  /** Employer MPF for the role, HKD/month. */
  readonly mpf: number;
}

/** Head count sized on the neutral scenario and held in every scenario. */
export interface Staffing extends Readonly<Record<StaffRole, RoleStaffing>> {
  readonly totalPositions: number;
  readonly totalFte: number;
  readonly totalWages: number;
}

export interface Capacity {
  /** A × FOH_SHARE / AREA_PER_SEAT, unrounded. */
  readonly seats: number;
  /** Neutral daily visitors / seats. */
  readonly turnsPerDay: number;
  readonly maxTurnsPerDay: number;
  /** seats × maxTurnsPerDay: the most visitors a day the room can take. */
  readonly maxVisitorsPerDay: number;
}

/**
 * Soft warnings. The UI translates `code` (a message key) and may use the numbers as parameters.
 */
export type ForecastWarning =
  | {
      readonly code: "forecast.warning.capacityExceeded";
      readonly seats: number;
      readonly turnsPerDay: number;
      readonly maxTurnsPerDay: number;
    }
  | {
      readonly code: "forecast.warning.breakEvenUnreachable";
      /** The best neutral net profit any number of visitors reaches, with head count held. */
      readonly maxNetProfit: number;
      readonly atVisitorsPerDay: number;
    }
  | {
      readonly code: "forecast.warning.breakEvenAboveCapacity";
      readonly breakEvenVisitors: number;
      readonly maxVisitorsPerDay: number;
    }
  | {
      readonly code: "forecast.warning.salaryBelowMinimumWage";
      readonly role: StaffRole;
      readonly monthlySalary: number;
      readonly minimumMonthlySalary: number;
    };

export type ForecastWarningCode = ForecastWarning["code"];

export interface ForecastResult {
  readonly scenarios: Readonly<Record<ScenarioName, ScenarioResult>>;
  readonly staffing: Staffing;
  /** Self-service kiosks bought (0 without kiosks); like head count, sized on the neutral case. */
  readonly kiosks: number;
  readonly capacity: Capacity;
  /** Daily visitors at which the neutral net profit is zero, head count held; null if unreachable. */
  readonly breakEvenVisitors: number | null;
  /**
   * A monthly provision for severance and long service payments, SP_LSP_PROVISION_PCT of wages.
   * Not an expense line: totals and net profit leave it out, and the results note shows it.
   */
  readonly severanceProvision: number;
  /** Rates, RATES_PCT_OF_RENT of the base rent a month; beside the P&L like the provision. */
  readonly rates: number;
  /** Public liability and fire/contents insurance, OTHER_INSURANCE_YR / 12; beside the P&L. */
  readonly otherInsurance: number;
  readonly warnings: readonly ForecastWarning[];
}
