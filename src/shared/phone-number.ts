/*
 * The one phone rule (code-craft review §3): what a phone field takes, wherever a person types a
 * number (a booking, an account, a place's contact details, the enquiry form), and how a number
 * is read for a link. Pure and dependency-free: the browser's forms and the server share it.
 */

/** The longest phone field we keep, as typed: "+852 (0) 9123-4567 ext" is already past any real one. */
export const PHONE_MAX_LENGTH = 24;

/** Separators people type inside a phone number: spaces, dashes, dots, brackets. */
const SEPARATORS = /[\s\-.()]/g;
/** A Hong Kong number: 8 digits from 2 to 9 (fixed lines 2–3, mobiles 4–9), `852` optional. */
const HONG_KONG = /^(?:\+?852)?([2-9]\d{7})$/;
/** Any other country's: + and the country code, 7 to 15 digits in all (ITU-T E.164). */
const INTERNATIONAL = /^\+[1-9]\d{6,14}$/;
/** A Hong Kong mobile's first digit: 4–7 or 9 (8 starts service numbers, 2–3 fixed lines). */
const MOBILE_FIRST_DIGIT = /^[4-79]/;

/** The number without what people type between its digits: "(852) 9123-4567" → "85291234567". */
export function phoneDigits(value: string): string {
  return value.trim().replace(SEPARATORS, "");
}

/**
 * The eight digits of a Hong Kong number ("+852 9123 4567", "(852) 9123-4567", "9123 4567" →
 * "91234567"), or "" when the text is not one.
 */
export function hongKongNumber(value: string): string {
  return HONG_KONG.exec(phoneDigits(value))?.[1] ?? "";
}

/** The eight digits of a Hong Kong mobile (4–7 or 9 first), or "": a fixed line has no chat app. */
export function hongKongMobile(value: string): string {
  const digits = hongKongNumber(value);
  return MOBILE_FIRST_DIGIT.test(digits) ? digits : "";
}

/**
 * A number a place can call or text: a Hong Kong 8-digit number (spaces, dashes, dots and
 * brackets allowed, `+852` or `(852)` optional) or `+<country code>` and the number, at most
 * `PHONE_MAX_LENGTH` characters as typed. Kept as typed (trimmed): the digits are read from it
 * where a link needs them (`hongKongMobile`, `tel:`).
 */
export function isReachablePhone(value: string): boolean {
  const text = value.trim();
  if (text.length > PHONE_MAX_LENGTH) return false;
  if (hongKongNumber(text)) return true;
  // "+852" and then something else is a mistyped Hong Kong number, not a foreign one.
  const digits = phoneDigits(text);
  return INTERNATIONAL.test(digits) && !digits.startsWith("+852");
}
