// zod/mini: the account forms ship these schemas to the browser, so they use the tree-shakable build.
import { z } from "zod/mini";
import { isReachablePhone } from "../phone-number.ts";
import { isSingleLine } from "../single-line.ts";

export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 60;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

// A missing or non-text field reads to a person as an empty one.
const REQUIRED = { error: "validation.required" };
const EMAIL = z.email();
// No "@": sign-in tells a username from an e-mail address by it.
const USERNAME_CHARACTERS = /^[A-Za-z0-9._-]+$/;

/**
 * A text field that must not be blank; messages are catalogue keys. `blank` says why, where a
 * field has its own reason to be needed (the personal info a booking needs).
 */
export const requiredText = (max: number, blank = "validation.required") =>
  z
    .string({ error: blank })
    .check(z.trim(), z.minLength(1, blank), z.maxLength(max, "validation.tooLong"));

/** A text field that may be blank (blank clears it). */
export const optionalText = (max: number) =>
  z.string().check(z.trim(), z.maxLength(max, "validation.tooLong"));

const oneLine = z.refine<string>(isSingleLine, "validation.singleLine");

/** A name: one line of text that must not be blank (see single-line.ts). */
export const requiredLine = (max: number, blank?: string) =>
  requiredText(max, blank).check(oneLine);

/** A name that may be blank (blank clears it), on one line. */
export const optionalLine = (max: number) => optionalText(max).check(oneLine);

export const usernameField = z
  .string(REQUIRED)
  .check(
    z.trim(),
    z.minLength(1, "validation.required"),
    z.minLength(USERNAME_MIN_LENGTH, "accounts.error.usernameTooShort"),
    z.maxLength(USERNAME_MAX_LENGTH, "accounts.error.usernameTooLong"),
    z.regex(USERNAME_CHARACTERS, "accounts.error.usernameCharacters"),
  );

/** Trimmed and lower-cased: addresses are compared without regard to case. */
export const emailField = z.string(REQUIRED).check(
  z.trim(),
  z.toLowerCase(),
  z.minLength(1, "validation.required"),
  z.maxLength(254, "validation.tooLong"),
  z.refine((value) => value === "" || EMAIL.safeParse(value).success, "accounts.error.notEmail"),
);

/** Passwords are taken as typed: spaces at either end are part of them. */
export const passwordField = z
  .string(REQUIRED)
  .check(
    z.minLength(1, "validation.required"),
    z.minLength(PASSWORD_MIN_LENGTH, "accounts.error.passwordTooShort"),
    z.maxLength(PASSWORD_MAX_LENGTH, "accounts.error.passwordTooLong"),
  );

/**
 * The account's phone, blank or a number a place can call (shared/phone-number.ts): it fills a
 * booking's blank phone, so it keeps the booking's rule.
 */
export const phoneField = z.string().check(
  z.trim(),
  z.refine((value) => value === "" || isReachablePhone(value), "accounts.error.phone"),
);

/** Form posts carry booleans as text: "on" from a checkbox, "true"/"1" from scripts. */
export const formBoolean = z.transform((value: unknown) => {
  if (value === true || value === "true" || value === "on" || value === "1") return true;
  if (value === false || value === "false" || value === "off" || value === "0" || value === "")
    return false;
  return value;
});
