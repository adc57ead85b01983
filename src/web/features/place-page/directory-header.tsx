import type { Language } from "../../../shared/i18n/languages.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { DisplaySettings, LanguageSwitch, SiteBrand } from "../site/index.ts";
import { directoryLinks, SEARCH_PARAM } from "./directory-links.ts";

/**
 * The banner of a place's public page: the directory's own (not the toolkit website's), with
 * what a diner looks for next — a search of the places, the categories and districts, and the
 * app. Plain links and a GET form, so all of it works before and without the page's code.
 */
export function DirectoryHeader(props: {
  /** This page in each language, for the language links. */
  languagePaths: Record<Language, string>;
  onLanguageChosen?: (language: Language) => void;
}) {
  const { t, language } = useI18n();
  const links = directoryLinks(language);
  return (
    <header className="site-header place-header">
      <div className="content-width place-header__inner">
        <SiteBrand href={links.home} tagline={t("placePage.brandTagline")} />
        <div className="site-header__tools place-header__tools">
          <LanguageSwitch
            isAboutUs={false}
            paths={props.languagePaths}
            onLanguageChosen={props.onLanguageChosen}
          />
          <DisplaySettings />
        </div>
        <nav className="place-nav" aria-label={t("placePage.nav.label")}>
          <search className="place-search">
            <form action={links.places} method="get">
              <label className="visually-hidden" htmlFor="place-search">
                {t("placePage.nav.searchLabel")}
              </label>
              <input
                id="place-search"
                type="search"
                name={SEARCH_PARAM}
                placeholder={t("placePage.nav.searchLabel")}
                enterKeyHint="search"
                maxLength={100}
              />
              <button type="submit" className="site-button site-button--secondary">
                {t("placePage.nav.search")}
              </button>
            </form>
          </search>
          <ul className="place-nav__links">
            <li>
              <a className="place-nav__link" href={links.categories}>
                {t("placePage.nav.categories")}
              </a>
            </li>
            <li>
              <a className="place-nav__link" href={links.districts}>
                {t("placePage.nav.districts")}
              </a>
            </li>
            <li>
              <a className="place-nav__link" href={links.home}>
                {t("placePage.nav.app")}
              </a>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
