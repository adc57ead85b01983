import { useState } from "react";
import { useParams } from "react-router";
import { AppScreen } from "../../app-frame/app-screen.tsx";
import { firstScreenLoader, readInBrowser } from "../../app-frame/first-screen.ts";
import { FIRST_SCREEN_HANDLE } from "../../app-frame/first-screen-route.ts";
import { QueryFailure, QueryPending } from "../../components/query-failure.tsx";
import type { DirectoryUser } from "../../features/directory/api/directory-schemas.ts";
import { useAuthorComments } from "../../features/directory/api/get-author-comments.ts";
import {
  authorListingKey,
  getAuthorListing,
  useAuthorListing,
} from "../../features/directory/api/get-author-listing.ts";
import {
  authorOverviewKey,
  getAuthorOverview,
  useAuthorOverview,
} from "../../features/directory/api/get-author-overview.ts";
import {
  EmptyState,
  LoadMore,
  PlaceGrid,
} from "../../features/directory/components/place-grid.tsx";
import { ReviewList } from "../../features/directory/components/review-list.tsx";
import { counted } from "../../features/directory/counted.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import "../../features/directory/directory.css";

/** The author and the first page of their places: the tab the screen opens on. */
export const loader = firstScreenLoader(async (queries, scope, { params }) => {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) return;
  await Promise.all([
    queries.prefetchQuery({
      queryKey: authorOverviewKey(scope, id),
      queryFn: () => getAuthorOverview(scope.client, id),
    }),
    queries.prefetchInfiniteQuery({
      queryKey: authorListingKey(scope, id),
      queryFn: () => getAuthorListing(scope.client, id, 1),
      initialPageParam: 1,
    }),
  ]);
});

export const clientLoader = readInBrowser;
export const handle = FIRST_SCREEN_HANDLE;

const TABS = ["listings", "reviews", "overview"] as const;
type Tab = (typeof TABS)[number];

/** An author's profile: their places, the reviews of them, and an overview. */
export default function Author() {
  const { t } = useI18n();
  const id = Number(useParams().id);
  const overview = useAuthorOverview(id);
  const [tab, setTab] = useState<Tab>("listings");
  return (
    <AppScreen title={overview.data?.display_name || t("directory.author.title")}>
      <div className="dir-screen dir-screen--narrow">
        {overview.data ? (
          <>
            <AuthorCard author={overview.data} />
            <div className="dir-tabs" role="tablist" aria-label={t("directory.author.title")}>
              {TABS.map((option) => (
                <button
                  key={option}
                  type="button"
                  role="tab"
                  id={`author-tab-${option}`}
                  aria-selected={tab === option}
                  aria-controls={`author-panel-${option}`}
                  className="dir-tabs__tab"
                  onClick={() => setTab(option)}
                >
                  {t(`directory.author.${option}`)}
                </button>
              ))}
            </div>
            <div role="tabpanel" id={`author-panel-${tab}`} aria-labelledby={`author-tab-${tab}`}>
              {tab === "listings" ? (
                <AuthorListings id={id} />
              ) : tab === "reviews" ? (
                <AuthorReviews id={id} />
              ) : (
                <AuthorOverview author={overview.data} />
              )}
            </div>
          </>
        ) : overview.isError ? (
          <QueryFailure error={overview.error} onRetry={() => void overview.refetch()} />
        ) : (
          <QueryPending />
        )}
      </div>
    </AppScreen>
  );
}

function AuthorCard(props: { author: DirectoryUser }) {
  const { t } = useI18n();
  const { author } = props;
  return (
    <section className="app-card dir-person-card">
      <img
        src={author.user_photo}
        alt=""
        width={72}
        height={72}
        className="dir-avatar dir-avatar--large"
      />
      <div>
        <h2>{author.display_name}</h2>
        <p className="app-lead">
          {counted(t, "directory.author.places", author.total_post ?? 0)} ·{" "}
          {counted(t, "directory.author.reviewCount", author.total_comment ?? 0)}
          {author.rating_avg
            ? ` · ${t("directory.author.rating", { rating: author.rating_avg })}`
            : ""}
        </p>
      </div>
    </section>
  );
}

function AuthorOverview(props: { author: DirectoryUser }) {
  const { t } = useI18n();
  const { author } = props;
  return (
    <dl className="app-card dir-facts">
      <div>
        <dt>{t("directory.author.listings")}</dt>
        <dd>{author.total_post ?? 0}</dd>
      </div>
      <div>
        <dt>{t("directory.author.reviews")}</dt>
        <dd>{author.total_comment ?? 0}</dd>
      </div>
      <div>
        <dt>{t("directory.author.averageRating")}</dt>
        <dd>{author.rating_avg || "–"}</dd>
      </div>
      {author.description ? (
        <div className="dir-facts__wide">
          <dt>{t("directory.author.about")}</dt>
          <dd>{author.description}</dd>
        </div>
      ) : null}
    </dl>
  );
}

function AuthorListings(props: { id: number }) {
  const { t } = useI18n();
  const listing = useAuthorListing(props.id);
  const items = listing.data?.pages.flatMap((page) => page.data) ?? [];
  if (listing.isError)
    return <QueryFailure error={listing.error} onRetry={() => void listing.refetch()} />;
  if (!listing.data) return <QueryPending />;
  if (!items.length) return <EmptyState title={t("directory.author.noListings")} />;
  return (
    <>
      <PlaceGrid places={items} />
      <LoadMore
        hasMore={listing.hasNextPage}
        loading={listing.isFetchingNextPage}
        onMore={() => void listing.fetchNextPage()}
      />
    </>
  );
}

function AuthorReviews(props: { id: number }) {
  const { t } = useI18n();
  const comments = useAuthorComments(props.id);
  const items = comments.data?.pages.flatMap((page) => page.data) ?? [];
  if (comments.isError)
    return <QueryFailure error={comments.error} onRetry={() => void comments.refetch()} />;
  if (!comments.data) return <QueryPending />;
  if (!items.length) return <EmptyState title={t("directory.author.noReviews")} />;
  return (
    <>
      <ReviewList reviews={items} showPlace />
      <LoadMore
        hasMore={comments.hasNextPage}
        loading={comments.isFetchingNextPage}
        onMore={() => void comments.fetchNextPage()}
      />
    </>
  );
}
