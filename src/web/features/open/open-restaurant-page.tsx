import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { safeParse } from "zod/v4/core";
import { ownerSignUpSchema } from "../../../shared/accounts/owner-sign-up-schema.ts";
import { LANGUAGE_PATH_PREFIX, type Language } from "../../../shared/i18n/languages.ts";
import type { MessageKey } from "../../../shared/i18n/messages/index.ts";
import { forecastResultsPath } from "../../../shared/questionnaire/forecast-link.ts";
import {
  FORECAST_LINK_PARAM,
  JOURNEY_FIELD,
} from "../../../shared/questionnaire/questionnaire-definition.ts";
import { openPath } from "../../../shared/site/site-pages.ts";
import { FormMessages } from "../../components/form/fields.tsx";
import { failureMessage } from "../../components/form/form-failure.ts";
import { QueryFailure } from "../../components/query-failure.tsx";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { ApiError } from "../../lib/api-client.ts";
import { useApiClient } from "../../lib/api-context.tsx";
import { appHref } from "../../lib/app-paths.ts";
import { LegalLink, useAuth, useCurrentUser, WithSlots } from "../accounts/index.ts";
import {
  carriesForecast,
  type FormValues,
  type PlaceFormPrefill,
  type SavedAnswers,
  useQuestionnaireForm,
} from "../questionnaire/index.ts";
import { QuestionnaireForm } from "../questionnaire/public-components.ts";
import { SiteFooter, SiteNav } from "../site/index.ts";
import { registerOwner, resendOwnerCode, verifyOwnerCode } from "./open-account-api.ts";
import "../../components/form/form.css";
import "../../app-frame/app-frame.css";
import "../questionnaire/questionnaire.css";
import "../site/site.css";
import "./open-restaurant.css";

/** The short first step: what the consultancy needs to call back, and where and when. */
const SHORT_FIELDS = [
  JOURNEY_FIELD.restaurantName,
  JOURNEY_FIELD.contactName,
  JOURNEY_FIELD.email,
  JOURNEY_FIELD.phone,
  JOURNEY_FIELD.district,
  JOURNEY_FIELD.openingMonth,
] as const;

/** The marker the place form reads to show "step 3 of 3" and the way back here. */
export const OPEN_PATH_MARK = "from";
export const OPEN_PATH_MARK_VALUE = "open";

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

/** The new place form's app path, filled from the answers, marked as step 3. */
function placeFormPath(prefill: PlaceFormPrefill): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(prefill)) {
    if (value !== undefined && value !== "") query.set(name, String(value));
  }
  query.set(OPEN_PATH_MARK, OPEN_PATH_MARK_VALUE);
  return appHref.newPlace(query);
}

/** The new place form in the page's language (`/en/app/…`, decision 045). */
export function placeFormHref(language: Language, prefill: PlaceFormPrefill): string {
  return `${LANGUAGE_PATH_PREFIX[language]}${placeFormPath(prefill)}`;
}

