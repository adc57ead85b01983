import { TextField } from "../../../components/form/fields.tsx";
import type { SchemaForm } from "../../../components/form/use-schema-form.ts";
import { useI18n } from "../../../i18n/i18n-context.tsx";

/** Chinese names start with the family name; English forms ask for the given name first. */
export const familyNameFirst = (language: string) => language !== "en";

/**
 * Last and first name, in the order the language writes them. Both are personal info a booking
 * needs (shared/accounts/personal-info.ts), so wherever they are asked they are required.
 */
export function NameFields(props: {
  form: SchemaForm<{ first_name: string; last_name: string } & Record<string, string | boolean>>;
}) {
  const { t, language } = useI18n();
  const last = (
    <TextField
      key="last"
      form={props.form}
      name="last_name"
      label={t("app.profile.lastName")}
      autoComplete="family-name"
    />
  );
  const first = (
    <TextField
      key="first"
      form={props.form}
      name="first_name"
      label={t("app.profile.firstName")}
      autoComplete="given-name"
    />
  );
  return <>{familyNameFirst(language) ? [last, first] : [first, last]}</>;
}

/** The phone number, the third piece of personal info: required wherever it is asked. */
export function PhoneField(props: {
  form: SchemaForm<{ phone: string } & Record<string, string | boolean>>;
}) {
  const { t } = useI18n();
  return (
    <TextField
      form={props.form}
      name="phone"
      label={t("app.profile.phone")}
      hint={t("app.editProfile.phoneHint")}
      type="tel"
      autoComplete="tel"
    />
  );
}
