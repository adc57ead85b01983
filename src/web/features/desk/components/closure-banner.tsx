import { Link } from "react-router";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { appHref } from "../../../lib/app-paths.ts";
import type { DeskClosure } from "../api/desk-schemas.ts";

/** The day's closures (decision 077): why and when, and where to change them. */
export function ClosureBanner(props: {
  placeId: number;
  date: string;
  closures: readonly DeskClosure[];
}) {
  const { t } = useI18n();
  if (!props.closures.length) return null;
  const span = (closure: DeskClosure) => {
    const from = closure.start_date === props.date ? closure.start_time : "";
    const to = closure.end_date === props.date ? closure.end_time : "";
    return from || to
      ? t("desk.closure.hours", { from: from || "00:00", to: to || "24:00" })
      : t("desk.closure.allDay");
  };
  return (
    <section className="app-card desk-closures" aria-label={t("desk.closure.title")}>
      <ul>
        {props.closures.map((closure) => (
          <li key={closure.id}>
            <strong>{t("closures.closedFor", { reason: closure.reason_name })}</strong>{" "}
            {span(closure)}
            {closure.message ? (
              <span className="desk-closures__message">{closure.message}</span>
            ) : null}
          </li>
        ))}
      </ul>
      <Link to={appHref.ownerClosures({ place: props.placeId, date: props.date })}>
        {t("desk.closure.manage")}
      </Link>
    </section>
  );
}
