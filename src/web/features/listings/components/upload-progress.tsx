import { useI18n } from "../../../i18n/i18n-context.tsx";

export interface UploadState {
  /** A key for the list: the file's name and when it was chosen. */
  key: string;
  name: string;
  /** Whole percent sent; null once refused. */
  percent: number | null;
  error: string | null;
}

/** Files on their way up (with the percentage sent) and files the server refused (with why). */
export function UploadProgress(props: {
  uploads: readonly UploadState[];
  onDismiss(key: string): void;
}) {
  const { t } = useI18n();
  return (
    <ul className="lst-uploads" aria-live="polite">
      {props.uploads.map((upload) => (
        <li
          key={upload.key}
          className={upload.error ? "lst-upload lst-upload--failed" : "lst-upload"}
        >
          {upload.error ? (
            <>
              <p role="alert">
                {t("listings.upload.failed", { name: upload.name, reason: upload.error })}
              </p>
              <button
                type="button"
                className="lst-link-button"
                onClick={() => props.onDismiss(upload.key)}
              >
                {t("listings.upload.dismiss")}
              </button>
            </>
          ) : (
            <>
              <p role="status">
                {t("listings.upload.progress", { name: upload.name, percent: upload.percent ?? 0 })}
              </p>
              <progress max={100} value={upload.percent ?? 0} aria-label={upload.name} />
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
