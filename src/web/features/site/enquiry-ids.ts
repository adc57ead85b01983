import type { EnquiryField } from "./send-enquiry.ts";

/**
 * The enquiry form's field ids, apart from the form's code: the page moves focus to the message
 * field ("ask us") before that code, which loads lazily, may have arrived.
 */
export const FIELD_ID: Record<EnquiryField, string> = {
  name: "enquiry-name",
  contact: "enquiry-contact",
  message: "enquiry-message",
  consent: "enquiry-consent",
};