function StepList(props: { current: 1 | 2 | 3 }) {
  const { t } = useI18n();
  const names: MessageKey[] = ["openPath.step1", "openPath.step2", "openPath.step3"];
  return (
    <nav aria-label={t("openPath.steps")}>
      <ol className="open-steps">
        {names.map((key, index) => {
          const number = index + 1;
          const state = number === props.current ? "current" : number < props.current ? "done" : "";
          return (
            <li
              key={key}
              className={`open-steps__item${state ? ` open-steps__item--${state}` : ""}`}
              aria-current={state === "current" ? "step" : undefined}
            >
              <span className="open-steps__number" aria-hidden="true">
                {number}
              </span>
              <span>{t(key)}</span>
              {state ? <span className="visually-hidden"> {t(`openPath.${state}`)}</span> : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** A step's card: its heading takes the focus when the step appears, so it is seen and heard. */
function StepCard(props: { title: string; lead?: ReactNode; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <section className="app-card open-card" aria-labelledby="open-step-title">
      <h2 id="open-step-title" ref={heading} tabIndex={-1}>
        {props.title}
      </h2>
      {props.lead ? <p>{props.lead}</p> : null}
      {props.children}
    </section>
  );
}

/** Step 1: the questionnaire, short first, with the forecast's figures under "more details". */
function AboutStep(props: { onSaved(saved: SavedAnswers, values: FormValues): void }) {
  const { t } = useI18n();
  const [query] = useSearchParams();
  const form = useQuestionnaireForm();
  const forecastLink = forecastResultsPath(query.get(FORECAST_LINK_PARAM));
  if (form.isError) return <QueryFailure error={form.error} onRetry={() => void form.refetch()} />;
  if (!form.data) return <p className="app-card">{t("openPath.loading")}</p>;
  return (
    <>
      {carriesForecast(query) ? <p className="app-notice">{t("openPath.fromForecast")}</p> : null}
      <QuestionnaireForm
        definition={form.data}
        stored={null}
        query={query}
        forecastLink={forecastLink}
        kept={null}
        short={{
          fields: SHORT_FIELDS,
          detailsLabel: t("openPath.more"),
          submitLabel: t("openPath.send"),
        }}
        onSaved={props.onSaved}
      />
    </>
  );
}

const field = (name: string) => `open-account-${name}`;

/** Step 2: the account from the name and e-mail typed, with a password and the terms. */
function AccountStep(props: {
  name: string;
  email: string;
  prefill: PlaceFormPrefill;
  onCreated(token: string, email: string): void;
}) {
  const { t, language } = useI18n();
  const client = useApiClient();
  const [values, setValues] = useState({
    name: props.name,
    email: props.email,
    password: "",
    accept_terms: false,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [taken, setTaken] = useState(false);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAlert(null);
    setTaken(false);
    const check = safeParse(ownerSignUpSchema, values);
    if (!check.success) {
      const found: Record<string, string> = {};
      for (const issue of check.error.issues) {
        const name = String(issue.path[0] ?? "");
        found[name] ??= t(issue.message as MessageKey);
      }
      setErrors(found);
      setAlert(t("app.form.fixErrors"));
      const first = ["name", "email", "password", "accept_terms"].find((name) => found[name]);
      if (first) document.getElementById(field(first))?.focus();
      return;
    }
    setErrors({});
    if (pending) return;
    setPending(true);
    try {
      const created = await registerOwner(client, check.data);
      props.onCreated(created.token, created.email);
    } catch (error) {
      if (error instanceof ApiError && error.code === "auth_register_email_taken") {
        setTaken(true);
      } else {
        setAlert(
          failureMessage(
            error,
            (params) => {
              setErrors({ ...params });
              return Object.keys(params).length > 0;
            },
            t,
          ),
        );
      }
    } finally {
      setPending(false);
    }
  }

  const signInHref = `${LANGUAGE_PATH_PREFIX[language]}${appHref.signIn(placeFormPath(props.prefill))}`;
  const input = (name: "name" | "email" | "password", type: string, autoComplete: string) => (
    <div className="app-field">
      <label className="app-field__label" htmlFor={field(name)}>
        {t(`openPath.account.${name}`)}
      </label>
      {name === "password" ? (
        <p className="app-field__hint" id={`${field(name)}-help`}>
          {t("openPath.account.passwordHint")}
        </p>
      ) : null}
      <input
        id={field(name)}
        className="app-field__input"
        type={type}
        autoComplete={autoComplete}
        value={values[name]}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={
          [
            name === "password" ? `${field(name)}-help` : "",
            errors[name] ? `${field(name)}-error` : "",
          ]
            .filter(Boolean)
            .join(" ") || undefined
        }
        onChange={(event) => setValues({ ...values, [name]: event.target.value })}
      />
      {errors[name] ? (
        <p className="app-field__error" id={`${field(name)}-error`}>
          {errors[name]}
        </p>
      ) : null}
    </div>
  );

  return (
    <StepCard title={t("openPath.account.title")} lead={t("openPath.account.lead")}>
      <form className="app-form" noValidate onSubmit={submit}>
        {input("name", "text", "name")}
        {input("email", "email", "email")}
        {input("password", "password", "new-password")}
        <div className="app-field app-field--check">
          <input
            id={field("accept_terms")}
            type="checkbox"
            checked={values.accept_terms}
            aria-invalid={errors.accept_terms ? true : undefined}
            aria-describedby={errors.accept_terms ? `${field("accept_terms")}-error` : undefined}
            onChange={(event) => setValues({ ...values, accept_terms: event.target.checked })}
          />
          <label htmlFor={field("accept_terms")}>
            <WithSlots
              text={t("openPath.account.terms")}
              slots={{
                terms: <LegalLink document="terms">{t("openPath.account.termsLink")}</LegalLink>,
                privacy: (
                  <LegalLink document="privacy">{t("openPath.account.privacyLink")}</LegalLink>
                ),
              }}
            />
          </label>
          {errors.accept_terms ? (
            <p className="app-field__error" id={`${field("accept_terms")}-error`}>
              {errors.accept_terms}
            </p>
          ) : null}
        </div>
        {taken ? (
          <div className="app-notice open-taken" role="alert">
            <p>{t("openPath.account.taken")}</p>
            <a className="app-button app-button--secondary" href={signInHref}>
              {t("openPath.account.signIn")}
            </a>
          </div>
        ) : null}
        <FormMessages error={alert} />
        <button type="submit" className="app-button app-button--primary" aria-disabled={pending}>
          {t("openPath.account.create")}
        </button>
      </form>
    </StepCard>
  );
}

/** Step 2, second half: the mailed code proves the address and signs the owner in. */
function CodeStep(props: { token: string; email: string; onVerified(): void }) {
  const { t } = useI18n();
  const client = useApiClient();
  const { store } = useAuth();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setNotice(null);
    const typed = code.replace(/\s/g, "");
    if (!/^\d{6}$/.test(typed)) {
      setError(t("accounts.error.codeFormat"));
      document.getElementById(field("code"))?.focus();
      return;
    }
    if (pending) return;
    setPending(true);
    try {
      const status = await verifyOwnerCode(client, props.token, typed);
      // Stored as the app stores a session: the place form opens signed in.
      store.signIn(props.token, status);
      props.onVerified();
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.code === "verification_invalid_code"
          ? t("openPath.code.invalid")
          : failureMessage(failure, () => false, t),
      );
    } finally {
      setPending(false);
    }
  }

  async function resend() {
    setError(null);
    try {
      await resendOwnerCode(client, props.token);
      setNotice(t("openPath.code.resent"));
    } catch (failure) {
      setError(failureMessage(failure, () => false, t));
    }
  }

  return (
    <StepCard
      title={t("openPath.code.title")}
      lead={t("openPath.code.lead", { email: props.email })}
    >
      <form className="app-form" noValidate onSubmit={submit}>
        <div className="app-field">
          <label className="app-field__label" htmlFor={field("code")}>
            {t("openPath.code.label")}
          </label>
          <input
            id={field("code")}
            className="app-field__input open-code"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={12}
            value={code}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${field("code")}-error` : undefined}
            onChange={(event) => setCode(event.target.value)}
          />
          {error ? (
            <p className="app-field__error" id={`${field("code")}-error`} role="alert">
              {error}
            </p>
          ) : null}
        </div>
        {notice ? (
          <p className="app-notice" role="status">
            {notice}
          </p>
        ) : null}
        <div className="app-buttons">
          <button type="submit" className="app-button app-button--primary" aria-disabled={pending}>
            {t("openPath.code.verify")}
          </button>
          <button type="button" className="app-button app-button--secondary" onClick={resend}>
            {t("openPath.code.resend")}
          </button>
        </div>
      </form>
    </StepCard>
  );
}

/** Step 3: the way to the place form, filled in, in the page's language. */
function ListStep(props: { prefill: PlaceFormPrefill; name?: string }) {
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
