import { LANGUAGE_PATH_PREFIX } from "../../../shared/i18n/languages.ts";
import { openPath } from "../../../shared/site/site-pages.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";

/** The opening statement; its heading is the page's h1 on the home page, an h2 on "about us". */
export function Hero(props: { headingLevel: 1 | 2 }) {
  const { t, language } = useI18n();
  const Heading = props.headingLevel === 1 ? "h1" : "h2";
  return (
    <section className="site-hero" aria-labelledby="hero-title">
      <div className="content-width site-hero__inner">
        <div className="site-hero__text">
          <p className="site-hero__eyebrow">{t("site.title")}</p>
          <Heading className="site-hero__title" id="hero-title">
            {t("hero.title")}
          </Heading>
          {/* The team's years are claimed once on the page, where the about section names the firm. */}
          <p className="site-hero__subtitle">{t("hero.subtitle", { team: t("firm.team") })}</p>
          <div className="site-hero__actions">
            {/* An owners' site leads with its free forecast, then listing (review 2 #54). */}
            <a className="site-button site-button--primary" href="#forecast">
              {t("hero.ctaForecast")}
            </a>
            <a className="site-button site-button--secondary" href={openPath(language)}>
              {t("nav.listRestaurant")}
            </a>
            <a className="site-button site-button--secondary" href="#services">
              {t("hero.ctaServices")}
            </a>
          </div>
          {/* Into the directory app, in this page's language (a plain link: no app code here). */}
          <p className="site-hero__diners">
            <a href={`${LANGUAGE_PATH_PREFIX[language]}/app`}>{t("directory.site.heroCta")}</a>
          </p>
          <ul className="site-hero__points">
            <li>{t("hero.point1")}</li>
            <li>{t("hero.point2")}</li>
            <li>{t("hero.point3")}</li>
          </ul>
        </div>
        {/* Decoration for wide screens only: lazy, so a phone, which hides it, never fetches it. */}
        <img
          className="site-hero__art"
          src="/images/hero-shopfront.svg"
          width={480}
          height={360}
          alt=""
          loading="lazy"
          decoding="async"
        />
      </div>
    </section>
  );
}
