import { Link } from "react-router";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { appHref } from "../../../lib/app-paths.ts";
import type { PlaceListItem } from "../api/directory-schemas.ts";
import type { ListMode } from "../place-filter.ts";
import { DistanceLabel } from "./distance-label.tsx";
import { OpeningLabel } from "./opening-label.tsx";
import { RatingStars } from "./rating-stars.tsx";

/** One place in a list: a row (list), a tile (grid) or a large picture (block). */
export function PlaceCard(props: {
  place: PlaceListItem;
  mode?: ListMode;
  headingLevel?: 2 | 3;
  action?: React.ReactNode;
}) {
  const { t } = useI18n();
  const { place, mode = "list", headingLevel = 3 } = props;
  const Title = headingLevel === 2 ? "h2" : "h3";
  const image =
    mode === "list" ? place.image.thumb.url : (place.image.medium?.url ?? place.image.full.url);
  return (
    <article className={`dir-card dir-card--${mode}`}>
      <img
        className="dir-card__image"
        src={image}
        alt=""
        loading="lazy"
        decoding="async"
        width={mode === "list" ? 96 : 300}
        height={mode === "list" ? 96 : 200}
      />
      <div className="dir-card__body">
        {place.category ? <p className="dir-card__category">{place.category.name}</p> : null}
        <Title className="dir-card__title">
          <Link to={appHref.place(place.ID)} className="dir-card__link">
            {place.post_title}
          </Link>
        </Title>
        <RatingStars rating={place.rating_avg} count={place.rating_count} />
        {place.address ? <p className="dir-card__address">{place.address}</p> : null}
        <p className="dir-card__meta">
          <OpeningLabel status={place.opening_status} />
          <DistanceLabel km={place.distance} />
          {place.wishlist ? (
            <span className="dir-card__saved">♥ {t("directory.place.saved")}</span>
          ) : null}
        </p>
      </div>
      {props.action ? <div className="dir-card__action">{props.action}</div> : null}
    </article>
  );
}
