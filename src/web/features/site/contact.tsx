import type { Firm } from "../../../shared/site/firm.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { EnquiryForm, type EnquiryPrefill } from "./enquiry-form.tsx";

/** The deployment's contact details; null where none is configured. */
export interface SiteContact {
  email: string | null;
  /** A phone number in any notation; only its digits reach wa.me. */
  whatsapp: string | null;
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
    ? whatsappHref(contact.whatsapp, t("contact.whatsappMessage"))
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
            {whatsapp ? (
              <div>
                <dt>{t("contact.whatsappLabel")}</dt>
                <dd>
                  <a href={whatsapp} target="_blank" rel="noopener">
                    {t("contact.whatsappAction")}
                    <span className="visually-hidden"> {t("common.newTab")}</span>
                  </a>
                  <span className="site-contact__number">{contact.whatsapp}</span>
                </dd>
              </div>
            ) : null}
          </dl>
        </div>
        {/* Enquiries are mailed to the contact address: without one the form is not offered. */}
        {contact.email ? (
          <div className="site-contact__form">
            <h3 className="site-contact__form-title">{t("contact.formTitle")}</h3>
            <EnquiryForm prefill={prefill} firm={firm} />
          </div>
        ) : null}
      </div>
    </section>
  );
}
