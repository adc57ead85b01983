import { whatsAppLink } from "../../../shared/bookings/whatsapp-link.ts";
import { isLanguage, type Language } from "../../../shared/i18n/languages.ts";
import { MESSAGES } from "../../../shared/i18n/messages/index.ts";
import { translate } from "../../../shared/i18n/translate.ts";
import type { LeadRow } from "./lead-repository.ts";

const iso = (date: Date | null) => date?.toISOString() ?? null;
const EMAIL = /^[^\s@]+@[^\s@]+$/;

/** The lead's e-mail address, when its contact is one. */
export function leadEmail(row: LeadRow): string | null {
  return EMAIL.test(row.contact) ? row.contact : null;
}

/** The lead's phone: an enquiry's contact when it is not an address, a questionnaire's phone. */
export function leadPhone(row: LeadRow): string | null {
  if (row.source === "enquiry") return leadEmail(row) ? null : row.contact;
  const phone = row.answers?.phone;
  return typeof phone === "string" && phone.trim() !== "" ? phone : null;
}

/** The reply links, written in the lead's language (the reader's, not the admin's). */
function replyLinks(row: LeadRow) {
  const language: Language = isLanguage(row.language) ? row.language : "tc";
  const messages = MESSAGES[language];
  const greeting = translate(messages, "leads.reply.greeting", { name: row.name });
  const subject = translate(
    messages,
    row.source === "enquiry" ? "leads.reply.subject.enquiry" : "leads.reply.subject.questionnaire",
  );
  const email = leadEmail(row);
  const phone = leadPhone(row);
  const whatsapp = phone ? whatsAppLink(phone) : "";
  return {
    email: email
      ? `mailto:${encodeURIComponent(email).replace("%40", "@")}?subject=${encodeURIComponent(
          subject,
        )}&body=${encodeURIComponent(`${greeting}\n\n`)}`
      : null,
    whatsapp: whatsapp ? `${whatsapp}?text=${encodeURIComponent(greeting)}` : null,
  };
}

/** One lead as `leads/list` and `leads/view` send it. */
export function leadJson(row: LeadRow) {
  return {
    key: `${row.source}-${row.id}`,
    source: row.source,
    id: row.id,
    user_id: row.userId,
    name: row.name,
    contact: row.contact,
    email: leadEmail(row),
    phone: leadPhone(row),
    language: row.language,
    message: row.message,
    answers: row.answers,
    forecast_link: row.forecastLink,
    status: row.status,
    note: row.note,
    status_updated_at: iso(row.statusUpdatedAt),
    mailed_at: iso(row.mailedAt),
    received_at: iso(row.receivedAt) ?? "",
    reply: replyLinks(row),
  };
}
