import { useState } from "react";
import { useConfirm } from "../../../components/confirm-dialog.tsx";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import type { PlaceClosure } from "../api/closure-schemas.ts";
import { useReopenClosure } from "../api/reopen-closure.ts";
import { closureWhen } from "../closure-when.ts";

/**
 * The place's closures to come, soonest first, each with "Reopen": asked once more, since the
 * bookings it cancelled do not come back. `onDone` gets the server's words.
 */
export function UpcomingClosures(props: {
  closures: readonly PlaceClosure[];
  onDone(message: string): void;
}) {
  const { t, language } = useI18n();
  const reopen = useReopenClosure();
  const confirm = useConfirm();
  const [error, setError] = useState<string | null>(null);
  const whenOf = (closure: PlaceClosure) =>
    closureWhen(closure, language, t("closuresScreen.allDay"));

  async function askReopen(closure: PlaceClosure) {
    setError(null);
    const sure = await confirm({
      title: t("closuresScreen.reopen.title"),
      body: t("closuresScreen.reopen.body", { when: whenOf(closure) }),
      confirmLabel: t("closuresScreen.reopen"),
      cancelLabel: t("common.back"),
    });
    if (!sure) return;
    reopen.mutateAsync(closure.id).then(
      (answer) => props.onDone(answer.msg),
      (problem: unknown) =>
        setError(problem instanceof ApiError ? problem.message : t("error.unknown")),
    );
  }

  return (
    <section className="bkg-section" aria-labelledby="cls-upcoming-title">
      <h2 id="cls-upcoming-title">{t("closuresScreen.upcoming.title")}</h2>
      {props.closures.length ? (
        <>
          <p className="app-field__hint">{t("closuresScreen.upcoming.note")}</p>
          <ul className="cls-list">
            {props.closures.map((closure) => (
              <li key={closure.id} className="app-card cls-closure">
                <div className="cls-closure__body">
                  <strong>{whenOf(closure)}</strong>
                  <span>{closure.reason_label}</span>
                  {closure.message ? (
                    <span className="cls-closure__message">{closure.message}</span>
                  ) : null}
                </div>
                <button
                  type="button"
                  className="app-button app-button--secondary"
                  aria-label={t("closuresScreen.reopenNamed", { when: whenOf(closure) })}
                  disabled={reopen.isPending && reopen.variables === closure.id}
                  onClick={() => void askReopen(closure)}
                >
                  {t("closuresScreen.reopen")}
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="app-field__hint">{t("closuresScreen.upcoming.none")}</p>
      )}
      {error ? (
        <p className="app-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
