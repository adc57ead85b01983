import { useNavigate, useParams } from "react-router";
import { AppScreen } from "../../app-frame/app-screen.tsx";
import { FormMessages, TextAreaField } from "../../components/form/fields.tsx";
import { useFormSubmit } from "../../components/form/use-form-submit.ts";
import { useSchemaForm } from "../../components/form/use-schema-form.ts";
import { QueryFailure, QueryPending } from "../../components/query-failure.tsx";
import type { Comment } from "../../features/directory/api/directory-schemas.ts";
import { usePlace } from "../../features/directory/api/get-place.ts";
import { useReviews } from "../../features/directory/api/get-reviews.ts";
import { reviewSchema, usePostReview } from "../../features/directory/api/post-review.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { appHref } from "../../lib/app-paths.ts";
import { noticeState } from "../../lib/notice.ts";
import "../../features/directory/directory.css";

/** Write a review of a place, or edit one's own (posting again replaces it). Verified users only. */
export default function WriteReview() {
  const { t } = useI18n();
  const id = Number(useParams().id);
  const place = usePlace(id, null);
  const reviews = useReviews(id);
  const own = reviews.data?.attr.own ?? null;
  const failed = place.isError ? place : reviews.isError ? reviews : null;
  return (
    <AppScreen title={own ? t("directory.review.editTitle") : t("directory.review.title")}>
      <div className="app-stack">
        {failed ? (
          <QueryFailure error={failed.error} onRetry={() => void failed.refetch()} />
        ) : place.data && reviews.data ? (
          <ReviewForm placeId={id} title={place.data.post_title} own={own} />
        ) : (
          <QueryPending />
        )}
      </div>
    </AppScreen>
  );
}

function ReviewForm(props: { placeId: number; title: string; own: Comment | null }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const post = usePostReview(props.placeId);
  const { own } = props;
  const form = useSchemaForm(reviewSchema, {
    rating: own && own.rate >= 1 ? String(own.rate) : "",
    content: own?.comment_content ?? "",
  });
  const { alert, onSubmit } = useFormSubmit(form, {
    busy: post.isPending,
    async action(input) {
      await post.mutateAsync(input);
      await navigate(appHref.place(props.placeId), {
        replace: true,
        state: noticeState(t("directory.review.saved")),
      });
    },
  });
  const ratingError = form.errors.rating;
  return (
    <form className="app-card app-form" noValidate onSubmit={onSubmit}>
      <p className="app-lead">{t("directory.review.for", { title: props.title })}</p>
      <fieldset
        className="dir-star-input"
        aria-describedby={ratingError ? `${form.idOf("rating")}-error` : undefined}
      >
        <legend>{t("directory.review.rating")}</legend>
        <div className="dir-star-input__stars">
          {(["1", "2", "3", "4", "5"] as const).map((stars) => (
            <label
              key={stars}
              className={Number(form.values.rating) >= Number(stars) ? "is-lit" : undefined}
            >
              <input
                type="radio"
                name="rating"
                value={stars}
                id={stars === "1" ? form.idOf("rating") : undefined}
                checked={form.values.rating === stars}
                onChange={() => form.set("rating", stars, true)}
              />
              <span aria-hidden="true">★</span>
              <span className="visually-hidden">{t("directory.rating.stars", { stars })}</span>
            </label>
          ))}
        </div>
        {ratingError ? (
          <p className="app-field__error" id={`${form.idOf("rating")}-error`}>
            {ratingError}
          </p>
        ) : null}
      </fieldset>
      <TextAreaField form={form} name="content" label={t("directory.review.content")} rows={6} />
      <FormMessages error={alert} />
      <button type="submit" className="app-button app-button--primary" disabled={post.isPending}>
        {own ? t("directory.review.update") : t("directory.review.submit")}
      </button>
    </form>
  );
}
