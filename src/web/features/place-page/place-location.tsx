import type { PlacePageData } from "../../../shared/places/place-page-source.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { mapLinks } from "./contact-links.ts";

export function Location({ place }: { place: PlacePageData }) {
  const { t, language } = useI18n();
  const links = mapLinks(place);
  // "Wan Chai, Hong Kong Island"; Chinese writes the larger area first: "香港島 灣仔".
  const area =
    language === "en"
      ? [place.district, place.region].filter(Boolean).join(", ")
      : [place.region, place.district].filter(Boolean).join(" ");
  if (!place.address && !area && !links.google) return null;
  return (
    <section className="place-card" aria-labelledby="place-location-title">
      <h2 id="place-location-title">{t("placePage.location.title")}</h2>
      <address className="place-address">
        {place.address ? <span>{place.address}</span> : null}
        {area ? <span className="place-muted">{area}</span> : null}
      </address>
      <ul className="place-links">
        {links.osm ? (
          <li>
            <a href={links.osm} rel="noopener" target="_blank">
              {t("placePage.location.osm")}
              <span className="visually-hidden">{t("common.newTab")}</span>
            </a>
          </li>
        ) : null}
        {links.google ? (
          <li>
            <a href={links.google} rel="noopener" target="_blank">
              {t("placePage.location.google")}
              <span className="visually-hidden">{t("common.newTab")}</span>
            </a>
          </li>
        ) : null}
      </ul>
    </section>
  );
}
