import { z } from "zod/mini";

const text = z._default(z.string(), "");

/**
 * The user object of `auth/user` and sign-in (Listar's `refactor_user_data`), with our profile
 * fields (phone, birthday, gender), which a Listar server would not send.
 */
export const accountUserSchema = z.object({
  id: z.number(),
  user_email: z.string(),
  user_nicename: text,
  display_name: text,
  first_name: text,
  last_name: text,
  user_url: text,
  description: text,
  user_photo: text,
  listar_user_photo: z._default(z.number(), 0),
  phone: text,
  birthday: text,
  gender: text,
});

export type AccountUser = z.infer<typeof accountUserSchema>;

/** Every account query's key starts with this, so a change to the account can refresh them all. */
export const ACCOUNT_QUERY_ROOT = "accounts";
