import {
  LANGUAGE_NAME,
  LANGUAGE_SHORT_NAME,
  LANGUAGE_TAG,
  LANGUAGES,
  type Language,
} from "../../../shared/i18n/languages.ts";
import { type LegalDocument, legalPath, sitePath } from "../../../shared/site/site-pages.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";

/** Links to the same page in the other languages, each named in its own language. */
export function LanguageSwitch(props: {
  isAboutUs: boolean;
  /** On a legal page: link to the same legal page in the other languages. */
  legal?: LegalDocument;
  /** On any other page: that page in each language. */
  paths?: Record<Language, string>;
  onLanguageChosen?: (language: Language) => void;
}) {
  const { isAboutUs, legal, paths, onLanguageChosen } = props;
  const { t, language } = useI18n();
  return (
    <nav className="site-languages" aria-label={t("settings.language")}>
      <ul>
        {LANGUAGES.filter((other) => other !== language).map((other) => (
          <li key={other}>
            <a
              href={
                paths?.[other] ?? (legal ? legalPath(other, legal) : sitePath(other, isAboutUs))
              }
              hrefLang={LANGUAGE_TAG[other]}
              lang={LANGUAGE_TAG[other]}
              onClick={() => onLanguageChosen?.(other)}
              aria-label={LANGUAGE_NAME[other]}
              title={LANGUAGE_NAME[other]}
            >
              {/* The header's desktop row shows the short name (site.css); menus the full one. */}
              <span className="site-languages__name">{LANGUAGE_NAME[other]}</span>
              <span className="site-languages__short" aria-hidden="true">
                {LANGUAGE_SHORT_NAME[other]}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
