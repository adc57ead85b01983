import { useI18n } from "../../../i18n/i18n-context.tsx";
import type { RatingSummary as Summary } from "../api/directory-schemas.ts";
import { RatingStars } from "./rating-stars.tsx";

/** The average, the count and a bar per star (protocol §2.3's rating summary). */
export function RatingSummary(props: { summary: Summary }) {
  const { t } = useI18n();
  const { rating_avg, rating_count, rating_meta } = props.summary;
  return (
    <div className="dir-summary" data-testid="rating-summary">
      <p className="dir-summary__average">{rating_count ? rating_avg.toFixed(1) : "–"}</p>
      <div>
        <RatingStars rating={rating_avg} count={rating_count} />
        <ul className="dir-summary__bars">
          {[5, 4, 3, 2, 1].map((stars) => {
            const count = rating_meta[String(stars) as keyof typeof rating_meta];
            const share = rating_count ? Math.round((count / rating_count) * 100) : 0;
            return (
              <li
                key={stars}
                className="dir-summary__row"
                aria-label={t("directory.rating.bar", { stars, count })}
              >
                <span aria-hidden="true">{stars}★</span>
                <span className="dir-summary__bar" aria-hidden="true">
                  <span className="dir-summary__fill" style={{ width: `${share}%` }} />
                </span>
                <span aria-hidden="true">{count}</span>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
