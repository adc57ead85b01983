import { z } from "zod/mini";
import { phoneField, requiredLine } from "./account-fields.ts";

/**
 * The personal info a booking needs to reach the person (decision 011): an account has it
 * (`havePersonalInfo`) when every one of these is filled in. The one list that the server's
 * verification status, its refusal to blank them (decision 041) and the forms' required marks
 * and checks all read.
 */
export const PERSONAL_INFO_FIELDS = ["first_name", "last_name", "phone"] as const;

export type PersonalInfoField = (typeof PERSONAL_INFO_FIELDS)[number];
export type PersonalInfo = Record<PersonalInfoField, string>;

/** A blank field says why it is needed: "required" alone reads as arbitrary on edit profile. */
const NEEDED = "accounts.error.personalInfoNeeded";

/** Each field filled in, with the same lengths and one-line rule as the profile's fields. */
export const personalInfoShape = {
  first_name: requiredLine(50, NEEDED),
  last_name: requiredLine(50, NEEDED),
  phone: phoneField.check(z.minLength(1, NEEDED)),
} satisfies Record<PersonalInfoField, unknown>;

/** The verification step's form: all three. */
export const personalInfoSchema = z.object(personalInfoShape);

export function hasPersonalInfo(info: PersonalInfo): boolean {
  return PERSONAL_INFO_FIELDS.every((field) => info[field].trim() !== "");
}

/**
 * What `users/me` checks on top of the profile schema for an account whose info is `current`:
 * a field it has filled in may be changed or left out, but not blanked, so that an edit never
 * takes away access that the account has. A field still empty may stay empty (an unverified
 * account, or a Listar app that sends blank names it never asked for).
 */
export function keepsPersonalInfoSchema(current: PersonalInfo) {
  const kept = PERSONAL_INFO_FIELDS.filter((field) => current[field].trim() !== "");
  return z.object(
    Object.fromEntries(kept.map((field) => [field, z.optional(personalInfoShape[field])])),
  );
}
