import { TextField } from "../../../components/form/fields.tsx";
import type { SchemaForm } from "../../../components/form/use-schema-form.ts";
import { useI18n } from "../../../i18n/i18n-context.tsx";

/** Chinese names start with the family name; English forms ask for the given name first. */
export const familyNameFirst = (language: string) => language !== "en";

/** Last and first name, in the order the language writes them. */
export function NameFields(props: {
  form: SchemaForm<{ first_name: string; last_name: string } & Record<string, string | boolean>>;
  optional?: boolean;
}) {
  const { t, language } = useI18n();
  const last = (
    <TextField
      key="last"
      form={props.form}
      name="last_name"
      label={t("app.profile.lastName")}
      autoComplete="family-name"
      optional={props.optional}
    />
  );
  const first = (
    <TextField
      key="first"
      form={props.form}
      name="first_name"
      label={t("app.profile.firstName")}
      autoComplete="given-name"
      optional={props.optional}
    />
  );
  return <>{familyNameFirst(language) ? [last, first] : [first, last]}</>;
}
