import { z } from "zod/mini";

/**
 * `POST /api/{ns}/v1/auth/delete_account` and its form: the current password, named as in
 * `auth/change_password` and `auth/deactivate`. Blank is allowed here only for an account that
 * has no password; the server knows which.
 */
export const deleteAccountSchema = z.object({ old_password: z._default(z.string(), "") });

export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

/** The export's date is Hong Kong's, where our users are: a file saved at 1 a.m. is today's. */
const HK_DATE = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Asia/Hong_Kong",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/**
 * `tablestart-data-<username>-<YYYY-MM-DD>.json`, the name the server's
 * Content-Disposition gives and the app saves under. Usernames are already `[A-Za-z0-9._-]`;
 * anything else (an account made another way) becomes `-`, so the name is always safe.
 */
export function personalDataFilename(username: string, exportedAt: Date): string {
  const safe = username.replace(/[^A-Za-z0-9._-]+/g, "-").slice(0, 60) || "user";
  return `tablestart-data-${safe}-${HK_DATE.format(exportedAt)}.json`;
}
