import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from "react";
import { useActionData, useFetcher, useLocation } from "react-router";
import { ENQUIRY_HONEYPOT_FIELD, enquirySchema } from "../../../shared/enquiry/enquiry-schema.ts";
import type { MessageKey } from "../../../shared/i18n/messages/index.ts";
import { forecastResultsPath } from "../../../shared/questionnaire/forecast-link.ts";
import { FORECAST_LINK_PARAM } from "../../../shared/questionnaire/questionnaire-definition.ts";
import { type Firm, firmVars } from "../../../shared/site/firm.ts";
import { legalPath } from "../../../shared/site/site-pages.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { clearSessionDraft, useSessionDraft } from "../../lib/use-session-draft.ts";
import { useLoading } from "../../shell/loading/loading-context.tsx";
import { EnquiryErrorSummary } from "./enquiry-error-summary.tsx";
import { FIELD_ID } from "./enquiry-ids.ts";
import {
  draftFrom,
  EMPTY,
  ENQUIRY_DRAFT_KEY,
  isUntouched,
  typedBeforeHydration,
  type Values,
  withPrefill,
} from "./enquiry-values.ts";
import {
  ENQUIRY_FIELDS,
  ENQUIRY_INTENT,
  type EnquiryAnswer,
  type EnquiryField,
} from "./send-enquiry.ts";
import { ENQUIRY_FORM_ID, useEnquiryAction } from "./use-enquiry-action.ts";

/** Text to put into the message field; a new serial asks again even for the same text. */
export interface EnquiryPrefill {
  message: string;
  serial: number;
}

type FieldErrors = Partial<Record<EnquiryField, string>>;
type Notice = { kind: "success" } | { kind: "error"; text: string };

const NOTICE_KEY: Record<Exclude<EnquiryAnswer["status"], "sent" | "invalid">, MessageKey> = {
  spam: "enquiry.spam",
  rateLimited: "enquiry.rateLimited",
  notSetUp: "contact.notSetUp",
  failed: "enquiry.sendFailure",
  offline: "error.notConnected",
};

export interface EnquiryFormProps {
  prefill?: EnquiryPrefill | null;
  firm: Firm;
}

