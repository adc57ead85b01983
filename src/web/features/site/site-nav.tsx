import type { Language } from "../../../shared/i18n/languages.ts";
import { type LegalDocument, sitePath } from "../../../shared/site/site-pages.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { DisplaySettings } from "./display-settings.tsx";
import { LanguageSwitch } from "./language-switch.tsx";

export interface SiteNavProps {
  isAboutUs: boolean;
  /** On a legal page: the section links lead to the home page's sections. */
  legal?: LegalDocument;
  /** Called as a visitor follows a language link, so the choice can be stored. */
  onLanguageChosen?: (language: Language) => void;
}

/** The site's banner: brand, section links, language switch and display settings. */
export function SiteNav(props: SiteNavProps) {
  const { isAboutUs, legal, onLanguageChosen } = props;
  const { t, language } = useI18n();
  // The sections are on the home page: from elsewhere the links go there.
  const home = legal ? sitePath(language, false) : "";
  return (
    <header className="site-header">
      <div className="content-width site-header__inner">
        <a className="site-brand" href={sitePath(language, false)}>
          <span className="site-brand__name">{t("site.brand")}</span>
          <span className="site-brand__local">{t("site.brandLocal")}</span>
        </a>
        <nav className="site-nav" aria-label={t("nav.label")}>
          <ul>
            <li>
              <a href={`${home}#services`}>{t("nav.services")}</a>
            </li>
            <li>
              <a href={`${home}#forecast`}>{t("nav.forecast")}</a>
            </li>
            <li>
              <a href={`${home}#templates`}>{t("templates.nav")}</a>
            </li>
            <li>
              <a href={sitePath(language, true)} aria-current={isAboutUs ? "page" : undefined}>
                {t("nav.about")}
              </a>
            </li>
            <li>
              <a href={`${home}#contact`}>{t("nav.contact")}</a>
            </li>
          </ul>
        </nav>
        <div className="site-header__tools">
          <LanguageSwitch isAboutUs={isAboutUs} legal={legal} onLanguageChosen={onLanguageChosen} />
          <DisplaySettings />
        </div>
      </div>
    </header>
  );
}
