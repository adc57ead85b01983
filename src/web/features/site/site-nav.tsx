import { LANGUAGE_PATH_PREFIX, type Language } from "../../../shared/i18n/languages.ts";
import { type LegalDocument, openPath, sitePath } from "../../../shared/site/site-pages.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { DisplaySettings } from "./display-settings.tsx";
import { LanguageSwitch } from "./language-switch.tsx";
import { SiteBrand } from "./site-brand.tsx";
import { useDisclosure } from "./use-disclosure.ts";

export interface SiteNavProps {
  isAboutUs: boolean;
  /** On a legal page: the section links lead to the home page's sections. */
  legal?: LegalDocument;
  /**
   * On another page of the site (a place's page): that page in each language, for the language
   * links; the section links lead to the home page's sections.
   */
  languagePaths?: Record<Language, string>;
  /** Called as a visitor follows a language link, so the choice can be stored. */
  onLanguageChosen?: (language: Language) => void;
}

/** The section links, as the desktop row and the phone menu both list them. */
function SectionLinks(props: { home: string; isAboutUs: boolean; onFollow?: () => void }) {
  const { home, isAboutUs, onFollow } = props;
  const { t, language } = useI18n();
  return (
    <ul>
      <li>
        <a href={`${home}#services`} onClick={onFollow}>
          {t("nav.services")}
        </a>
      </li>
      <li>
        <a href={`${home}#forecast`} onClick={onFollow}>
          {t("nav.forecast")}
        </a>
      </li>
      <li>
        <a href={`${home}#templates`} onClick={onFollow}>
          {t("templates.nav")}
        </a>
      </li>
      <li>
        <a
          href={sitePath(language, true)}
          aria-current={isAboutUs ? "page" : undefined}
          onClick={onFollow}
        >
          {t("nav.about")}
        </a>
      </li>
      <li>
        <a href={`${home}#contact`} onClick={onFollow}>
          {t("nav.contact")}
        </a>
      </li>
      <li>
        {/* The owners' way in (#31): from a forecast or from here to a listing. */}
        <a href={openPath(language)} className="site-nav__list" onClick={onFollow}>
          {t("nav.listRestaurant")}
        </a>
      </li>
      <li>
        {/* A plain link: the app's code stays out of the website's pages until it is opened. */}
        <a href={`${LANGUAGE_PATH_PREFIX[language]}/app`} className="site-nav__app">
          {t("directory.site.link")}
        </a>
      </li>
    </ul>
  );
}

/**
 * The site's banner: brand, section links, language switch and display settings, in one row that
 * stays in view. Where the links do not fit (a phone), they and the language links fold into a
 * menu: a `<details>`, so it opens before and without the page's code too. Each width shows
 * one of the two lists; the other is not rendered for anyone (display: none).
 */
export function SiteNav(props: SiteNavProps) {
  const { isAboutUs, legal, languagePaths, onLanguageChosen } = props;
  const { t, language } = useI18n();
  const menu = useDisclosure();
  // The sections are on the home page: from elsewhere the links go there.
  const home = legal || languagePaths ? sitePath(language, false) : "";
  const languages = (
    <LanguageSwitch
      isAboutUs={isAboutUs}
      legal={legal}
      paths={languagePaths}
      onLanguageChosen={onLanguageChosen}
    />
  );
  return (
    <header className="site-header">
      <div className="content-width site-header__inner">
        <SiteBrand href={sitePath(language, false)} tagline={t("site.brandLocal")} />
        <nav className="site-nav site-nav--row" aria-label={t("nav.label")}>
          <SectionLinks home={home} isAboutUs={isAboutUs} />
        </nav>
        <div className="site-header__tools">
          <div className="site-header__languages">{languages}</div>
          <DisplaySettings />
          <details className="site-menu" ref={menu.ref} {...menu.props}>
            <summary className="site-menu__button">
              <svg
                viewBox="0 0 24 24"
                width="20"
                height="20"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                aria-hidden="true"
                focusable="false"
              >
                <path d="M4 7h16M4 12h16M4 17h16" />
              </svg>
              <span className="visually-hidden">{t("nav.menu")}</span>
            </summary>
            <div className="site-menu__panel">
              <nav className="site-nav" aria-label={t("nav.label")}>
                {/* A followed link closes the menu: the page scrolls to its section beneath. */}
                <SectionLinks home={home} isAboutUs={isAboutUs} onFollow={menu.close} />
              </nav>
              {languages}
            </div>
          </details>
        </div>
      </div>
    </header>
  );
}
