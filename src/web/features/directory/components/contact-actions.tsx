import { useState } from "react";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import type { PlaceView } from "../api/directory-schemas.ts";
import {
  isPhoneBrowser,
  mailtoHref,
  safeWebUrl,
  socialLinks,
  telHref,
  whatsappLinks,
} from "../place-contact.ts";

/** How long a phone gets to leave for the WhatsApp app before we say it is not there. */
const WHATSAPP_WAIT_MS = 1500;

/** Call, e-mail, WhatsApp, website and social links, each only when the place gives one. */
export function ContactActions(props: { place: PlaceView }) {
  const { t } = useI18n();
  const { place } = props;
  const [whatsappMissing, setWhatsappMissing] = useState(false);
  const tel = telHref(place.phone);
  const mail = mailtoHref(place.email);
  const whatsapp = whatsappLinks(place.whatsapp);
  const website = safeWebUrl(place.website);
  const socials = socialLinks(place.social_network);
  if (!tel && !mail && !whatsapp && !website && socials.length === 0) return null;

  /**
   * On a phone the WhatsApp app is asked for directly; if the page is still in front after a
   * moment, no app took the link, so we say so (spec §8) and offer WhatsApp's web page.
   * Elsewhere the web page is the way.
   */
  function openWhatsapp(event: React.MouseEvent<HTMLAnchorElement>, app: string) {
    if (!isPhoneBrowser(navigator.userAgent)) return;
    event.preventDefault();
    setWhatsappMissing(false);
    let left = false;
    const onHide = () => {
      if (document.visibilityState === "hidden") left = true;
    };
    document.addEventListener("visibilitychange", onHide);
    window.setTimeout(() => {
      document.removeEventListener("visibilitychange", onHide);
      if (!left && document.visibilityState === "visible") setWhatsappMissing(true);
    }, WHATSAPP_WAIT_MS);
    window.location.href = app;
  }

  return (
    <section className="app-card dir-block" aria-labelledby="place-contact">
      <h2 id="place-contact">{t("directory.place.contact")}</h2>
      <ul className="dir-actions">
        {tel ? (
          <li>
            <a className="app-button app-button--secondary" href={tel}>
              {t("directory.place.call")} <span className="dir-actions__detail">{place.phone}</span>
            </a>
          </li>
        ) : null}
        {mail ? (
          <li>
            <a className="app-button app-button--secondary" href={mail}>
              {t("directory.place.email")}
            </a>
          </li>
        ) : null}
        {whatsapp ? (
          <li>
            <a
              className="app-button app-button--secondary"
              href={whatsapp.web}
              target="_blank"
              rel="noopener noreferrer"
              onClick={(event) => openWhatsapp(event, whatsapp.app)}
            >
              {t("directory.place.whatsapp")}
            </a>
          </li>
        ) : null}
        {website ? (
          <li>
            <a
              className="app-button app-button--secondary"
              href={website}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t("directory.place.website")}
            </a>
          </li>
        ) : null}
      </ul>
      {whatsappMissing && whatsapp ? (
        <p className="dir-warning" role="alert">
          {t("directory.place.whatsappMissing")}{" "}
          <a href={whatsapp.web} target="_blank" rel="noopener noreferrer">
            {t("directory.place.whatsappWeb")}
          </a>
        </p>
      ) : null}
      {socials.length ? (
        <>
          <h3>{t("directory.place.socials")}</h3>
          <ul className="dir-links">
            {socials.map((social) => (
              <li key={social.network}>
                <a href={social.url} target="_blank" rel="noopener noreferrer">
                  {social.network.replace("_", " ")}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
