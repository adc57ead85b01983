import type { ExpenseLine, ScenarioResult } from "../../../shared/forecast/index.ts";

/** The expense lines gathered into the few kinds a chart can show at a glance. */
export const MONEY_GROUPS = [
  { id: "food", lines: ["foodCost"] },
  {
    id: "staff",
    lines: ["chef", "dishwashing", "bar", "floor", "mpf", "staffInsurance"],
  },
  { id: "premises", lines: ["rent", "managementFee"] },
  { id: "utilities", lines: ["utilities"] },
  {
    id: "other",
    lines: [
      "bookingAppFee",
      "listingPlatformFee",
      "admin",
      "onlinePurchasing",
      "audit",
      "repair",
      "marketing",
      "creditCardFee",
    ],
  },
  { id: "depreciation", lines: ["depreciation"] },
] as const satisfies readonly { id: string; lines: readonly ExpenseLine[] }[];

export type MoneyGroupId = (typeof MONEY_GROUPS)[number]["id"];

export interface MoneyGroupAmount {
  readonly id: MoneyGroupId;
  readonly amount: number;
}

/** One scenario's expenses by group; the amounts add up to its total expenses. */
export function moneyBreakdown(scenario: ScenarioResult): MoneyGroupAmount[] {
  return MONEY_GROUPS.map((group) => ({
    id: group.id,
    amount: group.lines.reduce((sum, line) => sum + scenario[line], 0),
  }));
}

/** The length every bar is drawn against: the largest turnover or total expenses of any case. */
export function chartScale(scenarios: readonly ScenarioResult[]): number {
  return Math.max(...scenarios.flatMap((s) => [s.revenue, s.totalExpenses]));
}
