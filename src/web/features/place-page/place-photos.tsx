import type { PlacePageData } from "../../../shared/places/place-page-source.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";

export function Photos({ place }: { place: PlacePageData }) {
  const { t } = useI18n();
  // The cover is shown at the top; the gallery holds the rest.
  const rest = place.photos.slice(1);
  if (rest.length === 0) return null;
  return (
    <section className="place-section" aria-labelledby="place-photos-title">
      <h2 id="place-photos-title">{t("placePage.photos.title")}</h2>
      <ul className="place-photos">
        {rest.map((photo, index) => (
          <li key={photo.full}>
            <a href={photo.full}>
              <img
                src={photo.medium}
                alt={t("placePage.photoAlt", { title: place.title, number: index + 2 })}
                width={400}
                height={300}
                loading="lazy"
                decoding="async"
              />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
