export {
  ASSUMPTION_META,
  ASSUMPTION_NAMES,
  type AssumptionCondition,
  type AssumptionMeta,
  type AssumptionName,
  type AssumptionOverrides,
  type AssumptionUnit,
  DEFAULT_ASSUMPTIONS,
  type ForecastAssumptions,
  resolveAssumptions,
} from "./constants.ts";
export { evaluateAtPlan, forecast, type PlanDrivers } from "./forecast.ts";
export {
  assumptionOverridesSchema,
  FORECAST_VALIDATION,
  type ForecastFormInput,
  type ForecastValidationKey,
  forecastInputSchema,
} from "./forecast-input-schema.ts";
export {
  FORECAST_INPUT_BOUNDS,
  type InputBound,
  NUMERIC_INPUTS,
  type NumericInput,
} from "./input-bounds.ts";
export {
  FORECAST_SOURCES,
  type ForecastSource,
  type SourceId,
  type SourceKind,
} from "./sources.ts";
export {
  type Capacity,
  EXPENSE_LINES,
  type ExpenseLine,
  type ForecastInput,
  type ForecastResult,
  type ForecastWarning,
  type ForecastWarningCode,
  type RoleStaffing,
  SCENARIO_NAMES,
  type ScenarioName,
  type ScenarioResult,
  STAFF_ROLES,
  type Staffing,
  type StaffingDriver,
  type StaffRole,
} from "./types.ts";
