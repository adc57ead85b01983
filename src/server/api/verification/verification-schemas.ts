import { z } from "zod";
import { verifySchema } from "../../../shared/accounts/verification-schema.ts";
import { success } from "../listar-schemas.ts";
import type { RouteDoc } from "../route-doc.ts";

const TAGS = ["accounts"];

const statusSchema = z
  .strictObject({
    emailVerified: z.boolean(),
    havePersonalInfo: z.boolean(),
    verified: z.boolean(),
  })
  .meta({ id: "VerificationStatus" });

/** `{ns}/v1/verification…`, as verification-routes registers them. */
export const verificationDocs: Record<string, RouteDoc> = {
  "GET /": {
    summary: "Whether the signed-in user's e-mail is verified and personal info complete",
    tags: TAGS,
    auth: "signed-in",
    response: success(statusSchema),
  },
  "POST /verify": {
    summary: "Verify the e-mail address with the mailed link's token, or the code when signed in",
    tags: TAGS,
    auth: "optional",
    body: verifySchema,
    response: z.strictObject({ success: z.literal(true), message: z.string(), data: statusSchema }),
    errors: [
      {
        status: 400,
        codes: ["rest_invalid_param", "verification_invalid_link", "verification_invalid_code"],
      },
      { status: 401, codes: ["rest_permission"] },
    ],
  },
  "POST /resend": {
    summary: "Mail a new verification code and link",
    tags: TAGS,
    auth: "signed-in",
    response: z.strictObject({
      success: z.literal(true),
      message: z.string(),
      data: z.strictObject({ retry_after: z.int() }),
    }),
    errors: [
      { status: 400, codes: ["verification_already_verified"] },
      { status: 429, codes: ["verification_resend_cooldown"] },
      { status: 503, codes: ["verification_mail_failed"] },
    ],
  },
};
