import { useI18n } from "../i18n/i18n-context.tsx";
import { failureMessage } from "./form/form-failure.ts";

/** A read that failed: the server's message (or ours), and a way to try again. */
export function QueryFailure(props: { error: unknown; onRetry(): void }) {
  const { t } = useI18n();
  // No fields to show errors under; a dead session has already signed out and left the screen.
  const message = failureMessage(props.error, () => false, t);
  if (message === null) return null;
  return (
    <div className="app-card app-failure">
      <p role="alert">{message}</p>
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
