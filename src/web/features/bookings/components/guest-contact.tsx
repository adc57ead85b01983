import { personName } from "../../../../shared/accounts/person-name.ts";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import type { BookingView } from "../api/booking-schemas.ts";
import { guestContactLinks } from "../guest-contact.ts";

/**
 * The guest as the owner needs them on the booking's page: name, a number to call (and WhatsApp
 * for a Hong Kong mobile), an address to write to, and what they asked for in the notes.
 */
export function GuestContact(props: { booking: BookingView }) {
  const { t } = useI18n();
  const { booking } = props;
  const name = personName(booking.billing_first_name, booking.billing_last_name);
  const phone = booking.billing_phone.trim();
  const email = booking.billing_email.trim();
  const links = guestContactLinks(phone, email);
  return (
    <section className="app-card bkg-section" aria-labelledby="booking-guest-title">
      <h2 id="booking-guest-title">{t("bookingPage.guest.title")}</h2>
      {phone || email ? null : <p>{t("bookingPage.guest.none")}</p>}
      {name || phone || email || booking.memo ? (
        <dl className="bkg-facts">
          {name ? (
            <div>
              <dt>{t("bookingPage.guest.name")}</dt>
              <dd>{name}</dd>
            </div>
          ) : null}
          {phone ? (
            <div>
              <dt>{t("bookingPage.guest.phone")}</dt>
              <dd className="bkg-contact">
                {links.tel ? <a href={links.tel}>{phone}</a> : phone}
                {links.whatsapp ? (
                  <a href={links.whatsapp} target="_blank" rel="noopener noreferrer">
                    {t("bookingPage.guest.whatsapp")}
                    <span className="visually-hidden"> {t("common.newTab")}</span>
                  </a>
                ) : null}
              </dd>
            </div>
          ) : null}
          {email ? (
            <div>
              <dt>{t("bookingPage.guest.email")}</dt>
              <dd>{links.mailto ? <a href={links.mailto}>{email}</a> : email}</dd>
            </div>
          ) : null}
          {booking.memo ? (
            <div className="bkg-facts__wide">
              <dt>{t("bookingPage.guest.notes")}</dt>
              <dd className="dir-prose">{booking.memo}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
    </section>
  );
}
