/**
 * Numbers as owners type them, read into numbers: the one normaliser behind every numeric field of
 * the forecast (the form, a shared results link, the workbook query and the assumption overrides).
 *
 * Accepted, around an ordinary decimal ("120000", "72.5", ".5", "1."):
 * - thousands separators, in groups of three: "120,000", "1,000.5", "120 000";
 * - a Hong Kong dollar prefix: "HK$120,000", "$120,000", "HKD 120,000" (any case, spaces after);
 * - full-width digits and punctuation, the default of many Chinese keyboards: "１２０，０００",
 *   "１０００．５", "ＨＫ＄"; an ideographic space; a typographic minus "−";
 * - spaces before and after.
 *
 * Refused (NaN), so that the schema says "please input a number" next to the field: a comma that
 * is not a thousands separator ("1,2,3", "1,5", "1,0000"), since in Hong Kong a comma groups
 * thousands and guessing it as a decimal mark would change the figure a thousandfold; exponents
 * ("1e5"), hexadecimal ("0x10"), "NaN", "Infinity", a prefix or sign with no number, any other
 * currency or unit, and anything else.
 */

// A leading sign, then an optional HK dollar prefix, then (for "HK$-5") a sign after the prefix.
const SIGN = "([+-]?)";
const PREFIX = "(?:HK\\s*\\$|HKD|\\$)?";
// Digits with no grouping, grouped by commas, or grouped by single spaces; an optional decimal part.
const BODY =
  "(\\d+(?:\\.\\d*)?|\\.\\d+|\\d{1,3}(?:,\\d{3})+(?:\\.\\d*)?|\\d{1,3}(?: \\d{3})+(?:\\.\\d*)?)";
const TYPED_NUMBER = new RegExp(`^${SIGN}\\s*${PREFIX}\\s*${SIGN}\\s*${BODY}$`, "i");

/**
 * Full-width forms become ASCII (NFKC: "１" → "1", "，" → ",", "．" → ".", "＄" → "$", "　" → " "),
 * the minus sign becomes a hyphen-minus, and any run of white space (no-break and narrow no-break
 * spaces included, as some keyboards and locales group with them) becomes one space.
 */
function canonicalText(raw: string): string {
  return raw
    .normalize("NFKC")
    .replace(/\u2212/g, "-")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * A typed number read as a number: undefined when blank, NaN when it cannot be read. Signs are
 * kept, so "-5" reads as -5 and the schema can say "positive" rather than "number".
 */
export function readTypedNumber(raw: string): number | undefined {
  const text = canonicalText(raw);
  if (text === "") return undefined;
  const match = TYPED_NUMBER.exec(text);
  if (!match) return Number.NaN;
  const [, before = "", after = "", body = ""] = match;
  // One sign at most: "--5" and "-HK$-5" are typing slips, not numbers.
  if (before !== "" && after !== "") return Number.NaN;
  const digits = body.replace(/[, ]/g, "");
  const sign = before || after;
  return Number(sign === "-" ? `-${digits}` : digits);
}

const GROUPED = new Intl.NumberFormat("en-US", { maximumFractionDigits: 20, useGrouping: true });

/**
 * Typed text as the form shows it back once the field is left: grouped by commas, decimals as
 * they were ("120000" → "120,000", "HK$1000.5" → "1,000.5", "１０００" → "1,000"). The same in every
 * language: Hong Kong groups thousands with commas in Chinese as in English. Text that is blank or
 * cannot be read stays as typed, next to its message, and so does a number that grouping would
 * round (more than 20 decimals): what is shown always reads back as what was typed.
 */
export function showTypedNumber(text: string): string {
  const value = readTypedNumber(text);
  if (value === undefined || !Number.isFinite(value)) return text;
  const grouped = GROUPED.format(value);
  return readTypedNumber(grouped) === value ? grouped : text;
}
