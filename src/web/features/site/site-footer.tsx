import { useI18n } from "../../i18n/i18n-context.tsx";

export function SiteFooter(props: { email: string | null }) {
  const { t } = useI18n();
  return (
    <footer className="site-footer">
      <div className="content-width site-footer__inner">
        <p>{t("footer.copyright", { year: new Date().getFullYear() })}</p>
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
