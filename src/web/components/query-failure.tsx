import { useI18n } from "../i18n/i18n-context.tsx";
import { ApiError } from "../lib/api-client.ts";

/** A read that failed: the server's message (or ours), and a way to try again. */
export function QueryFailure(props: { error: unknown; onRetry(): void }) {
  const { t } = useI18n();
  const { error } = props;
  // A dead session has already signed the user out and left the screen.
  if (error instanceof ApiError && error.kind === "session") return null;
  return (
    <div className="app-card app-failure">
      <p role="alert">{error instanceof ApiError ? error.message : t("error.unknown")}</p>
      <button type="button" className="app-button app-button--secondary" onClick={props.onRetry}>
        {t("app.retry")}
      </button>
    </div>
  );
}

/** Shown while a read is under way. */
export function QueryPending() {
  const { t } = useI18n();
  return (
    <p className="app-pending" aria-busy="true">
      {t("common.loading")}
    </p>
  );
}
