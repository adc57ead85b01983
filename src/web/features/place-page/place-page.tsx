import type { Language } from "../../../shared/i18n/languages.ts";
import {
  type PlacePageData,
  placeAppPath,
  placeBookPath,
  placePagePaths,
  placeWishPath,
} from "../../../shared/places/place-page-source.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { mapLinks, safeWebUrl, telHref, websiteLabel, whatsappHref } from "./contact-links.ts";
import { DirectoryFooter } from "./directory-footer.tsx";
import { DirectoryHeader } from "./directory-header.tsx";
import { opensContent, type PlacePageText } from "./place-page-text.ts";
import "../site/site.css";
import "./place-page.css";

export interface PlacePageProps {
  place: PlacePageData;
  text: PlacePageText;
  onLanguageChosen?: (language: Language) => void;
}

/** The protocol's social network keys, as their owners write them. */
const NETWORK_NAME: Record<string, string> = {
  facebook: "Facebook",
  twitter: "X (Twitter)",
  google_plus: "Google+",
  pinterest: "Pinterest",
  tumblr: "Tumblr",
  linkedin: "LinkedIn",
  youtube: "YouTube",
  instagram: "Instagram",
  flickr: "Flickr",
};

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

function RatingSummary({ rating }: { rating: PlacePageData["rating"] }) {
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

function Paragraphs({ text }: { text: string }) {
  return text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => <p key={part}>{part}</p>);
}

