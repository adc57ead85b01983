import { useEffect, useRef } from "react";
import { useBlocker } from "react-router";
import { useI18n } from "../../../i18n/i18n-context.tsx";

/**
 * Asks before leaving a form with unsaved changes: an in-app move (a link, the header's back,
 * the browser's Back) opens a dialog; closing or reloading the tab gets the browser's own
 * question. Moves within the same path (a modal's history entry) are not leaving.
 * `allow()` lets the next move through without asking (after a save).
 */
export function useLeaveGuard(dirty: boolean) {
  const allowed = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !allowed.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (allowed.current) return;
      event.preventDefault();
      // Older browsers want a value; the text itself is never shown.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [dirty]);

  return {
    blocker,
    allow() {
      allowed.current = true;
    },
  };
}

/** The question itself, as a modal dialog: Stay keeps the form, Leave goes on. */
export function LeaveDialog(props: { blocker: ReturnType<typeof useBlocker> }) {
  const { t } = useI18n();
  const dialog = useRef<HTMLDialogElement>(null);
  const { blocker } = props;
  const open = blocker.state === "blocked";
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return (
    <dialog
      ref={dialog}
      className="lst-dialog"
      aria-labelledby="lst-leave-title"
      // Escape is "stay".
      onCancel={() => blocker.reset?.()}
    >
      <h2 id="lst-leave-title">{t("listings.leave.title")}</h2>
      <p>{t("listings.leave.body")}</p>
      <div className="app-buttons">
        <button
          type="button"
          className="app-button app-button--primary"
          onClick={() => blocker.reset?.()}
        >
          {t("listings.leave.stay")}
        </button>
        <button
          type="button"
          className="app-button app-button--danger"
          onClick={() => blocker.proceed?.()}
        >
          {t("listings.leave.leave")}
        </button>
      </div>
    </dialog>
  );
}
