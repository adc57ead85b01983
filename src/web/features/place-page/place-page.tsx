import type { Language } from "../../../shared/i18n/languages.ts";
import {
  type PlacePageData,
  placeAppPath,
  placeBookPath,
  placePagePaths,
  placeWishPath,
} from "../../../shared/places/place-page-source.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { DirectoryFooter } from "./directory-footer.tsx";
import { DirectoryHeader } from "./directory-header.tsx";
import { Contact } from "./place-contact.tsx";
import { Hours } from "./place-hours.tsx";
import { Location } from "./place-location.tsx";
import { opensContent, type PlacePageText } from "./place-page-text.ts";
import { Photos } from "./place-photos.tsx";
import { RatingSummary } from "./place-rating.tsx";
import { Reviews } from "./place-reviews.tsx";
import "../site/site.css";
import "./place-page.css";

export interface PlacePageProps {
  place: PlacePageData;
  text: PlacePageText;
  onLanguageChosen?: (language: Language) => void;
}

function Paragraphs({ text }: { text: string }) {
  return text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => <p key={part}>{part}</p>);
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
