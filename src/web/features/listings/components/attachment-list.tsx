import { useEffect, useId } from "react";
import { formatFileSize } from "../../../../shared/format/file-size.ts";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { useApiClient } from "../../../lib/api-context.tsx";
import type { PlaceAttachment } from "../api/listing-schemas.ts";
import { uploadAttachment } from "../api/upload-attachment.ts";
import { UploadProgress } from "./upload-progress.tsx";
import { useUploads } from "./use-uploads.ts";

/** What `place/attachment` takes: PDF, JPEG, PNG, WebP. */
const ATTACHMENT_TYPES = "application/pdf,image/jpeg,image/png,image/webp";

/** Files that go with the place (a PDF menu): upload with the percentage, size shown, remove. */
export function AttachmentList(props: {
  files: readonly PlaceAttachment[];
  onAdd(file: PlaceAttachment): void;
  onRemove(id: number): void;
  onBusy(busy: boolean): void;
}) {
  const { t, tag } = useI18n();
  const client = useApiClient();
  const inputId = useId();
  const uploads = useUploads(
    (file, onProgress) => uploadAttachment(client, file, onProgress),
    props.onAdd,
  );
  const { onBusy } = props;
  const busy = uploads.busy;
  useEffect(() => onBusy(busy), [busy, onBusy]);
  return (
    <div className="lst-files">
      <p className="app-field__hint" id={`${inputId}-hint`}>
        {t("listings.files.hint")}
      </p>
      {props.files.length ? (
        <ul className="lst-file-list">
          {props.files.map((file) => (
            <li key={file.id} className="lst-file">
              <a href={file.url} target="_blank" rel="noreferrer" className="lst-file__name">
                {file.name}
              </a>
              <span className="lst-muted">{formatFileSize(file.size, tag)}</span>
              <button
                type="button"
                className="lst-link-button lst-link-button--danger"
                aria-label={t("listings.files.removeNamed", { name: file.name })}
                onClick={() => props.onRemove(file.id)}
              >
                {t("listings.remove")}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="lst-muted">{t("listings.files.none")}</p>
      )}
      <UploadProgress uploads={uploads.uploads} onDismiss={uploads.dismiss} />
      <div>
        <input
          id={inputId}
          className="lst-file-input"
          type="file"
          multiple
          accept={ATTACHMENT_TYPES}
          aria-describedby={`${inputId}-hint`}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = "";
            if (files.length) void uploads.start(files);
          }}
        />
        <label htmlFor={inputId} className="app-button app-button--secondary">
          {t("listings.files.add")}
        </label>
      </div>
    </div>
  );
}
