import { useState } from "react";
import { personName } from "../../../../shared/accounts/person-name.ts";
import { TextAreaField, TextField } from "../../../components/form/fields.tsx";
import type { SchemaForm } from "../../../components/form/use-schema-form.ts";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import type { GuestDetailsValues } from "../guest-details.ts";

/**
 * Who is coming: name (family name first where the language writes it so: 姓 then 名), mobile,
 * e-mail and a note. A signed-in customer's profile fills it and it stays folded to one line,
 * unless something the booking needs is missing.
 */
export function GuestDetails(props: {
  form: SchemaForm<GuestDetailsValues>;
  signedIn: boolean;
  /** The profile lacks something this booking needs: the fields open at once. */
  incomplete: boolean;
  phoneRequired: boolean;
  memoHint: string;
}) {
  const { t, language } = useI18n();
  const [open, setOpen] = useState(!props.signedIn || props.incomplete);
  const { form } = props;
  const hasErrors = Object.keys(form.errors).length > 0;
  const family = (
    <TextField
      key="last_name"
      form={form}
      name="last_name"
      label={t("bookingForm.familyName")}
      autoComplete="family-name"
    />
  );
  const given = (
    <TextField
      key="first_name"
      form={form}
      name="first_name"
      label={t("bookingForm.givenName")}
      autoComplete="given-name"
    />
  );
  return (
    <section className="app-card bkg-section" aria-labelledby="booking-contact">
      <h2 id="booking-contact">{t("bookingForm.details")}</h2>
      {open || hasErrors ? (
        <>
          <div className="bkg-pair">{language === "en" ? [given, family] : [family, given]}</div>
          <div className="bkg-pair">
            <TextField
              form={form}
              name="phone"
              type="tel"
              label={t("bookingForm.mobile")}
              hint={t("bookingForm.mobileHint")}
              autoComplete="tel"
              inputMode="tel"
              optional={!props.phoneRequired}
            />
            <TextField
              form={form}
              name="email"
              type="email"
              label={t("bookings.form.email")}
              hint={props.signedIn ? undefined : t("bookingForm.emailHint")}
              autoComplete="email"
            />
          </div>
        </>
      ) : (
        <div className="bkg-signed-in">
          <p className="app-lead">
            {t("bookingForm.signedInAs", {
              name: personName(form.values.first_name, form.values.last_name),
              email: form.values.email,
            })}
            {form.values.phone ? ` ${form.values.phone}` : null}
          </p>
          <button
            type="button"
            className="app-button app-button--secondary"
            onClick={() => setOpen(true)}
          >
            {t("bookingForm.editDetails")}
          </button>
        </div>
      )}
      <TextAreaField
        form={form}
        name="memo"
        label={t("bookings.form.memo")}
        hint={props.memoHint}
        rows={3}
        optional
      />
    </section>
  );
}
