import { type LegalDocument, legalPath } from "../../../shared/site/site-pages.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";

export function SiteFooter(props: { email: string | null; current?: LegalDocument }) {
  const { t, language } = useI18n();
  return (
    <footer className="site-footer">
      <div className="content-width site-footer__inner">
        <p>{t("footer.copyright", { year: new Date().getFullYear() })}</p>
        <nav className="site-footer__legal" aria-label={t("footer.legal")}>
          <ul>
            {(["privacy", "terms"] as const).map((document) => (
              <li key={document}>
                <a
                  href={legalPath(language, document)}
                  aria-current={props.current === document ? "page" : undefined}
                >
                  {t(`legal.${document}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {props.email ? (
          <p>
            <span className="site-footer__label">{t("contact.emailLabel")}</span>{" "}
            <a href={`mailto:${props.email}`}>{props.email}</a>
          </p>
        ) : null}
      </div>
    </footer>
  );
}
