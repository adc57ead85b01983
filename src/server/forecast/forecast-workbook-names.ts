import type { ForecastInput, ScenarioName } from "../../shared/forecast/index.ts";

/** Defined names of the cells that readers (and tests) look for. */
export const WORKBOOK_NAMES = {
  netProfit: {
    neutral: "NetProfitNeutral",
    pessimistic: "NetProfitPessimistic",
    optimistic: "NetProfitOptimistic",
  },
  breakEvenVisitors: "BreakEvenVisitors",
  severanceProvision: "SeveranceProvision",
  rates: "Rates",
  otherInsurance: "OtherInsurance",
} as const satisfies {
  netProfit: Record<ScenarioName, string>;
  breakEvenVisitors: string;
  severanceProvision: string;
  rates: string;
  otherInsurance: string;
};

/** The defined name of each input cell. */
export const INPUT_NAMES = {
  floorArea: "FloorArea",
  baseRent: "BaseRent",
  managementFee: "ManagementFee",
  perCapitaSpend: "PerCapitaSpend",
  dailyVisitors: "DailyVisitors",
  turnoverRentPercent: "TurnoverRent",
  selfServiceKiosk: "SelfServiceKiosk",
  lightFood: "LightFood",
} as const satisfies Record<keyof ForecastInput, string>;
