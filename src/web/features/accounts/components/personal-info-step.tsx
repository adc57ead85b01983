import type { ReactNode } from "react";
import { FormMessages } from "../../../components/form/fields.tsx";
import { useFormSubmit } from "../../../components/form/use-form-submit.ts";
import { useSchemaForm } from "../../../components/form/use-schema-form.ts";
import { QueryFailure, QueryPending } from "../../../components/query-failure.tsx";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import type { AccountUser } from "../api/account-user.ts";
import { useCurrentUser } from "../api/get-current-user.ts";
import { useUpdateProfile } from "../api/update-profile.ts";
import { personalInfoSchema } from "../personal-info-schema.ts";
import { CollectionNotice } from "./legal-links.tsx";
import { NameFields, PhoneField } from "./name-fields.tsx";
import { StepDone } from "./step-done.tsx";

/** Step 2 of verification: the names and phone number a booking needs. */
export function PersonalInfoStep(props: { done: boolean }) {
  const { t } = useI18n();
  const user = useCurrentUser();
  let body: ReactNode;
  if (props.done) body = <StepDone text={t("app.account.infoDone")} />;
  else if (user.data) body = <PersonalInfoForm key={user.data.id} user={user.data} />;
  else if (user.isError) {
    body = <QueryFailure error={user.error} onRetry={() => void user.refetch()} />;
  } else body = <QueryPending />;
  return (
    <section className="app-card account-step" aria-labelledby="info-step-title">
      <h2 id="info-step-title">{t("app.account.infoStep")}</h2>
      {body}
    </section>
  );
}

function PersonalInfoForm(props: { user: AccountUser }) {
  const { t } = useI18n();
  const update = useUpdateProfile();
  const { user } = props;
  const form = useSchemaForm(personalInfoSchema, {
    first_name: user.first_name,
    last_name: user.last_name,
    phone: user.phone,
  });
  const { alert, onSubmit } = useFormSubmit(form, {
    busy: update.isPending,
    action: (input) => update.mutateAsync(input),
  });

  return (
    <form className="app-form" noValidate onSubmit={onSubmit}>
      <p className="app-lead">{t("app.account.infoIntro")}</p>
      <CollectionNotice />
      <NameFields form={form} />
      <PhoneField form={form} />
      <FormMessages error={alert} />
      <button
        type="submit"
        className="app-button app-button--primary"
        aria-disabled={update.isPending}
      >
        {t("app.account.saveInfo")}
      </button>
    </form>
  );
}
