// zod/mini: the forecast form validates with this schema in every visitor's browser, so it uses
// the tree-shakable build (the server parses it the same way).
import { z } from "zod/mini";
import { ASSUMPTION_META, ASSUMPTION_NAMES, type AssumptionName } from "./constants.ts";
import { FORECAST_INPUT_BOUNDS, type InputBound } from "./input-bounds.ts";
import { readTypedNumber } from "./typed-number.ts";

/** Message keys, not sentences: the form and the API each translate them. */
export const FORECAST_VALIDATION = {
  /** "please input a number": empty, not a number, or unknown. */
  number: "forecast.validation.number",
  /** "please input a positive number". */
  positive: "forecast.validation.positive",
  /** "please input a small number": above the §5.2 bound. */
  small: "forecast.validation.small",
  /** A yes/no field got something other than a yes or a no. */
  choice: "forecast.validation.choice",
} as const;
export type ForecastValidationKey = (typeof FORECAST_VALIDATION)[keyof typeof FORECAST_VALIDATION];

/**
 * A form string or a number, parsed; undefined when blank or missing. Strings go through the one
 * normaliser of typed numbers ("1,000", "HK$120,000", "１０００"), so the form, a shared link and the
 * workbook query read the same text the same way.
 */
function toNumber(raw: string | number | null | undefined): number | undefined {
  if (raw === null || raw === undefined) return undefined;
  if (typeof raw === "number") return raw;
  return readTypedNumber(raw);
}

const numberLike = z.nullish(
  z.union([z.string(), z.number()], { error: FORECAST_VALIDATION.number }),
);

/** Returns the parsed value or the key of the message to show. */
function check(value: number | undefined, bound: InputBound): number | ForecastValidationKey {
  if (value === undefined || !Number.isFinite(value)) return FORECAST_VALIDATION.number;
  if (bound.allowZero ? value < 0 : value <= 0) return FORECAST_VALIDATION.positive;
  if (value > bound.max) return FORECAST_VALIDATION.small;
  return value + 0; // turns -0 into 0
}

function requiredNumber(bound: InputBound) {
  return z.pipe(
    numberLike,
    z.transform((raw, ctx) => {
      const result = check(toNumber(raw), bound);
      if (typeof result === "number") return result;
      ctx.issues.push({ code: "custom", message: result, input: raw });
      return z.NEVER;
    }),
  );
}

/** Blank means "no turnover rent" (null); anything typed must be a valid percentage. */
function optionalNumber(bound: InputBound) {
  return z.pipe(
    numberLike,
    z.transform((raw, ctx) => {
      const value = toNumber(raw);
      if (value === undefined) return null;
      const result = check(value, bound);
      if (typeof result === "number") return result;
      ctx.issues.push({ code: "custom", message: result, input: raw });
      return z.NEVER;
    }),
  );
}

// Checkboxes post "on" when ticked and nothing when not; JSON clients send booleans.
const TRUE_STRINGS = new Set(["true", "on", "1", "yes"]);
const yesNo = z.pipe(
  z.nullish(
    z.union([z.boolean(), z.enum(["true", "false", "on", "off", "1", "0", "yes", "no", ""])], {
      error: FORECAST_VALIDATION.choice,
    }),
  ),
  z.transform((v) => v === true || (typeof v === "string" && TRUE_STRINGS.has(v))),
);

/**
 * The forecast form and API input. Numbers may come as numbers or as typed text (see
 * typed-number.ts); the output is a `ForecastInput`.
 */
export const forecastInputSchema = z.object({
  floorArea: requiredNumber(FORECAST_INPUT_BOUNDS.floorArea),
  baseRent: requiredNumber(FORECAST_INPUT_BOUNDS.baseRent),
  managementFee: requiredNumber(FORECAST_INPUT_BOUNDS.managementFee),
  perCapitaSpend: requiredNumber(FORECAST_INPUT_BOUNDS.perCapitaSpend),
  dailyVisitors: requiredNumber(FORECAST_INPUT_BOUNDS.dailyVisitors),
  turnoverRentPercent: optionalNumber(FORECAST_INPUT_BOUNDS.turnoverRentPercent),
  selfServiceKiosk: yesNo,
  lightFood: yesNo,
});

export type ForecastFormInput = z.input<typeof forecastInputSchema>;

function assumptionValue(positive: boolean) {
  const bound: InputBound = { max: Number.POSITIVE_INFINITY, allowZero: !positive };
  return z.pipe(
    numberLike,
    z.transform((raw, ctx) => {
      const value = toNumber(raw);
      // An override left blank means "use the default".
      if (value === undefined) return undefined;
      const result = check(value, bound);
      if (typeof result === "number") return result;
      ctx.issues.push({ code: "custom", message: result, input: raw });
      return z.NEVER;
    }),
  );
}

type OverrideShape = { [K in AssumptionName]: ReturnType<typeof assumptionValue> };

const overrideShape = Object.fromEntries(
  ASSUMPTION_NAMES.map((name) => [name, assumptionValue(ASSUMPTION_META[name].positive)]),
) as OverrideShape;

/**
 * Overrides of the model constants by name: each a finite number ≥ 0 (> 0 for divisors such as
 * covers per chef). Unknown names are dropped, so an old shared link still opens.
 */
export const assumptionOverridesSchema = z.object(overrideShape);
