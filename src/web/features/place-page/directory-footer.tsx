import { useI18n } from "../../i18n/i18n-context.tsx";
import { directoryLinks } from "./directory-links.ts";

/** The foot of a place's public page: what the directory is, the app, and its terms. */
export function DirectoryFooter() {
  const { t, language } = useI18n();
  const links = directoryLinks(language);
  return (
    <footer className="site-footer place-footer">
      <div className="content-width site-footer__inner">
        <p className="place-footer__about">{t("placePage.footer.about")}</p>
        <nav className="site-footer__legal" aria-label={t("placePage.footer.label")}>
          <ul>
            <li>
              <a href={links.home}>{t("placePage.nav.app")}</a>
            </li>
            <li>
              <a href={links.wishlist}>{t("placePage.footer.wishlist")}</a>
            </li>
            <li>
              <a href={links.terms}>{t("legal.terms")}</a>
            </li>
            <li>
              <a href={links.privacy}>{t("legal.privacy")}</a>
            </li>
          </ul>
        </nav>
        <p>{t("footer.copyright", { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
