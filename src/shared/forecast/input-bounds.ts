/**
 * Bounds on the forecast inputs (docs/forecast-model.md §5.2), kept free of zod so the form can
 * show them as hints. `max` is where "please input a small number" starts; `allowZero` separates
 * "> 0" from "≥ 0".
 */
export interface InputBound {
  readonly max: number;
  readonly allowZero: boolean;
}

export const NUMERIC_INPUTS = [
  "floorArea",
  "baseRent",
  "managementFee",
  "perCapitaSpend",
  "dailyVisitors",
  "turnoverRentPercent",
] as const;
export type NumericInput = (typeof NUMERIC_INPUTS)[number];

export const FORECAST_INPUT_BOUNDS: { readonly [K in NumericInput]: InputBound } = {
  floorArea: { max: 50_000, allowZero: false },
  baseRent: { max: 5_000_000, allowZero: false },
  managementFee: { max: 1_000_000, allowZero: true },
  perCapitaSpend: { max: 10_000, allowZero: false },
  dailyVisitors: { max: 10_000, allowZero: false },
  // The spec allows up to 100% but calls anything above 50% too big, so 50 is the working bound.
  turnoverRentPercent: { max: 50, allowZero: false },
};
