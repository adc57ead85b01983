import { Suspense } from "react";
import type { Firm } from "../../../shared/site/firm.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { lazyWithRetry } from "../../lib/chunk-retry.ts";
import { whenWanted } from "../../lib/when-wanted.ts";
import type { EnquiryFormProps, EnquiryPrefill } from "./enquiry-form.tsx";

// The form, its schema and its drafts load once the section is wanted: the contact section is
// the page's last, and the home page's first-load JavaScript has a budget. The server renders
// the form, and it posts to the page without its code (decision 039), so nothing waits for the
// chunk.
const EnquiryForm = lazyWithRetry<EnquiryFormProps>(() =>
  whenWanted("contact")
    .then(() => import("./enquiry-form.tsx"))
    .then((module) => ({ default: module.EnquiryForm })),
);

/** The deployment's contact details; null where none is configured. */
export interface SiteContact {
  email: string | null;
  /** A phone number in any notation; only its digits reach wa.me. */
  whatsapp: string | null;
}

/**
 * A phone number as people write it: a Hong Kong number (852 and eight digits) as
 * "+852 9123 4567"; any other as "+" and its digits, since we know no grouping for it.
 */
export function formatPhoneNumber(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  const hongKong = /^852(\d{4})(\d{4})$/.exec(digits);
  if (hongKong) return `+852 ${hongKong[1]} ${hongKong[2]}`;
  return digits ? `+${digits}` : phone;
}

export function whatsappHref(whatsapp: string, text: string): string | null {
  const digits = whatsapp.replace(/\D/g, "");
  return digits ? `https://wa.me/${digits}?text=${encodeURIComponent(text)}` : null;
}

export function Contact(props: {
  contact: SiteContact;
  firm: Firm;
  prefill?: EnquiryPrefill | null;
}) {
  const { contact, firm, prefill } = props;
  const { t } = useI18n();
  const whatsapp = contact.whatsapp
    ? {
        href: whatsappHref(contact.whatsapp, t("contact.whatsappMessage")),
        number: formatPhoneNumber(contact.whatsapp),
      }
    : null;
  const mailto = `mailto:${contact.email}?subject=${encodeURIComponent(t("contact.emailSubject"))}`;
  return (
    <section className="site-section site-contact" id="contact" aria-labelledby="contact-title">
      <div className="content-width site-contact__inner">
        <div className="site-contact__channels">
          <h2 className="site-section__title" id="contact-title">
            {t("contact.title")}
          </h2>
          <p className="site-section__intro">
            {contact.email ? t("contact.intro") : t("contact.notSetUp")}
          </p>
          <dl className="site-contact__list">
            {contact.email ? (
              <div>
                <dt>{t("contact.emailLabel")}</dt>
                <dd>
                  <a href={mailto}>{contact.email}</a>
                </dd>
              </div>
            ) : null}
            {whatsapp?.href ? (
              <div>
                <dt>{t("contact.whatsappLabel")}</dt>
                <dd>
                  <a href={whatsapp.href} target="_blank" rel="noopener">
                    {t("contact.whatsappAction")}
                    <span className="visually-hidden"> {t("common.newTab")}</span>
                  </a>
                  <span className="site-contact__number">{whatsapp.number}</span>
                </dd>
              </div>
            ) : null}
          </dl>
        </div>
        {/* Enquiries are mailed to the contact address: without one the form is not offered. */}
        {contact.email ? (
          <div className="site-contact__form">
            <h3 className="site-contact__form-title">{t("contact.formTitle")}</h3>
            <Suspense fallback={null}>
              <EnquiryForm prefill={prefill} firm={firm} />
            </Suspense>
          </div>
        ) : null}
      </div>
    </section>
  );
}
