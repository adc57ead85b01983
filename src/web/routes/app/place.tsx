import { Link, useParams } from "react-router";
import { AppScreen } from "../../app-frame/app-screen.tsx";
import { firstScreenLoader, readInBrowser } from "../../app-frame/first-screen.ts";
import { FIRST_SCREEN_HANDLE } from "../../app-frame/first-screen-route.ts";
import { useAppSite } from "../../app-frame/use-app-site.ts";
import { QueryFailure, QueryPending } from "../../components/query-failure.tsx";
import type { PlaceView } from "../../features/directory/api/directory-schemas.ts";
import { getPlace, placeKey, usePlace } from "../../features/directory/api/get-place.ts";
import { getReviews, reviewsKey, useReviews } from "../../features/directory/api/get-reviews.ts";
import { ContactActions } from "../../features/directory/components/contact-actions.tsx";
import { DistanceLabel } from "../../features/directory/components/distance-label.tsx";
import { Gallery } from "../../features/directory/components/gallery.tsx";
import { OpeningHours } from "../../features/directory/components/opening-hours.tsx";
import { EmptyState, PlaceGrid } from "../../features/directory/components/place-grid.tsx";
import { PlaceQr } from "../../features/directory/components/place-qr.tsx";
import { PlacesMap } from "../../features/directory/components/places-map.tsx";
import { RatingStars } from "../../features/directory/components/rating-stars.tsx";
import { RatingSummary } from "../../features/directory/components/rating-summary.tsx";
import { ReviewList } from "../../features/directory/components/review-list.tsx";
import { ShareButton } from "../../features/directory/components/share-button.tsx";
import { WishlistButton } from "../../features/directory/components/wishlist-button.tsx";
import { directionsHref, placePoint } from "../../features/directory/place-contact.ts";
import { POSITION_PROBLEM_MESSAGE, usePosition } from "../../features/directory/use-position.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { appHref } from "../../lib/app-paths.ts";
import "../../features/directory/directory.css";

/** The place and its reviews, as a visitor without a position or a session reads them. */
export const loader = firstScreenLoader(async (queries, scope, { params }) => {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) return;
  await Promise.all([
    queries.prefetchQuery({
      queryKey: placeKey(scope, id, null),
      queryFn: () => getPlace(scope.client, id, null),
    }),
    queries.prefetchQuery({
      queryKey: reviewsKey(scope, id),
      queryFn: () => getReviews(scope.client, id),
    }),
  ]);
});

export const clientLoader = readInBrowser;
export const handle = FIRST_SCREEN_HANDLE;

/** How many reviews the place screen shows before "all reviews". */
const REVIEW_PREVIEW = 3;

/** Everything about one place (`place/view`), its reviews' summary and what else to look at. */
export default function PlaceScreen() {
  const { t } = useI18n();
  const id = Number(useParams().id);
  const nearMe = usePosition();
  const place = usePlace(id, nearMe.position);
  const title = place.data?.post_title ?? t("directory.place.title");
  return (
    <AppScreen title={title}>
      <div className="dir-screen">
        {place.data ? (
          <PlaceDetail place={place.data} nearMe={nearMe} />
        ) : place.isError ? (
          <QueryFailure error={place.error} onRetry={() => void place.refetch()} />
        ) : Number.isInteger(id) && id > 0 ? (
          <QueryPending />
        ) : (
          <EmptyState title={t("directory.place.notFound")} />
        )}
      </div>
    </AppScreen>
  );
}

