/*
 * The values and errors of the formula evaluator (xlsx-formulas.ts), and Excel's conversions
 * between them.
 *
 * Two kinds of failure are kept apart. What this evaluator cannot read (a function it does not
 * know, bad syntax, a circular reference) throws `FormulaError`: it refuses rather than guesses.
 * What Excel itself would show as an error (#DIV/0!, #VALUE!, #NUM!) throws `ExcelError`, which
 * spreads to every formula that uses the cell, as in Excel; `evaluateWorkbook`'s `store` saves it
 * as the cell's error result.
 */

export type FormulaValue = number | string | boolean | null;

/** The formula cannot be evaluated here: unsupported syntax or function, or a circular reference. */
export class FormulaError extends Error {
  override name = "FormulaError";
}

/** The errors this evaluator gives, and those it reads back from a stored cell. */
export type ExcelErrorCode =
  | "#DIV/0!"
  | "#VALUE!"
  | "#NUM!"
  | "#N/A"
  | "#NAME?"
  | "#NULL!"
  | "#REF!";

/** The error value Excel would show for the formula. */
export class ExcelError extends Error {
  override name = "ExcelError";
  constructor(readonly code: ExcelErrorCode) {
    super(code);
  }
}

/** A value used as a number, as Excel converts it: blank is 0, TRUE is 1, "12" is 12. */
export function toNumber(value: FormulaValue): number {
  if (value === null) return 0;
  if (typeof value === "boolean") return value ? 1 : 0;
  if (typeof value === "number") return value;
  const n = value.trim() === "" ? Number.NaN : Number(value);
  if (!Number.isFinite(n)) throw new ExcelError("#VALUE!");
  return n;
}

export function toBoolean(value: FormulaValue): boolean {
  if (typeof value === "string") {
    if (/^true$/i.test(value)) return true;
    if (/^false$/i.test(value)) return false;
    throw new ExcelError("#VALUE!");
  }
  return toNumber(value) !== 0;
}

/** A number result, or #NUM! for what Excel cannot hold (overflow, 0^-1…). */
export function finite(n: number): number {
  if (!Number.isFinite(n)) throw new ExcelError("#NUM!");
  return n === 0 ? 0 : n; // no -0
}

/**
 * Excel's ordering: numbers before text before TRUE/FALSE, text without regard to case, and a
 * blank cell as 0, "" or FALSE, whichever the other side is.
 */
export function compare(a: FormulaValue, b: FormulaValue): number {
  const blankLike = (other: FormulaValue) =>
    typeof other === "string" ? "" : typeof other === "boolean" ? false : 0;
  const left = a ?? blankLike(b);
  const right = b ?? blankLike(a);
  const rank = (v: number | string | boolean) =>
    typeof v === "number" ? 0 : typeof v === "string" ? 1 : 2;
  if (rank(left) !== rank(right)) return rank(left) - rank(right);
  if (typeof left === "string") {
    const x = left.toLowerCase();
    const y = (right as string).toLowerCase();
    return x < y ? -1 : x > y ? 1 : 0;
  }
  return Number(left) - Number(right);
}

/**
 * ROUND and ROUNDUP: halves and any remainder away from zero, after cutting the binary noise
 * below Excel's 15 significant digits (so ROUND(2.675,2) is 2.68, as Excel shows).
 */
export function round(x: number, digits: number, mode: "nearest" | "up"): number {
  const places = Math.trunc(digits);
  const scale = 10 ** Math.abs(places);
  const scaled = places >= 0 ? Math.abs(x) * scale : Math.abs(x) / scale;
  const clean = Number(scaled.toPrecision(15));
  const rounded = mode === "up" ? Math.ceil(clean) : Math.round(clean);
  return finite(Math.sign(x) * (places >= 0 ? rounded / scale : rounded * scale));
}
