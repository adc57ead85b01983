import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { appHref } from "../../../lib/app-paths.ts";
import type { PlaceFormPrefill } from "../api/questionnaire-schemas.ts";

/** The new place form's query from what the questionnaire learnt. */
function placeFormQuery(prefill: PlaceFormPrefill): URLSearchParams {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(prefill)) {
    if (value !== undefined && value !== "") query.set(name, String(value));
  }
  return query;
}

/** After saving: thanks, where the copy went, and the way on to listing the restaurant. */
export function SavedAnswers(props: {
  message: string;
  email: string;
  prefill: PlaceFormPrefill;
  onEdit(): void;
}) {
  const { t } = useI18n();
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the person was in has gone: they hear and see where they are now.
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <div className="app-stack">
      <section className="app-card questionnaire-saved" aria-labelledby="questionnaire-saved-title">
        <h2 id="questionnaire-saved-title" ref={heading} tabIndex={-1}>
          {t("questionnaire.saved.title")}
        </h2>
        <p role="status">{props.message}</p>
        {props.email ? <p>{t("questionnaire.saved.copy", { email: props.email })}</p> : null}
      </section>
      <section className="app-card questionnaire-saved" aria-labelledby="questionnaire-list-title">
        <h2 id="questionnaire-list-title">{t("questionnaire.saved.listTitle")}</h2>
        <p>{t("questionnaire.saved.listBody")}</p>
        <Link
          className="app-button app-button--primary"
          to={appHref.newPlace(placeFormQuery(props.prefill))}
        >
          {t("questionnaire.saved.list")}
        </Link>
      </section>
      <button type="button" className="app-button app-button--secondary" onClick={props.onEdit}>
        {t("questionnaire.saved.edit")}
      </button>
    </div>
  );
}
