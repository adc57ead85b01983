import { z } from "zod";
import { profileSchema } from "../../../shared/accounts/profile-schema.ts";
import { reauthenticateErrors } from "../auth/auth-schemas.ts";
import { RECENT_SIGN_IN_MINUTES } from "../auth/current-password.ts";
import type { RouteDoc } from "../route-doc.ts";

/** WordPress's user object in the edit context, with our profile fields. */
export const wpUserSchema = z
  .strictObject({
    id: z.int(),
    username: z.string(),
    name: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    url: z.string(),
    description: z.string(),
    link: z.string(),
    locale: z.string(),
    nickname: z.string(),
    slug: z.string(),
    roles: z.array(z.enum(["customer", "author", "administrator"])),
    registered_date: z.string(),
    capabilities: z.record(z.string(), z.boolean()),
    extra_capabilities: z.record(z.string(), z.boolean()),
    avatar_urls: z.record(z.string(), z.string()),
    meta: z.array(z.never()),
    listar_user_photo: z.int().min(0),
    user_photo: z.string(),
    phone: z.string(),
    birthday: z.string(),
    gender: z.string(),
    _links: z.strictObject({
      self: z.array(z.strictObject({ href: z.string() })),
      collection: z.array(z.strictObject({ href: z.string() })),
    }),
  })
  .meta({ id: "WpUser" });

/** `wp/v2/users/…`, as users-me-routes registers them. */
export const usersMeDocs: Record<string, RouteDoc> = {
  "POST /me": {
    summary: "Update the signed-in user's profile, e-mail address, password or photo",
    description: `A new password or e-mail address needs \`old_password\`, or a token from a sign-in of the last ${RECENT_SIGN_IN_MINUTES} minutes (else 401 \`auth_reauthenticate\`); the stock apps' change-password screen sends \`password\` alone. A multipart body may carry the photo as the file field \`photo\`.`,
    tags: ["accounts"],
    auth: "signed-in",
    body: profileSchema,
    response: wpUserSchema,
    errors: [
      ...reauthenticateErrors,
      { status: 400, codes: ["rest_user_invalid_email", "rest_upload_no_data"] },
      { status: 413, codes: ["rest_upload_file_too_large"] },
      { status: 415, codes: ["rest_upload_invalid_type"] },
      { status: 429, codes: ["verification_resend_cooldown"] },
      { status: 503, codes: ["rest_upload_busy"] },
    ],
  },
};
