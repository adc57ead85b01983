import { useI18n } from "../../../i18n/i18n-context.tsx";
import { counted } from "../counted.ts";

/** Five stars filled to the rating (to the half), read out as "rated 4.5 out of 5". */
export function RatingStars(props: { rating: number; count?: number }) {
  const { t } = useI18n();
  const { rating, count } = props;
  if (count === 0)
    return <span className="dir-rating dir-rating--none">{t("directory.rating.none")}</span>;
  const rounded = Math.round(rating * 2) / 2;
  return (
    <span className="dir-rating">
      <span
        className="dir-stars"
        role="img"
        aria-label={t("directory.rating.label", { average: rating.toFixed(1) })}
      >
        {[1, 2, 3, 4, 5].map((star) => (
          <span
            key={star}
            aria-hidden="true"
            className={
              rounded >= star
                ? "dir-star dir-star--full"
                : rounded >= star - 0.5
                  ? "dir-star dir-star--half"
                  : "dir-star"
            }
          >
            ★
          </span>
        ))}
      </span>
      <span className="dir-rating__value" aria-hidden="true">
        {rating.toFixed(1)}
      </span>
      {count === undefined ? null : (
        <span className="dir-rating__count">({counted(t, "directory.rating.count", count)})</span>
      )}
    </span>
  );
}
