import { type FormEvent, useId, useState } from "react";
import { AppScreen } from "../../app-frame/app-screen.tsx";
import {
  FormMessages,
  SelectField,
  TextAreaField,
  TextField,
} from "../../components/form/fields.tsx";
import { useFormSubmit } from "../../components/form/use-form-submit.ts";
import { useSchemaForm } from "../../components/form/use-schema-form.ts";
import { QueryFailure, QueryPending } from "../../components/query-failure.tsx";
import type { AccountUser } from "../../features/accounts/api/account-user.ts";
import { useCurrentUser } from "../../features/accounts/api/get-current-user.ts";
import { useUpdateProfile } from "../../features/accounts/api/update-profile.ts";
import { CollectionNotice } from "../../features/accounts/components/legal-links.tsx";
import { NameFields, PhoneField } from "../../features/accounts/components/name-fields.tsx";
import { type PhotoChoice, PhotoPicker } from "../../features/accounts/components/photo-picker.tsx";
import { editProfileSchema } from "../../features/accounts/personal-info-schema.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import "../../features/accounts/accounts.css";

export default function EditProfile() {
  const { t } = useI18n();
  const user = useCurrentUser();
  return (
    <AppScreen title={t("app.editProfile.title")}>
      <div className="app-stack">
        {user.data ? (
          <ProfileForm key={user.data.id} user={user.data} />
        ) : user.isError ? (
          <QueryFailure error={user.error} onRetry={() => void user.refetch()} />
        ) : (
          <QueryPending />
        )}
      </div>
    </AppScreen>
  );
}

function ProfileForm(props: { user: AccountUser }) {
  const { t } = useI18n();
  const { user } = props;
  const update = useUpdateProfile();
  const form = useSchemaForm(editProfileSchema, {
    display_name: user.display_name,
    last_name: user.last_name,
    first_name: user.first_name,
    email: user.user_email,
    phone: user.phone,
    birthday: user.birthday,
    gender: user.gender,
    url: user.user_url,
    description: user.description,
    old_password: "",
  });
  // A new address needs the current password (the server asks for it): only then is it shown.
  const emailChanged = form.values.email.trim().toLowerCase() !== user.user_email.toLowerCase();
  const [photo, setPhoto] = useState<PhotoChoice>({
    id: user.listar_user_photo,
    previewUrl: user.user_photo,
    changed: false,
  });
  const [uploading, setUploading] = useState(false);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const photoInputId = useId();
  const [photoAlert, setPhotoAlert] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const { alert, onSubmit } = useFormSubmit(form, {
    busy: update.isPending || uploading,
    onStart: () => setSaved(null),
    async action({ old_password, ...fields }) {
      const changes = emailChanged ? { ...fields, old_password } : fields;
      await update.mutateAsync(
        photo.changed ? { ...changes, listar_user_photo: photo.id } : changes,
      );
      form.set("old_password", "");
      setPhoto((current) => ({ ...current, changed: false }));
      // A new address needs verifying: the screen's guard then leads to the account screen.
      setSaved(t("app.editProfile.saved"));
    },
  });

  // A refused photo is an unanswered field: saving the rest and saying "saved" beside it would
  // read as if the photo were kept (decision 041). The user chooses another or keeps the one shown.
  function submit(event: FormEvent<HTMLFormElement>) {
    if (photoError) {
      event.preventDefault();
      setSaved(null);
      setPhotoAlert(t("app.editProfile.photoNotUsed"));
      // Every other field is judged too, so all there is to fix shows at once; the photo comes
      // first on the screen, so focus goes there.
      form.parse();
      document.getElementById(photoInputId)?.focus();
      return;
    }
    setPhotoAlert(null);
    void onSubmit(event);
  }

  function onPhotoError(error: string | null) {
    setPhotoError(error);
    if (error === null) setPhotoAlert(null);
    // A new refusal makes an earlier "saved" stale: the screen shows one state at a time.
    else setSaved(null);
  }

  return (
    <form className="app-card app-form" noValidate onSubmit={submit}>
      <CollectionNotice />
      <PhotoPicker
        id={photoInputId}
        photo={photo}
        onChange={(choice) => {
          setPhoto(choice);
          setSaved(null);
        }}
        onUploading={setUploading}
        error={photoError}
        onError={onPhotoError}
      />
      <TextField
        form={form}
        name="display_name"
        label={t("app.profile.displayName")}
        autoComplete="nickname"
      />
      <NameFields form={form} />
      <TextField
        form={form}
        name="email"
        label={t("app.profile.email")}
        hint={t("app.editProfile.emailHint")}
        type="email"
        autoComplete="email"
      />
      {emailChanged ? (
        <TextField
          form={form}
          name="old_password"
          label={t("app.editProfile.currentPassword")}
          hint={t("app.editProfile.currentPasswordHint")}
          type="password"
          autoComplete="current-password"
        />
      ) : null}
      <PhoneField form={form} />
      <TextField
        form={form}
        name="birthday"
        label={t("app.profile.birthday")}
        type="date"
        autoComplete="bday"
        optional
      />
      <SelectField
        form={form}
        name="gender"
        label={t("app.profile.gender")}
        options={[
          { value: "", label: t("app.profile.gender.unset") },
          { value: "female", label: t("app.profile.gender.female") },
          { value: "male", label: t("app.profile.gender.male") },
        ]}
        optional
      />
      <TextField
        form={form}
        name="url"
        label={t("app.profile.url")}
        type="url"
        autoComplete="url"
        optional
      />
      <TextAreaField form={form} name="description" label={t("app.profile.description")} optional />
      <FormMessages error={photoAlert ?? alert} success={saved} />
      <button
        type="submit"
        className="app-button app-button--primary"
        aria-disabled={update.isPending || uploading}
      >
        {t("app.editProfile.save")}
      </button>
    </form>
  );
}
