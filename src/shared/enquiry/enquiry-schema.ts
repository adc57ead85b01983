// zod/mini: the form ships this schema to every visitor, so it uses the tree-shakable build.
import { z } from "zod/mini";
import { LANGUAGES } from "../i18n/languages.ts";
import { isReachablePhone } from "../phone-number.ts";
import { isSingleLine } from "../single-line.ts";

const EMAIL = z.email();
// A missing or non-text field reads to a person as an empty one.
const REQUIRED = { error: "validation.required" };

const text = (max: number) =>
  z
    .string(REQUIRED)
    .check(z.trim(), z.minLength(1, "validation.required"), z.maxLength(max, "validation.tooLong"));

/**
 * The contact-form enquiry, shared by the form and `POST /api/site/v1/enquiry`.
 * Messages are catalogue keys: each side translates them into the visitor's language.
 */
export const enquirySchema = z.object({
  // The name heads the mail to the team: on one line, it cannot forge "Bcc:" or "Contact:" lines.
  name: text(100).check(z.refine(isSingleLine, "validation.singleLine")),
  contact: text(200).check(
    z.refine((v) => EMAIL.safeParse(v).success || isReachablePhone(v), "enquiry.error.contact"),
  ),
  message: text(2000),
  consent: z.literal(true, "enquiry.error.consent"),
  language: z._default(z.enum(LANGUAGES), "tc"),
});

export type Enquiry = z.infer<typeof enquirySchema>;

/** The hidden field people never see and bots fill in. */
export const ENQUIRY_HONEYPOT_FIELD = "website";
