import type { ReactNode } from "react";
import { Link } from "react-router";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { appHref } from "../../../lib/app-paths.ts";
import type { OwnPlace } from "../api/listing-schemas.ts";
import { ReviewBadge } from "./review-notice.tsx";

/** A place in the owner's lists or the moderation queue: picture, name, where, and what to do. */
export function OwnPlaceCard(props: {
  place: OwnPlace;
  children?: ReactNode;
  details?: ReactNode;
}) {
  const { t } = useI18n();
  const { place } = props;
  return (
    <article className="app-card lst-place">
      <img
        className="lst-place__image"
        src={place.image.thumb.url}
        alt=""
        loading="lazy"
        width={88}
        height={88}
      />
      <div className="lst-place__body">
        {place.category ? <p className="lst-place__category">{place.category.name}</p> : null}
        <h3 className="lst-place__title">
          <Link to={appHref.place(place.ID)}>{place.post_title || t("listings.untitled")}</Link>
        </h3>
        {place.address ? <p className="lst-muted">{place.address}</p> : null}
        {/* A published place whose owner's latest edit waits for an admin or came back. */}
        {place.review ? <ReviewBadge review={place.review} /> : null}
        {props.details}
      </div>
      {props.children ? (
        <div className="lst-place__actions app-buttons">
          {props.children}
          {/* A published place that takes bookings can be closed for a typhoon or a holiday. */}
          {place.post_status === "publish" && place.booking_use ? (
            <Link
              className="app-button app-button--secondary"
              to={appHref.ownerClosures({ place: place.ID })}
              aria-label={t("closuresScreen.linkNamed", { title: place.post_title })}
            >
              {t("closuresScreen.link")}
            </Link>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
