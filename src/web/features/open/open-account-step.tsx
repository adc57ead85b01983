import { type FormEvent, useState } from "react";
import { safeParse } from "zod/v4/core";
import { ownerSignUpSchema } from "../../../shared/accounts/owner-sign-up-schema.ts";
import { LANGUAGE_PATH_PREFIX } from "../../../shared/i18n/languages.ts";
import type { MessageKey } from "../../../shared/i18n/messages/index.ts";
import { FormMessages } from "../../components/form/fields.tsx";
import { failureMessage } from "../../components/form/form-failure.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { ApiError } from "../../lib/api-client.ts";
import { useApiClient } from "../../lib/api-context.tsx";
import { appHref } from "../../lib/app-paths.ts";
import { LegalLink, WithSlots } from "../accounts/index.ts";
import type { PlaceFormPrefill } from "../questionnaire/index.ts";
import { registerOwner } from "./open-account-api.ts";
import { placeFormPath } from "./open-place-form-link.ts";
import { StepCard } from "./open-steps.tsx";

/** An id of the open path's fields; the code step's field takes one too. */
export const field = (name: string) => `open-account-${name}`;

/** Step 2: the account from the name and e-mail typed, with a password and the terms. */
export function AccountStep(props: {
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
