import { type ChangeEvent, useState } from "react";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { useUploadMedia } from "../api/upload-media.ts";

/** The server's own picture for an account without a photo (served from public/images). */
const DEFAULT_AVATAR = "/images/default-avatar.svg";

export interface PhotoChoice {
  /** The media id to save; 0 for no photo. */
  id: number;
  previewUrl: string;
  /** Whether it differs from the saved profile. */
  changed: boolean;
}

/**
 * Choosing a photo uploads it at once (`wp/v2/media`, with the percentage sent), as Listar apps
 * do; the profile takes its media id when the form is saved. A refused file leaves `error` set
 * until another photo is chosen or the user keeps the one shown: the form will not save over it
 * (decision 041), so a save never looks as if it kept a photo it did not.
 */
export function PhotoPicker(props: {
  /** The file input's id, for the form to move focus here. */
  id: string;
  photo: PhotoChoice;
  onChange(photo: PhotoChoice): void;
  onUploading(uploading: boolean): void;
  error: string | null;
  onError(error: string | null): void;
}) {
  const { id, photo, onChange, onUploading, error, onError: setError } = props;
  const { t } = useI18n();
  const [percent, setPercent] = useState<number | null>(null);
  const upload = useUploadMedia(setPercent);

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Choosing the same file again must still fire a change.
    event.target.value = "";
    if (!file) return;
    setError(null);
    setPercent(0);
    onUploading(true);
    try {
      const image = await upload.mutateAsync(file);
      onChange({ id: image.id, previewUrl: image.previewUrl, changed: true });
    } catch (failure) {
      if (!(failure instanceof ApiError && failure.kind === "session")) {
        setError(failure instanceof ApiError ? failure.message : t("error.unknown"));
      }
    } finally {
      setPercent(null);
      onUploading(false);
    }
  }

  let status: string | null = null;
  if (percent !== null) status = t("app.editProfile.uploading", { percent });
  else if (photo.changed) {
    status = photo.id ? t("app.editProfile.uploaded") : t("app.editProfile.photoRemoved");
  }

  return (
    <fieldset className="account-photo">
      <legend className="app-field__label">{t("app.editProfile.photo")}</legend>
      <img className="account-avatar" src={photo.previewUrl} alt="" width={72} height={72} />
      <div className="account-photo__controls">
        <p className="app-field__hint" id={`${id}-hint`}>
          {t("app.editProfile.photoHint")}
        </p>
        <div className="app-buttons">
          <input
            id={id}
            className="account-photo__input"
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
            onChange={(event) => void onFile(event)}
            disabled={percent !== null}
            aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
            aria-invalid={error ? true : undefined}
          />
          <label htmlFor={id} className="app-button app-button--secondary">
            {t("app.editProfile.choosePhoto")}
          </label>
          {error ? (
            <button
              type="button"
              className="app-button app-button--secondary"
              onClick={() => {
                setError(null);
                // The button goes with the error: focus stays in the photo's controls.
                document.getElementById(id)?.focus();
              }}
            >
              {t("app.editProfile.keepPhoto")}
            </button>
          ) : null}
          {photo.id !== 0 ? (
            <button
              type="button"
              className="app-button app-button--secondary"
              onClick={() => {
                // Removing is a choice about the photo too: the refused file is set aside.
                setError(null);
                onChange({ id: 0, previewUrl: DEFAULT_AVATAR, changed: true });
              }}
              disabled={percent !== null}
            >
              {t("app.editProfile.removePhoto")}
            </button>
          ) : null}
        </div>
        {percent !== null ? (
          <progress max={100} value={percent} aria-label={t("app.editProfile.photo")} />
        ) : null}
        <p className="app-field__hint" role="status">
          {status}
        </p>
        {error ? (
          <p className="app-field__error" id={`${id}-error`} role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}