function PlaceDetail(props: { place: PlaceView; nearMe: ReturnType<typeof usePosition> }) {
  const { t } = useI18n();
  const { siteUrl, tiles } = useAppSite();
  const { place, nearMe } = props;
  const point = placePoint(place.latitude, place.longitude);
  const shareUrl = place.link || place.app_link || `${siteUrl}${appHref.place(place.ID)}`;
  const images = place.galleries.length ? place.galleries : [place.image];
  return (
    <article className="dir-place">
      <Gallery images={images} title={place.post_title} />
      <header className="dir-place__head">
        {place.category ? <p className="dir-card__category">{place.category.name}</p> : null}
        <h2 className="dir-place__title">{place.post_title}</h2>
        <RatingStars rating={place.rating_avg} count={place.rating_count} />
        {place.booking_use ? (
          <p className="app-buttons">
            <Link className="app-button app-button--primary" to={appHref.book(place.ID)}>
              {t("bookings.place.book")}
            </Link>
            {place.booking_price ? (
              <span className="app-lead">
                {t("bookings.place.from", { price: place.booking_price_display })}
              </span>
            ) : null}
          </p>
        ) : null}
        <div className="app-buttons">
          <WishlistButton placeId={place.ID} saved={place.wishlist} />
          <ShareButton url={shareUrl} title={place.post_title} />
          <PlaceQr url={shareUrl} title={place.post_title} />
        </div>
      </header>
      <div className="dir-place__columns">
        <div className="dir-place__main">
          {place.post_content || place.post_excerpt ? (
            <section className="app-card dir-block" aria-labelledby="place-about">
              <h2 id="place-about">{t("directory.place.about")}</h2>
              <p className="dir-prose">{place.post_content || place.post_excerpt}</p>
              {place.date_establish ? (
                <p className="app-lead">
                  {t("directory.place.established", { date: place.date_establish })}
                </p>
              ) : null}
            </section>
          ) : null}
          <OpeningHours days={place.opening_hour} status={place.opening_status} />
          {place.features.length ? (
            <section className="app-card dir-block" aria-labelledby="place-features">
              <h2 id="place-features">{t("directory.place.facilities")}</h2>
              <ul className="dir-chips">
                {place.features.map((feature) => (
                  <li key={feature.term_id} className="dir-chip dir-chip--static">
                    {feature.name}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {place.price_min || place.price_max ? (
            <section className="app-card dir-block" aria-labelledby="place-price">
              <h2 id="place-price">{t("directory.place.price")}</h2>
              <p>
                {place.price_min && place.price_max
                  ? t("directory.place.priceRange", { min: place.price_min, max: place.price_max })
                  : place.price_min || place.price_max}
              </p>
            </section>
          ) : null}
          {place.tags.length ? (
            <section className="app-card dir-block" aria-labelledby="place-tags">
              <h2 id="place-tags">{t("directory.place.tags")}</h2>
              <ul className="dir-chips">
                {place.tags.map((tag) => (
                  <li key={tag.id} className="dir-chip dir-chip--static">
                    {tag.name}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <PlaceReviews place={place} />
        </div>
        <div className="dir-place__side">
          <ContactActions place={place} />
          <section className="app-card dir-block" aria-labelledby="place-location">
            <h2 id="place-location">{t("directory.place.location")}</h2>
            {place.full_address || place.address ? (
              <p>{place.full_address || place.address}</p>
            ) : null}
            {point ? (
              <>
                <div className="dir-map-frame dir-map-frame--small">
                  <PlacesMap
                    tiles={tiles}
                    places={[place]}
                    focus={point}
                    label={place.post_title}
                  />
                </div>
                <p className="app-buttons">
                  <a
                    className="app-button app-button--secondary"
                    href={directionsHref(point)}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {t("directory.place.directions")}
                  </a>
                  {nearMe.state.kind === "found" ? null : (
                    <button
                      type="button"
                      className="app-button app-button--secondary"
                      onClick={nearMe.locate}
                      disabled={nearMe.state.kind === "locating"}
                    >
                      {nearMe.state.kind === "locating"
                        ? t("directory.place.locating")
                        : t("directory.place.findDistance")}
                    </button>
                  )}
                </p>
                <p>
                  <DistanceLabel km={place.distance} />
                </p>
                {nearMe.state.kind === "failed" ? (
                  <p className="dir-warning" role="alert">
                    {t(POSITION_PROBLEM_MESSAGE[nearMe.state.problem])}
                  </p>
                ) : null}
              </>
            ) : (
              <p className="app-lead">{t("directory.map.noPoint")}</p>
            )}
          </section>
          {place.author ? (
            <section className="app-card dir-block" aria-labelledby="place-owner">
              <h2 id="place-owner">{t("directory.place.owner")}</h2>
              <Link className="dir-person" to={appHref.author(place.author.id)}>
                <img
                  src={place.author.user_photo}
                  alt=""
                  width={40}
                  height={40}
                  className="dir-avatar"
                />
                <span>{place.author.display_name}</span>
              </Link>
            </section>
          ) : null}
        </div>
      </div>
      {place.related.length ? (
        <section className="dir-section" aria-labelledby="place-related">
          <h2 id="place-related">{t("directory.place.related")}</h2>
          <PlaceGrid places={place.related} mode="grid" />
        </section>
      ) : null}
      {place.lastest.length ? (
        <section className="dir-section" aria-labelledby="place-latest">
          <h2 id="place-latest">{t("directory.place.latest")}</h2>
          <PlaceGrid places={place.lastest} mode="grid" />
        </section>
      ) : null}
    </article>
  );
}

function PlaceReviews(props: { place: PlaceView }) {
  const { t } = useI18n();
  const reviews = useReviews(props.place.ID);
  const own = reviews.data?.attr.own;
  return (
    <section className="app-card dir-block" aria-labelledby="place-reviews">
      <h2 id="place-reviews">{t("directory.reviews.title")}</h2>
      {reviews.data ? (
        <>
          <RatingSummary summary={reviews.data.attr.rating} />
          {reviews.data.data.length ? (
            <ReviewList reviews={reviews.data.data.slice(0, REVIEW_PREVIEW)} />
          ) : (
            <p className="app-lead">{t("directory.reviews.empty")}</p>
          )}
          <p className="app-buttons">
            {reviews.data.attr.submit ? (
              <Link
                className="app-button app-button--primary"
                to={appHref.writeReview(props.place.ID)}
              >
                {own ? t("directory.reviews.edit") : t("directory.reviews.write")}
              </Link>
            ) : null}
            {reviews.data.data.length ? (
              <Link
                className="app-button app-button--secondary"
                to={appHref.reviews(props.place.ID)}
              >
                {t("directory.reviews.all")}
              </Link>
            ) : null}
          </p>
        </>
      ) : reviews.isError ? (
        <QueryFailure error={reviews.error} onRetry={() => void reviews.refetch()} />
      ) : (
        <QueryPending />
      )}
    </section>
  );
}
