import {
  type ChangeEvent,
  type FormEvent,
  type MouseEvent,
  useEffect,
  useRef,
  useState,
} from "react";
import { ENQUIRY_HONEYPOT_FIELD, enquirySchema } from "../../../shared/enquiry/enquiry-schema.ts";
import type { MessageKey } from "../../../shared/i18n/messages/index.ts";
import { type Firm, firmVars } from "../../../shared/site/firm.ts";
import { legalPath } from "../../../shared/site/site-pages.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { useLoading } from "../../shell/loading/loading-context.tsx";
import { ENQUIRY_FIELDS, type EnquiryField, sendEnquiry } from "./send-enquiry.ts";

/** Text to put into the message field; a new serial asks again even for the same text. */
export interface EnquiryPrefill {
  message: string;
  serial: number;
}

interface Values {
  name: string;
  contact: string;
  message: string;
  consent: boolean;
  website: string;
}

type FieldErrors = Partial<Record<EnquiryField, string>>;
type Notice = { kind: "success" } | { kind: "error"; text: string };

const EMPTY: Values = { name: "", contact: "", message: "", consent: false, website: "" };

export const FIELD_ID: Record<EnquiryField, string> = {
  name: "enquiry-name",
  contact: "enquiry-contact",
  message: "enquiry-message",
  consent: "enquiry-consent",
};

/**
 * The message after a prefill: it replaces an empty message or an untouched earlier prefill, and
 * goes below anything the visitor wrote themselves, which is never thrown away.
 */
export function withPrefill(
  current: string,
  previousPrefill: string | null,
  prefill: string,
): string {
  if (current.trim() === "" || current === previousPrefill) return prefill;
  if (current.includes(prefill)) return current;
  return `${current}\n\n${prefill}`;
}

export function EnquiryForm(props: { prefill?: EnquiryPrefill | null; firm: Firm }) {
  const { prefill, firm } = props;
  const { t, language } = useI18n();
  const loading = useLoading();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [summaryShown, setSummaryShown] = useState(false);
  const [summaryFocus, setSummaryFocus] = useState(0);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [sending, setSending] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const lastPrefill = useRef<string | null>(null);

  const labels: Record<EnquiryField, string> = {
    name: t("enquiry.name"),
    contact: t("enquiry.contact"),
    message: t("enquiry.message"),
    // The data user the consent names is the firm behind the site, as the privacy policy says.
    consent: t("enquiry.consent", firmVars(t, firm)),
  };

  function validate(candidate: Values): FieldErrors {
    const result = enquirySchema.safeParse({ ...candidate, language });
    const found: FieldErrors = {};
    if (result.success) return found;
    for (const issue of result.error.issues) {
      const field = issue.path[0];
      if (typeof field === "string" && field in FIELD_ID && !found[field as EnquiryField]) {
        // The schema's messages are catalogue keys, shared with the server.
        found[field as EnquiryField] = t(issue.message as MessageKey);
      }
    }
    return found;
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
    if (summaryFocus > 0) summaryRef.current?.focus();
  }, [summaryFocus]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setNotice(null);
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setSummaryShown(true);
      setSummaryFocus((n) => n + 1);
      return;
    }
    setSummaryShown(false);
    setSending(true);
    loading.show();
    try {
      const result = await sendEnquiry({ ...values, language });
      switch (result.kind) {
        case "sent":
          setValues(EMPTY);
          lastPrefill.current = null;
          setNotice({ kind: "success" });
          break;
        case "invalid":
          if (Object.keys(result.fields).length > 0) {
            setErrors(result.fields);
            setSummaryShown(true);
            setSummaryFocus((n) => n + 1);
          } else {
            setNotice({ kind: "error", text: result.message ?? t("enquiry.sendFailure") });
          }
          break;
        case "spam":
          setNotice({ kind: "error", text: t("enquiry.spam") });
          break;
        case "rateLimited":
          setNotice({ kind: "error", text: t("enquiry.rateLimited") });
          break;
        case "offline":
          setNotice({ kind: "error", text: t("error.notConnected") });
          break;
        case "failed":
          setNotice({ kind: "error", text: t("enquiry.sendFailure") });
          break;
      }
    } finally {
      loading.hide();
      setSending(false);
    }
  }

  function goToField(field: EnquiryField) {
    return (event: MouseEvent<HTMLAnchorElement>) => {
      event.preventDefault();
      document.getElementById(FIELD_ID[field])?.focus();
    };
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

  return (
    <form
      id="enquiry-form"
      className="site-form"
      noValidate
      onSubmit={onSubmit}
      aria-describedby="enquiry-required-note"
    >
      <p className="site-form__note" id="enquiry-required-note">
        {t("enquiry.allRequired")}
      </p>

      {summaryShown && errorFields.length > 0 ? (
        <div className="site-form__summary" ref={summaryRef} tabIndex={-1}>
          <p className="site-form__summary-title">{t("enquiry.fieldError")}</p>
          <ul>
            {errorFields.map((field) => (
              <li key={field}>
                <a href={`#${FIELD_ID[field]}`} onClick={goToField(field)}>
                  {field === "consent"
                    ? errors[field]
                    : t("enquiry.fieldErrorItem", {
                        field: labels[field],
                        error: errors[field] ?? "",
                      })}
                </a>
              </li>
            ))}
          </ul>
        </div>
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

      <div className="site-form__alert" role="alert">
        {notice?.kind === "error" ? notice.text : null}
      </div>
      <div className="site-form__status" role="status">
        {notice?.kind === "success" ? t("enquiry.success") : null}
      </div>

      <button className="site-button site-button--primary" type="submit" aria-busy={sending}>
        {sending ? t("enquiry.sending") : t("enquiry.submit")}
      </button>
    </form>
  );
}
