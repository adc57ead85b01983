import { Link, useParams } from "react-router";
import { AppScreen } from "../../app-frame/app-screen.tsx";
import { firstScreenLoader, readInBrowser } from "../../app-frame/first-screen.ts";
import { FIRST_SCREEN_HANDLE } from "../../app-frame/first-screen-route.ts";
import { QueryFailure, QueryPending } from "../../components/query-failure.tsx";
import { getReviews, reviewsKey, useReviews } from "../../features/directory/api/get-reviews.ts";
import { RatingSummary } from "../../features/directory/components/rating-summary.tsx";
import { ReviewList } from "../../features/directory/components/review-list.tsx";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { appHref } from "../../lib/app-paths.ts";
import "../../features/directory/directory.css";

export const loader = firstScreenLoader(async (queries, scope, { params }) => {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) return;
  await queries.prefetchQuery({
    queryKey: reviewsKey(scope, id),
    queryFn: () => getReviews(scope.client, id),
  });
});

export const clientLoader = readInBrowser;
export const handle = FIRST_SCREEN_HANDLE;

/** All of a place's reviews under its rating summary. */
export default function Reviews() {
  const { t } = useI18n();
  const id = Number(useParams().id);
  const reviews = useReviews(id);
  return (
    <AppScreen title={t("directory.reviews.title")}>
      <div className="dir-screen dir-screen--narrow">
        {reviews.data ? (
          <>
            <section className="app-card">
              <RatingSummary summary={reviews.data.attr.rating} />
              {reviews.data.attr.submit ? (
                <p className="app-buttons">
                  <Link className="app-button app-button--primary" to={appHref.writeReview(id)}>
                    {reviews.data.attr.own
                      ? t("directory.reviews.edit")
                      : t("directory.reviews.write")}
                  </Link>
                </p>
              ) : (
                <p className="app-lead">{t("directory.reviews.closed")}</p>
              )}
            </section>
            {reviews.data.data.length ? (
              <ReviewList reviews={reviews.data.data} />
            ) : (
              <p className="app-card app-lead">{t("directory.reviews.empty")}</p>
            )}
          </>
        ) : reviews.isError ? (
          <QueryFailure error={reviews.error} onRetry={() => void reviews.refetch()} />
        ) : (
          <QueryPending />
        )}
      </div>
    </AppScreen>
  );
}
