import { type ReactNode, useState } from "react";
import type { Language } from "../../../shared/i18n/languages.ts";
import { JOURNEY_FIELD } from "../../../shared/questionnaire/questionnaire-definition.ts";
import { openPath } from "../../../shared/site/site-pages.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { useAuth, useCurrentUser } from "../accounts/index.ts";
import type { PlaceFormPrefill } from "../questionnaire/index.ts";
import { SiteFooter, SiteNav } from "../site/index.ts";
import { AboutStep } from "./open-about-step.tsx";
import { AccountStep } from "./open-account-step.tsx";
import { CodeStep } from "./open-code-step.tsx";
import { ListStep } from "./open-list-step.tsx";
import { StepList } from "./open-steps.tsx";
import "../../components/form/form.css";
import "../../app-frame/app-frame.css";
import "../questionnaire/questionnaire.css";
import "../site/site.css";
import "./open-restaurant.css";

type Step =
  | { kind: "about" }
  | { kind: "account"; prefill: PlaceFormPrefill; name: string; email: string }
  | { kind: "code"; prefill: PlaceFormPrefill; token: string; email: string }
  | { kind: "list"; prefill: PlaceFormPrefill };

const LANGUAGE_PATHS: Record<Language, string> = {
  tc: openPath("tc"),
  sc: openPath("sc"),
  en: openPath("en"),
};

/**
 * "Open this restaurant with us" (#31, decision 086): in the website's own shell and language,
 * the questionnaire's short first step, then the account made from what was typed (the e-mail
 * proven by a mailed code), then the new place form filled from the answers.
 */
export function OpenRestaurantPage(props: {
  email: string | null;
  onLanguageChosen?: (language: Language) => void;
}) {
  const { t } = useI18n();
  const { token } = useAuth();
  const user = useCurrentUser();
  const [step, setStep] = useState<Step>({ kind: "about" });
  const [saved, setSaved] = useState<string | null>(null);
  const number = step.kind === "about" ? 1 : step.kind === "list" ? 3 : 2;

  let content: ReactNode;
  if (step.kind === "about") {
    content = (
      <AboutStep
        onSaved={(answer, values) => {
          setSaved(answer.message);
          const prefill = answer.data.place_form;
          const name = String(values[JOURNEY_FIELD.contactName] ?? "");
          // Someone already signed in goes straight on to the listing (it needs no more).
          if (token !== null) setStep({ kind: "list", prefill });
          else setStep({ kind: "account", prefill, name, email: answer.data.email });
          window.scrollTo({ top: 0 });
        }}
      />
    );
  } else if (step.kind === "account") {
    content = (
      <AccountStep
        name={step.name}
        email={step.email}
        prefill={step.prefill}
        onCreated={(created, email) =>
          setStep({ kind: "code", prefill: step.prefill, token: created, email })
        }
      />
    );
  } else if (step.kind === "code") {
    content = (
      <CodeStep
        token={step.token}
        email={step.email}
        onVerified={() => setStep({ kind: "list", prefill: step.prefill })}
      />
    );
  } else {
    content = <ListStep prefill={step.prefill} name={user.data?.display_name} />;
  }

  return (
    <div className="site">
      <a className="site-skip-link" href="#main">
        {t("common.skipToContent")}
      </a>
      <SiteNav
        isAboutUs={false}
        languagePaths={LANGUAGE_PATHS}
        onLanguageChosen={props.onLanguageChosen}
      />
      <main id="main" tabIndex={-1}>
        <article className="content-width open-page" aria-labelledby="open-title">
          <h1 className="open-page__title" id="open-title">
            {t("openPath.title")}
          </h1>
          <p className="open-page__lead">{t("openPath.lead")}</p>
          <StepList current={number} />
          <p className="open-page__step">{t("openPath.step", { number })}</p>
          {saved && step.kind !== "about" ? (
            <p className="app-notice" role="status">
              {saved}
            </p>
          ) : null}
          <div className="open-page__content">{content}</div>
        </article>
      </main>
      <SiteFooter email={props.email} />
    </div>
  );
}
