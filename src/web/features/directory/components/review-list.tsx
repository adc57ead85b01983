import { Link } from "react-router";
import type { Language } from "../../../../shared/i18n/languages.ts";
import { writtenDate } from "../../../../shared/i18n/written-date.ts";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { appHref } from "../../../lib/app-paths.ts";
import type { Comment } from "../api/directory-schemas.ts";
import { RatingStars } from "./rating-stars.tsx";

/** Listar's comment dates are Hong Kong wall time ("2024-06-01 09:00:00"); the date leads. */
function reviewDate(text: string, language: Language): string {
  return writtenDate(text.slice(0, 10), language, "short");
}

/** Reviews, newest first as the server gives them; on an author's page, which place each is on. */
export function ReviewList(props: { reviews: readonly Comment[]; showPlace?: boolean }) {
  const { t, language } = useI18n();
  return (
    <ul className="dir-reviews">
      {props.reviews.map((review) => (
        <li key={review.comment_ID} className="app-card dir-review">
          <div className="dir-review__head">
            <img
              src={review.comment_author_image}
              alt=""
              width={40}
              height={40}
              loading="lazy"
              className="dir-avatar"
            />
            <div>
              <p className="dir-review__author">{review.comment_author}</p>
              <p className="dir-review__date">
                <time dateTime={review.comment_date.replace(" ", "T")}>
                  {reviewDate(review.comment_date, language)}
                </time>
              </p>
            </div>
            <RatingStars rating={review.rate} />
          </div>
          {props.showPlace && review.post_title ? (
            <p className="dir-review__place">
              <Link to={appHref.place(Number(review.comment_post_ID))}>
                {t("directory.author.on", { title: review.post_title })}
              </Link>
            </p>
          ) : null}
          <p className="dir-review__content">{review.comment_content}</p>
        </li>
      ))}
    </ul>
  );
}