export function EnquiryForm(props: EnquiryFormProps) {
  const { prefill, firm } = props;
  const { t, language } = useI18n();
  const loading = useLoading();
  const fetcher = useFetcher<EnquiryAnswer>();
  const action = useEnquiryAction();
  // Sent from a forecast's "ask us" (decision 084): its results go with the enquiry, checked
  // as the server checks them, so only a results link of ours is ever offered.
  const forecastLink = forecastResultsPath(
    new URLSearchParams(useLocation().search).get(FORECAST_LINK_PARAM),
  );
  // Set when the browser posted the form itself (before or without the page's code) and the
  // server answered with this page: the form starts from that answer.
  const pageAnswer = useActionData<EnquiryAnswer>();
  const [values, setValues] = useState<Values>(() =>
    pageAnswer && "values" in pageAnswer && pageAnswer.values
      ? { ...pageAnswer.values, website: "" }
      : EMPTY,
  );
  const [errors, setErrors] = useState<FieldErrors>(() =>
    pageAnswer?.status === "invalid" ? translated(pageAnswer.errors) : {},
  );
  const [summaryShown, setSummaryShown] = useState(pageAnswer?.status === "invalid");
  const [notice, setNotice] = useState<Notice | null>(() =>
    pageAnswer ? noticeOf(pageAnswer) : null,
  );
  // Bumped to move focus to the answer: the error summary or the notice.
  const [answerFocus, setAnswerFocus] = useState<{ to: "summary" | "notice" } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const lastPrefill = useRef<string | null>(null);
  const sending = fetcher.state !== "idle";

  const labels: Record<EnquiryField, string> = {
    name: t("enquiry.name"),
    contact: t("enquiry.contact"),
    message: t("enquiry.message"),
    // The data user the consent names is the firm behind the site, as the privacy policy says.
    consent: t("enquiry.consent", firmVars(t, firm)),
  };

  function translated(keys: Partial<Record<EnquiryField, MessageKey>>): FieldErrors {
    const found: FieldErrors = {};
    for (const field of ENQUIRY_FIELDS) {
      const key = keys[field];
      if (key) found[field] = t(key);
    }
    return found;
  }

  function noticeOf(answer: EnquiryAnswer): Notice | null {
    if (answer.status === "sent") return { kind: "success" };
    if (answer.status === "invalid") return null;
    return { kind: "error", text: t(NOTICE_KEY[answer.status]) };
  }

  function validate(candidate: Values): FieldErrors {
    const result = enquirySchema.safeParse({ ...candidate, language });
    const found: Partial<Record<EnquiryField, MessageKey>> = {};
    if (result.success) return {};
    for (const issue of result.error.issues) {
      const field = issue.path[0];
      if (typeof field === "string" && field in FIELD_ID && !found[field as EnquiryField]) {
        // The schema's messages are catalogue keys, shared with the server.
        found[field as EnquiryField] = issue.message as MessageKey;
      }
    }
    return translated(found);
  }

  function showFieldError(field: EnquiryField, candidate: Values) {
    const message = validate(candidate)[field];
    setErrors((previous) => {
      const { [field]: _dropped, ...rest } = previous;
      return message ? { ...rest, [field]: message } : rest;
    });
  }

  function change<F extends keyof Values>(field: F, value: Values[F]) {
    const next = { ...values, [field]: value };
    setValues(next);
    setNotice(null);
    // Once a field shows an error, the error follows the typing so fixing it clears it at once.
    if (field !== "website" && errors[field as EnquiryField]) {
      showFieldError(field as EnquiryField, next);
    }
  }

  const onText =
    (field: "name" | "contact" | "message" | "website") =>
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      change(field, event.target.value);

  // Once, right after hydration: from then on the fields and the state agree by construction.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reads the first render's values only
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    // Sent by the browser itself: any draft this tab kept from before is what was sent.
    if (pageAnswer?.status === "sent") clearSessionDraft(ENQUIRY_DRAFT_KEY);
    const typed = typedBeforeHydration(form, values);
    if (typed) setValues(typed);
    // Marks the form as working (its code has arrived), for scripts and tests to wait on.
    form.dataset.interactive = "";
  }, []);

  // What was typed and not yet sent survives a reload (issue [7]); what the page brought (typing
  // before hydration, a server's answer) comes first.
  useSessionDraft(
    ENQUIRY_DRAFT_KEY,
    values,
    (saved) => {
      if (!pageAnswer) setValues((now) => (isUntouched(now) ? saved : now));
    },
    { parse: draftFrom, isEmpty: isUntouched },
  );

  useEffect(() => {
    if (!prefill) return;
    setValues((current) => ({
      ...current,
      message: withPrefill(current.message, lastPrefill.current, prefill.message),
    }));
    lastPrefill.current = prefill.message;
    setNotice(null);
  }, [prefill]);

  useEffect(() => {
    if (answerFocus?.to === "summary") summaryRef.current?.focus();
    if (answerFocus?.to === "notice") noticeRef.current?.focus();
  }, [answerFocus]);

  useEffect(() => {
    if (!sending) return;
    loading.show();
    return () => loading.hide();
  }, [sending, loading]);

  // The answer to a post sent by the page's code. What was typed stays in the state as it is.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per answer
  useEffect(() => {
    const answer = fetcher.data;
    if (!answer) return;
    if (answer.status === "sent") {
      setValues(EMPTY);
      lastPrefill.current = null;
      clearSessionDraft(ENQUIRY_DRAFT_KEY);
    }
    if (answer.status === "invalid" && Object.keys(answer.errors).length > 0) {
      setErrors(translated(answer.errors));
      setSummaryShown(true);
      setAnswerFocus({ to: "summary" });
      return;
    }
    setNotice(noticeOf(answer));
    setAnswerFocus({ to: "notice" });
  }, [fetcher.data]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // Prevented here, the post stays with the page; let through, the fetcher sends it.
    if (sending) {
      event.preventDefault();
      return;
    }
    setNotice(null);
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      event.preventDefault();
      setSummaryShown(true);
      setAnswerFocus({ to: "summary" });
      return;
    }
    setSummaryShown(false);
  }

  const errorFields = ENQUIRY_FIELDS.filter((field) => errors[field]);
  const describedBy = (field: EnquiryField, hintId?: string) =>
    [hintId, errors[field] ? `${FIELD_ID[field]}-error` : undefined].filter(Boolean).join(" ") ||
    undefined;
  const fieldError = (field: EnquiryField) =>
    errors[field] ? (
      <p className="site-form__error" id={`${FIELD_ID[field]}-error`}>
        {errors[field]}
      </p>
    ) : null;

  /** A labelled text input (or, given rows, a textarea) with its optional hint and error. */
  const textField = (
    field: "name" | "contact" | "message",
    options: { autoComplete?: string; rows?: number; hint?: string },
  ) => {
    const hintId = options.hint ? `${FIELD_ID[field]}-hint` : undefined;
    const control = {
      id: FIELD_ID[field],
      name: field,
      value: values[field],
      onChange: onText(field),
      onBlur: () => showFieldError(field, values),
      "aria-invalid": errors[field] ? true : undefined,
      "aria-describedby": describedBy(field, hintId),
      required: true,
    };
    return (
      <div className="site-form__field">
        <label htmlFor={FIELD_ID[field]}>{labels[field]}</label>
        {options.hint ? (
          <p className="site-form__hint" id={hintId}>
            {options.hint}
          </p>
        ) : null}
        {options.rows ? (
          <textarea rows={options.rows} {...control} />
        ) : (
          <input type="text" autoComplete={options.autoComplete} {...control} />
        )}
        {fieldError(field)}
      </div>
    );
  };

  // method="post" and an action of its own: sent before the page's code has loaded or without
  // JavaScript, the browser posts the fields to the page, never into the address bar.
  return (
    <fetcher.Form
      ref={formRef}
      id={ENQUIRY_FORM_ID}
      className="site-form"
      method="post"
      action={action}
      noValidate
      onSubmit={onSubmit}
      aria-describedby="enquiry-required-note"
    >
      <input type="hidden" name="intent" value={ENQUIRY_INTENT} />
      {forecastLink ? (
        <p className="site-form__note site-form__forecast">
          <input type="hidden" name={FORECAST_LINK_PARAM} value={forecastLink} />
          {t("enquiry.forecastAttached")} <a href={forecastLink}>{t("enquiry.forecastOpen")}</a>
        </p>
      ) : null}
      <p className="site-form__note" id="enquiry-required-note">
        {t("enquiry.allRequired")}
      </p>

      {/* The answer stands at the top of the form, where a page the server answered opens. */}
      <div className="site-form__answer" ref={noticeRef} tabIndex={-1}>
        <div className="site-form__alert" role="alert">
          {notice?.kind === "error" ? notice.text : null}
        </div>
        <div className="site-form__status" role="status">
          {notice?.kind === "success" ? t("enquiry.success") : null}
        </div>
      </div>

      {summaryShown && errorFields.length > 0 ? (
        <EnquiryErrorSummary
          ref={summaryRef}
          fields={errorFields}
          errors={errors}
          labels={labels}
        />
      ) : null}

      {textField("name", { autoComplete: "name" })}
      {textField("contact", { autoComplete: "email", hint: t("enquiry.contactHint") })}
      {textField("message", { rows: 6, hint: t("enquiry.messageHint") })}

      <div className="site-form__field site-form__field--check">
        <input
          id={FIELD_ID.consent}
          name="consent"
          type="checkbox"
          checked={values.consent}
          onChange={(event) => {
            // A checkbox has no typing to wait for: judge it as soon as it changes.
            const next = { ...values, consent: event.target.checked };
            setValues(next);
            setNotice(null);
            showFieldError("consent", next);
          }}
          aria-invalid={errors.consent ? true : undefined}
          aria-describedby={describedBy("consent", `${FIELD_ID.consent}-pics`)}
          required
        />
        <label htmlFor={FIELD_ID.consent}>{labels.consent}</label>
        {/* What the PDPO asks us to say before collecting (DPP1(3)), one click away. */}
        <p className="site-form__hint site-form__pics" id={`${FIELD_ID.consent}-pics`}>
          <a href={legalPath(language, "privacy", { pics: true })}>{t("enquiry.picsLink")}</a>
        </p>
        {fieldError("consent")}
      </div>

      {/* People never see or reach this field; bots that fill every input give themselves away. */}
      <div className="site-honeypot" aria-hidden="true">
        <label htmlFor="enquiry-website">{t("enquiry.honeypot")}</label>
        <input
          id="enquiry-website"
          name={ENQUIRY_HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={values.website}
          onChange={onText("website")}
        />
      </div>

      <button className="site-button site-button--primary" type="submit" aria-busy={sending}>
        {sending ? t("enquiry.sending") : t("enquiry.submit")}
      </button>
    </fetcher.Form>
  );
}
