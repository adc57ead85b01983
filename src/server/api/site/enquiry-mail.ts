import type { Enquiry } from "../../../shared/enquiry/enquiry-schema.ts";
import { LANGUAGE_NAME } from "../../../shared/i18n/languages.ts";
import type { Mail } from "../../services/mailer.ts";

const EMAIL_LIKE = /@/;

/** The mail the team receives; replying answers the visitor directly when they left an e-mail. */
export function enquiryMail(
  to: string,
  enquiry: Enquiry & { id: number; forecastUrl?: string | null },
): Mail {
  return {
    to,
    subject: `[Tablestart] Enquiry #${enquiry.id} from ${enquiry.name}`,
    replyTo: EMAIL_LIKE.test(enquiry.contact) ? enquiry.contact : undefined,
    text: [
      `Name: ${enquiry.name}`,
      `Contact: ${enquiry.contact}`,
      `Language: ${LANGUAGE_NAME[enquiry.language]}`,
      ...(enquiry.forecastUrl ? [`Forecast: ${enquiry.forecastUrl}`] : []),
      "",
      enquiry.message,
    ].join("\n"),
  };
}
