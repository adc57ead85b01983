import type { MouseEvent, Ref } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { FIELD_ID } from "./enquiry-ids.ts";
import type { EnquiryField } from "./send-enquiry.ts";

/** The enquiry form's error summary: each field in error, linked to move the focus to it. */
export function EnquiryErrorSummary(props: {
  ref: Ref<HTMLDivElement>;
  fields: EnquiryField[];
  errors: Partial<Record<EnquiryField, string>>;
  labels: Record<EnquiryField, string>;
}) {
  const { fields, errors, labels } = props;
  const { t } = useI18n();

  function goToField(field: EnquiryField) {
    return (event: MouseEvent<HTMLAnchorElement>) => {
      event.preventDefault();
      document.getElementById(FIELD_ID[field])?.focus();
    };
  }

  return (
    <div className="site-form__summary" ref={props.ref} tabIndex={-1}>
      <p className="site-form__summary-title">{t("enquiry.fieldError")}</p>
      <ul>
        {fields.map((field) => (
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
  );
}
