import { z } from "zod/mini";
import { isCalendarDate } from "../calendar-date.ts";
import { hongKongToday } from "../places/hong-kong-clock.ts";
import {
  emailField,
  optionalLine,
  optionalText,
  passwordField,
  phoneField,
  requiredLine,
} from "./account-fields.ts";

export const GENDERS = ["female", "male"] as const;
export type Gender = (typeof GENDERS)[number];

const EARLIEST_BIRTHDAY = "1900-01-01";

/** YYYY-MM-DD, from 1900 to today; blank clears it. ISO dates compare correctly as text. */
const birthdayField = z.string().check(
  z.trim(),
  z.refine((v) => v === "" || isCalendarDate(v), {
    error: "accounts.error.dateFormat",
    abort: true,
  }),
  z.refine((v) => v === "" || v >= EARLIEST_BIRTHDAY, "accounts.error.dateTooEarly"),
  z.refine((v) => v === "" || v <= hongKongToday(), "accounts.error.dateTooNew"),
);

const HOST_WITH_DOMAIN = /^([a-z0-9-]+\.)+[a-z]{2,}$/i;

/** A web address; "example.com" means https://example.com, as people type it. */
const urlField = z.string().check(
  z.trim(),
  z.maxLength(200, "validation.tooLong"),
  z.overwrite((v) => (v === "" || /^[a-z][a-z0-9+.-]*:/i.test(v) ? v : `https://${v}`)),
  z.refine((v) => {
    if (v === "") return true;
    try {
      const url = new URL(v);
      return (
        (url.protocol === "https:" || url.protocol === "http:") &&
        HOST_WITH_DOMAIN.test(url.hostname)
      );
    } catch {
      return false;
    }
  }, "accounts.error.url"),
);

/** A media id from `POST /wp/v2/media` as a number or form text; 0 removes the photo. */
const mediaIdField = z.pipe(
  z.transform((value: unknown) =>
    typeof value === "string" && /^\s*\d+\s*$/.test(value)
      ? Number(value)
      : value === ""
        ? 0
        : value,
  ),
  // Media ids are PostgreSQL integers.
  z.int().check(z.minimum(0), z.maximum(2_147_483_647)),
);

/**
 * `POST /api/wp/v2/users/me` and the edit-profile form. Every field is optional: what is
 * absent stays as it is, and a blank optional field clears it. `name` is WordPress's name
 * for the display name (what Listar apps send); `password` changes the password, as in WordPress.
 * A new password or e-mail address needs the current password in `old_password`, as
 * `auth/change_password` does: a stolen token alone must not take the account over.
 */
export const profileSchema = z.object({
  first_name: z.optional(optionalLine(50)),
  last_name: z.optional(optionalLine(50)),
  display_name: z.optional(requiredLine(100)),
  name: z.optional(requiredLine(100)),
  email: z.optional(emailField),
  phone: z.optional(phoneField),
  birthday: z.optional(birthdayField),
  gender: z.optional(z.enum([...GENDERS, ""], "accounts.error.gender")),
  url: z.optional(urlField),
  description: z.optional(optionalText(1000)),
  listar_user_photo: z.optional(mediaIdField),
  password: z.optional(passwordField),
  /** The current password: needed to change the password or the e-mail address. */
  old_password: z.optional(z.string()),
});

export type ProfileInput = z.infer<typeof profileSchema>;
