import { useEffect, useId, useState } from "react";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { useApiClient } from "../../../lib/api-context.tsx";
import { uploadMedia } from "../../accounts/index.ts";
import type { DraftPhoto } from "../place-draft.ts";
import { UploadProgress } from "./upload-progress.tsx";
import { useUploads } from "./use-uploads.ts";

/** What the gallery may hold: the images `wp/v2/media` accepts. */
const IMAGE_TYPES = "image/jpeg,image/png,image/webp,image/gif,image/avif";

/**
 * The gallery: upload (several at once, each with its percentage), reorder with buttons (the
 * keyboard's way as much as the pointer's), remove, and choose the cover. Without a choice the
 * first photo is the cover.
 */
export function PhotoManager(props: {
  photos: readonly DraftPhoto[];
  cover: number | null;
  maxSize: string;
  onChange(photos: DraftPhoto[], cover: number | null): void;
  /** A finished upload, added at the end (several may finish before the next render). */
  onAdd(photo: DraftPhoto): void;
  onBusy(busy: boolean): void;
}) {
  const { t } = useI18n();
  const client = useApiClient();
  const inputId = useId();
  const { photos, onChange } = props;
  const coverId = photos.some((photo) => photo.id === props.cover)
    ? props.cover
    : (photos[0]?.id ?? null);
  const uploads = useUploads(async (file, onProgress) => {
    const image = await uploadMedia(client, file, onProgress);
    return { id: image.id, url: image.previewUrl };
  }, props.onAdd);
  const [focusAfterMove, setFocusAfterMove] = useState<string | null>(null);
  const { onBusy } = props;
  const busy = uploads.busy;
  useEffect(() => onBusy(busy), [busy, onBusy]);

  useEffect(() => {
    if (focusAfterMove) document.getElementById(focusAfterMove)?.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove]);

  function move(index: number, by: -1 | 1, buttonId: string) {
    const target = index + by;
    if (target < 0 || target >= photos.length) return;
    const next = [...photos];
    [next[index], next[target]] = [next[target]!, next[index]!];
    onChange(next, props.cover);
    setFocusAfterMove(buttonId);
  }

  return (
    <div className="lst-photos">
      <p className="app-field__hint" id={`${inputId}-hint`}>
        {t("listings.photos.hint", { size: props.maxSize })}
      </p>
      {photos.length ? (
        <ol className="lst-photo-list">
          {photos.map((photo, index) => {
            const number = index + 1;
            const isCover = photo.id === coverId;
            const earlier = `${inputId}-earlier-${photo.id}`;
            const later = `${inputId}-later-${photo.id}`;
            return (
              <li key={photo.id} className="lst-photo">
                <img
                  src={photo.url}
                  alt={t("listings.photos.alt", { number })}
                  className="lst-photo__image"
                />
                {isCover ? (
                  <span className="lst-badge lst-photo__cover">{t("listings.photos.cover")}</span>
                ) : null}
                <div className="lst-photo__actions">
                  <button
                    type="button"
                    id={earlier}
                    className="lst-icon-button"
                    aria-label={t("listings.photos.earlier", { number })}
                    disabled={index === 0}
                    onClick={() => move(index, -1, index - 1 === 0 ? later : earlier)}
                  >
                    <span aria-hidden="true">←</span>
                  </button>
                  <button
                    type="button"
                    id={later}
                    className="lst-icon-button"
                    aria-label={t("listings.photos.later", { number })}
                    disabled={index === photos.length - 1}
                    onClick={() =>
                      move(index, 1, index + 1 === photos.length - 1 ? earlier : later)
                    }
                  >
                    <span aria-hidden="true">→</span>
                  </button>
                  {isCover ? null : (
                    <button
                      type="button"
                      className="lst-link-button"
                      aria-label={t("listings.photos.makeCoverNamed", { number })}
                      onClick={() => onChange([...photos], photo.id)}
                    >
                      {t("listings.photos.makeCover")}
                    </button>
                  )}
                  <button
                    type="button"
                    className="lst-link-button lst-link-button--danger"
                    aria-label={t("listings.photos.removeNamed", { number })}
                    onClick={() =>
                      onChange(
                        photos.filter((p) => p.id !== photo.id),
                        props.cover === photo.id ? null : props.cover,
                      )
                    }
                  >
                    {t("listings.remove")}
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      ) : (
        <p className="lst-muted">{t("listings.photos.none")}</p>
      )}
      <UploadProgress uploads={uploads.uploads} onDismiss={uploads.dismiss} />
      <div>
        <input
          id={inputId}
          className="lst-file-input"
          type="file"
          multiple
          accept={IMAGE_TYPES}
          aria-describedby={`${inputId}-hint`}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            // Choosing the same file again must still fire a change.
            event.target.value = "";
            if (files.length) void uploads.start(files);
          }}
        />
        <label htmlFor={inputId} className="app-button app-button--secondary">
          {t("listings.photos.add")}
        </label>
      </div>
    </div>
  );
}
