import { z } from "zod";
import { LANGUAGES } from "../i18n/languages.ts";

const EMAIL = z.email();
// A missing or non-text field reads to a person as an empty one.
const REQUIRED = { error: "validation.required" };
// Hong Kong numbers are 8 digits; visitors from elsewhere write + country code and spaces or dashes.
const PHONE = /^\+?[\d\s-]{8,20}$/;

/**
 * The contact-form enquiry, shared by the form and `POST /api/site/v1/enquiry`.
 * Messages are catalogue keys: each side translates them into the visitor's language.
 */
export const enquirySchema = z.object({
  name: z.string(REQUIRED).trim().min(1, "validation.required").max(100, "validation.tooLong"),
  contact: z
    .string(REQUIRED)
    .trim()
    .min(1, "validation.required")
    .max(200, "validation.tooLong")
    .refine((v) => EMAIL.safeParse(v).success || PHONE.test(v), "enquiry.error.contact"),
  message: z.string(REQUIRED).trim().min(1, "validation.required").max(2000, "validation.tooLong"),
  consent: z.literal(true, "enquiry.error.consent"),
  language: z.enum(LANGUAGES).default("tc"),
});

export type Enquiry = z.infer<typeof enquirySchema>;

/** The hidden field people never see and bots fill in. */
export const ENQUIRY_HONEYPOT_FIELD = "website";
