import { useI18n } from "../../i18n/i18n-context.tsx";

/**
 * Tablestart's mark and name with the tagline of the face it heads: the toolkit website's or
 * the directory's place pages'. A plain link, so it works before the page's code.
 */
export function SiteBrand(props: { href: string; tagline: string }) {
  const { t } = useI18n();
  return (
    <a className="site-brand" href={props.href}>
      <img
        className="site-brand__mark"
        src="/images/tablestart-mark.svg"
        width={36}
        height={36}
        alt=""
      />
      <span className="site-brand__text">
        <span className="site-brand__name">{t("site.brand")}</span>
        {/* Read as two words, though shown as two lines. */}{" "}
        <span className="site-brand__local">{props.tagline}</span>
      </span>
    </a>
  );
}
