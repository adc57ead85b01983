import { ASSUMPTION_META, type AssumptionName } from "../../../shared/forecast/index.ts";

// Twelve significant digits hide binary noise (33.3 / 100 = 0.33299999999999996) and keep any
// figure an owner would type.
const tidy = (value: number) => Number(value.toPrecision(12));

/** Percentages are stored as fractions and shown as percent. */
function scaleOf(name: AssumptionName): number {
  return ASSUMPTION_META[name].unit === "%" ? 100 : 1;
}

/** A constant in the unit the owner sees and types (30 for a 30% food cost). */
export function toDisplayValue(name: AssumptionName, engineValue: number): number {
  return tidy(engineValue * scaleOf(name));
}

/** What the owner typed, in the engine's unit (0.3 for 30%). */
export function toEngineValue(name: AssumptionName, displayValue: number): number {
  return tidy(displayValue / scaleOf(name));
}
