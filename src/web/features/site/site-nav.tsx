import type { Language } from "../../../shared/i18n/languages.ts";
import { sitePath } from "../../../shared/site/site-pages.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { DisplaySettings } from "./display-settings.tsx";
import { LanguageSwitch } from "./language-switch.tsx";

export interface SiteNavProps {
  isAboutUs: boolean;
  /** Called as a visitor follows a language link, so the choice can be stored. */
  onLanguageChosen?: (language: Language) => void;
}

/** The site's banner: brand, section links, language switch and display settings. */
export function SiteNav(props: SiteNavProps) {
  const { isAboutUs, onLanguageChosen } = props;
  const { t, language } = useI18n();
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
              <a href="#services">{t("nav.services")}</a>
            </li>
            <li>
              <a href="#forecast">{t("nav.forecast")}</a>
            </li>
            <li>
              <a href="#templates">{t("templates.nav")}</a>
            </li>
            <li>
              <a href={sitePath(language, true)} aria-current={isAboutUs ? "page" : undefined}>
                {t("nav.about")}
              </a>
            </li>
            <li>
              <a href="#contact">{t("nav.contact")}</a>
            </li>
          </ul>
        </nav>
        <div className="site-header__tools">
          <LanguageSwitch isAboutUs={isAboutUs} onLanguageChosen={onLanguageChosen} />
          <DisplaySettings />
        </div>
      </div>
    </header>
  );
}