function Hours(props: { place: PlacePageData; text: PlacePageText }) {
  const { place, text } = props;
  const { t } = useI18n();
  const anyHours = place.hours.some((day) => day.ranges.length > 0);
  return (
    <section className="place-card" aria-labelledby="place-hours-title">
      <h2 id="place-hours-title">{t("placePage.hours.title")}</h2>
      {anyHours ? (
        <table className="place-hours">
          <tbody>
            {place.hours.map((day) => {
              const today = day.key === text.today;
              const allDay =
                day.ranges.length === 1 &&
                day.ranges[0]?.start === "00:00" &&
                (day.ranges[0]?.end === "24:00" || day.ranges[0]?.end === "00:00");
              return (
                <tr key={day.key} className={today ? "place-hours__today" : undefined}>
                  <th scope="row">
                    {day.label}
                    {today ? (
                      <span className="place-hours__today-label">
                        {" "}
                        · {t("placePage.hours.today")}
                      </span>
                    ) : null}
                  </th>
                  <td>
                    {day.ranges.length === 0
                      ? t("placePage.hours.dayOff")
                      : allDay
                        ? t("placePage.hours.allDay")
                        : day.ranges.map((range) => (
                            <span
                              key={`${range.start}-${range.end}`}
                              className="place-hours__range"
                            >
                              {range.start}–{range.end}
                            </span>
                          ))}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : (
        <p>{t("placePage.hours.none")}</p>
      )}
    </section>
  );
}

function Location({ place }: { place: PlacePageData }) {
  const { t, language } = useI18n();
  const links = mapLinks(place);
  // "Wan Chai, Hong Kong Island"; Chinese writes the larger area first: "香港島 灣仔".
  const area =
    language === "en"
      ? [place.district, place.region].filter(Boolean).join(", ")
      : [place.region, place.district].filter(Boolean).join(" ");
  if (!place.address && !area && !links.google) return null;
  return (
    <section className="place-card" aria-labelledby="place-location-title">
      <h2 id="place-location-title">{t("placePage.location.title")}</h2>
      <address className="place-address">
        {place.address ? <span>{place.address}</span> : null}
        {area ? <span className="place-muted">{area}</span> : null}
      </address>
      <ul className="place-links">
        {links.osm ? (
          <li>
            <a href={links.osm} rel="noopener" target="_blank">
              {t("placePage.location.osm")}
              <span className="visually-hidden">{t("common.newTab")}</span>
            </a>
          </li>
        ) : null}
        {links.google ? (
          <li>
            <a href={links.google} rel="noopener" target="_blank">
              {t("placePage.location.google")}
              <span className="visually-hidden">{t("common.newTab")}</span>
            </a>
          </li>
        ) : null}
      </ul>
    </section>
  );
}

function Contact({ place }: { place: PlacePageData }) {
  const { t } = useI18n();
  const phone = place.phone ? telHref(place.phone) : null;
  const whatsapp = place.whatsapp ? whatsappHref(place.whatsapp) : null;
  const website = place.website ? safeWebUrl(place.website) : null;
  const socials = place.socials.flatMap((social) => {
    const url = safeWebUrl(social.url);
    return url ? [{ ...social, url }] : [];
  });
  if (!phone && !whatsapp && !website && !place.email && socials.length === 0) return null;
  return (
    <section className="place-card" aria-labelledby="place-contact-title">
      <h2 id="place-contact-title">{t("placePage.contact.title")}</h2>
      <dl className="place-contact">
        {phone ? (
          <div>
            <dt>{t("placePage.contact.phone")}</dt>
            <dd>
              <a href={phone}>{place.phone}</a>
            </dd>
          </div>
        ) : null}
        {whatsapp ? (
          <div>
            <dt>{t("placePage.contact.whatsapp")}</dt>
            <dd>
              <a href={whatsapp} rel="noopener" target="_blank">
                {place.whatsapp}
                <span className="visually-hidden">{t("common.newTab")}</span>
              </a>
            </dd>
          </div>
        ) : null}
        {place.email ? (
          <div>
            <dt>{t("placePage.contact.email")}</dt>
            <dd>
              <a href={`mailto:${place.email}`}>{place.email}</a>
            </dd>
          </div>
        ) : null}
        {website ? (
          <div>
            <dt>{t("placePage.contact.website")}</dt>
            <dd>
              <a href={website} rel="noopener nofollow" target="_blank">
                {websiteLabel(place.website)}
                <span className="visually-hidden">{t("common.newTab")}</span>
              </a>
            </dd>
          </div>
        ) : null}
        {socials.length > 0 ? (
          <div>
            <dt>{t("placePage.socials.title")}</dt>
            <dd>
              <ul className="place-links place-links--inline">
                {socials.map((social) => (
                  <li key={social.network}>
                    <a href={social.url} rel="noopener nofollow" target="_blank">
                      {NETWORK_NAME[social.network] ?? social.network}
                      <span className="visually-hidden">{t("common.newTab")}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}

function Photos({ place }: { place: PlacePageData }) {
  const { t } = useI18n();
  // The cover is shown at the top; the gallery holds the rest.
  const rest = place.photos.slice(1);
  if (rest.length === 0) return null;
  return (
    <section className="place-section" aria-labelledby="place-photos-title">
      <h2 id="place-photos-title">{t("placePage.photos.title")}</h2>
      <ul className="place-photos">
        {rest.map((photo, index) => (
          <li key={photo.full}>
            <a href={photo.full}>
              <img
                src={photo.medium}
                alt={t("placePage.photoAlt", { title: place.title, number: index + 2 })}
                width={400}
                height={300}
                loading="lazy"
                decoding="async"
              />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Reviews(props: { place: PlacePageData; text: PlacePageText; language: Language }) {
  const { place, text, language } = props;
  const { t } = useI18n();
  const app = placeAppPath(language, place.id);
  return (
    <section className="place-section" id="reviews" aria-labelledby="place-reviews-title">
      <h2 id="place-reviews-title">{t("placePage.reviews.title")}</h2>
      {place.reviews.length === 0 ? (
        <p className="place-muted">{t("placePage.reviews.empty")}</p>
      ) : (
        <ol className="place-reviews">
          {place.reviews.map((review) => (
            <li key={review.id} className="place-review">
              <p className="place-review__head">
                <span className="place-review__author">{review.author}</span>
                <span
                  className="place-review__stars"
                  role="img"
                  aria-label={t("placePage.reviews.stars", { rating: review.rating })}
                >
                  <span aria-hidden="true">
                    {"★".repeat(review.rating)}
                    <span className="place-review__empty-stars">
                      {"★".repeat(5 - review.rating)}
                    </span>
                  </span>
                </span>
                <time className="place-muted" dateTime={review.date}>
                  {text.reviewDates[review.id]}
                </time>
              </p>
              <p className="place-review__content">{review.content}</p>
            </li>
          ))}
        </ol>
      )}
      <p className="place-links place-links--inline">
        {place.rating.count > place.reviews.length ? (
          <a href={app}>{t("placePage.reviews.all", { count: place.rating.count })}</a>
        ) : null}
        <a href={app}>{t("placePage.reviews.write")}</a>
      </p>
    </section>
  );
}

/**
 * A place's public page: everything a visitor (or a search engine) needs about it, rendered on the
 * server inside the directory's own header and footer (the toolkit website's menu is for its own
 * pages), with a clear way on to the app for booking, saving and reviewing. Nothing here needs
 * the page's code to work.
 */
export function PlacePage(props: PlacePageProps) {
  const { place, text, onLanguageChosen } = props;
  const { t, language } = useI18n();
  const cover = place.photos[0];
  const price = [place.priceMin, place.priceMax].filter(Boolean);
  const uniquePrice = price[0] === price[1] ? price.slice(0, 1) : price;
  return (
    <div className="site">
      <a className="site-skip-link" href="#main">
        {t("common.skipToContent")}
      </a>
      <DirectoryHeader
        languagePaths={placePagePaths(place.id)}
        onLanguageChosen={onLanguageChosen}
      />
      <main id="main" tabIndex={-1}>
        <article className="content-width place-page" aria-labelledby="place-title">
          <header className="place-head">
            {cover ? (
              <img
                className="place-head__cover"
                src={cover.full}
                alt={t("placePage.photoAlt", { title: place.title, number: 1 })}
                width={1200}
                height={675}
                fetchPriority="high"
              />
            ) : null}
            <div className="place-head__text">
              <p className="place-head__where">
                {[place.category?.name, place.district].filter(Boolean).join(" · ")}
              </p>
              <h1 id="place-title" className="place-head__title">
                {place.title}
              </h1>
              <RatingSummary rating={place.rating} />
              {text.status ? (
                <p className={`place-status place-status--${text.status.open ? "open" : "closed"}`}>
                  <strong>{text.status.label}</strong>
                  {text.status.detail ? <span> · {text.status.detail}</span> : null}
                </p>
              ) : null}
              {uniquePrice.length > 0 ? (
                <p className="place-price">
                  <span className="place-muted">{t("placePage.price.title")}</span>{" "}
                  {uniquePrice.join("–")}
                </p>
              ) : null}
              {place.bookable ? (
                <p className="place-app place-book">
                  <a
                    className="site-button site-button--primary place-app__link place-book__link"
                    href={placeBookPath(language, place.id)}
                  >
                    {t("placePage.book")}
                  </a>
                  <span className="place-muted">{t("placePage.bookHint")}</span>
                </p>
              ) : null}
              <p className="place-app">
                <a
                  className={`site-button ${place.bookable ? "site-button--secondary" : "site-button--primary"} place-app__link`}
                  href={placeAppPath(language, place.id)}
                >
                  {t("placePage.openInApp")}
                </a>
                {/* Saved in the app; a visitor signs in or up first, and it is saved after. */}
                <a
                  className="site-button site-button--secondary place-app__link place-save"
                  href={placeWishPath(language, place.id)}
                >
                  <span aria-hidden="true">♡</span>
                  {t("placePage.save")}
                </a>
                <span className="place-muted">{t("placePage.openInAppHint")}</span>
              </p>
            </div>
          </header>
          <div className="place-body">
            <div className="place-body__main">
              {place.excerpt || place.content ? (
                <section className="place-section place-about" aria-labelledby="place-about-title">
                  <h2 id="place-about-title">{t("placePage.about.title")}</h2>
                  {place.excerpt && !opensContent(place.excerpt, place.content) ? (
                    <p className="place-about__excerpt">{place.excerpt}</p>
                  ) : null}
                  <Paragraphs text={place.content} />
                </section>
              ) : null}
              <Photos place={place} />
              {place.facilities.length > 0 ? (
                <section className="place-section" aria-labelledby="place-facilities-title">
                  <h2 id="place-facilities-title">{t("placePage.facilities.title")}</h2>
                  <ul className="place-chips">
                    {place.facilities.map((facility) => (
                      <li key={facility}>{facility}</li>
                    ))}
                  </ul>
                </section>
              ) : null}
              {place.tags.length > 0 ? (
                <section className="place-section" aria-labelledby="place-tags-title">
                  <h2 id="place-tags-title">{t("placePage.tags.title")}</h2>
                  <ul className="place-chips place-chips--quiet">
                    {place.tags.map((tag) => (
                      <li key={tag}>{tag}</li>
                    ))}
                  </ul>
                </section>
              ) : null}
              <Reviews place={place} text={text} language={language} />
            </div>
            <aside className="place-body__side">
              <Hours place={place} text={text} />
              <Location place={place} />
              <Contact place={place} />
            </aside>
          </div>
        </article>
      </main>
      <DirectoryFooter />
    </div>
  );
}
