import { useI18n } from "../../i18n/i18n-context.tsx";
import type { PlaceFormPrefill } from "../questionnaire/index.ts";
import { placeFormHref } from "./open-place-form-link.ts";
import { StepCard } from "./open-steps.tsx";

/** Step 3: the way to the place form, filled in, in the page's language. */
export function ListStep(props: { prefill: PlaceFormPrefill; name?: string }) {
  const { t, language } = useI18n();
  return (
    <StepCard title={t("openPath.list.title")} lead={t("openPath.list.lead")}>
      {props.name ? <p>{t("openPath.account.signedIn", { name: props.name })}</p> : null}
      <a className="app-button app-button--primary" href={placeFormHref(language, props.prefill)}>
        {t("openPath.list.go")}
      </a>
    </StepCard>
  );
}
