import type { PlacePageData } from "../../../shared/places/place-page-source.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";

function StarIcon() {
  return (
    <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z"
      />
    </svg>
  );
}

export function RatingSummary({ rating }: { rating: PlacePageData["rating"] }) {
  const { t } = useI18n();
  if (rating.count === 0) {
    return <p className="place-rating place-rating--none">{t("placePage.rating.none")}</p>;
  }
  const average = rating.average.toFixed(1);
  const count = t(
    rating.count === 1 ? "placePage.rating.count.one" : "placePage.rating.count.other",
    { count: rating.count },
  );
  return (
    <p className="place-rating">
      <span
        className="place-rating__stars"
        role="img"
        aria-label={t("placePage.rating.label", { average })}
      >
        <StarIcon />
        <span aria-hidden="true">{average}</span>
      </span>
      <a href="#reviews">{count}</a>
    </p>
  );
}
