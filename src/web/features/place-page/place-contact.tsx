import type { PlacePageData } from "../../../shared/places/place-page-source.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { safeWebUrl, telHref, websiteLabel, whatsappHref } from "./contact-links.ts";

/** The protocol's social network keys, as their owners write them. */
const NETWORK_NAME: Record<string, string> = {
  facebook: "Facebook",
  twitter: "X (Twitter)",
  google_plus: "Google+",
  pinterest: "Pinterest",
  tumblr: "Tumblr",
  linkedin: "LinkedIn",
  youtube: "YouTube",
  instagram: "Instagram",
  flickr: "Flickr",
};

export function Contact({ place }: { place: PlacePageData }) {
  const { t } = useI18n();
  const phone = place.phone ? telHref(place.phone) : null;
  const whatsapp = place.whatsapp ? whatsappHref(place.whatsapp) : null;
  const website = place.website ? safeWebUrl(place.website) : null;
  const socials = place.socials.flatMap((social) => {
    const url = safeWebUrl(social.url);
    return url ? [{ ...social, url }] : [];
  });
  if (!phone && !whatsapp && !website && !place.email && socials.length === 0) return null;
  return (
    <section className="place-card" aria-labelledby="place-contact-title">
      <h2 id="place-contact-title">{t("placePage.contact.title")}</h2>
      <dl className="place-contact">
        {phone ? (
          <div>
            <dt>{t("placePage.contact.phone")}</dt>
            <dd>
              <a href={phone}>{place.phone}</a>
            </dd>
          </div>
        ) : null}
        {whatsapp ? (
          <div>
            <dt>{t("placePage.contact.whatsapp")}</dt>
            <dd>
              <a href={whatsapp} rel="noopener" target="_blank">
                {place.whatsapp}
                <span className="visually-hidden">{t("common.newTab")}</span>
              </a>
            </dd>
          </div>
        ) : null}
        {place.email ? (
          <div>
            <dt>{t("placePage.contact.email")}</dt>
            <dd>
              <a href={`mailto:${place.email}`}>{place.email}</a>
            </dd>
          </div>
        ) : null}
        {website ? (
          <div>
            <dt>{t("placePage.contact.website")}</dt>
            <dd>
              <a href={website} rel="noopener nofollow" target="_blank">
                {websiteLabel(place.website)}
                <span className="visually-hidden">{t("common.newTab")}</span>
              </a>
            </dd>
          </div>
        ) : null}
        {socials.length > 0 ? (
          <div>
            <dt>{t("placePage.socials.title")}</dt>
            <dd>
              <ul className="place-links place-links--inline">
                {socials.map((social) => (
                  <li key={social.network}>
                    <a href={social.url} rel="noopener nofollow" target="_blank">
                      {NETWORK_NAME[social.network] ?? social.network}
                      <span className="visually-hidden">{t("common.newTab")}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
