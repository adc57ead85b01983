import type { Language } from "../../../shared/i18n/languages.ts";
import { type PlacePageData, placeAppPath } from "../../../shared/places/place-page-source.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import type { PlacePageText } from "./place-page-text.ts";

export function Reviews(props: { place: PlacePageData; text: PlacePageText; language: Language }) {
  const { place, text, language } = props;
  const { t } = useI18n();
  const app = placeAppPath(language, place.id);
  return (
    <section className="place-section" id="reviews" aria-labelledby="place-reviews-title">
      <h2 id="place-reviews-title">{t("placePage.reviews.title")}</h2>
      {place.reviews.length === 0 ? (
        <p className="place-muted">{t("placePage.reviews.empty")}</p>
      ) : (
        <ol className="place-reviews">
          {place.reviews.map((review) => (
            <li key={review.id} className="place-review">
              <p className="place-review__head">
                <span className="place-review__author">{review.author}</span>
                <span
                  className="place-review__stars"
                  role="img"
                  aria-label={t("placePage.reviews.stars", { rating: review.rating })}
                >
                  <span aria-hidden="true">
                    {"★".repeat(review.rating)}
                    <span className="place-review__empty-stars">
                      {"★".repeat(5 - review.rating)}
                    </span>
                  </span>
                </span>
                <time className="place-muted" dateTime={review.date}>
                  {text.reviewDates[review.id]}
                </time>
              </p>
              <p className="place-review__content">{review.content}</p>
            </li>
          ))}
        </ol>
      )}
      <p className="place-links place-links--inline">
        {place.rating.count > place.reviews.length ? (
          <a href={app}>{t("placePage.reviews.all", { count: place.rating.count })}</a>
        ) : null}
        <a href={app}>{t("placePage.reviews.write")}</a>
      </p>
    </section>
  );
}
