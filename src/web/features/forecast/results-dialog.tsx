import { type ReactNode, useEffect, useId, useRef } from "react";
import { CloseIcon } from "../../shell/modal/close-icon.tsx";
import { FOCUSABLE_SELECTOR, trapFocusIndex } from "../../shell/modal/focus.ts";
import { browserScrollLockHost, lockBodyScroll } from "../../shell/modal/scroll-lock.ts";

export interface ResultsDialogProps {
  title: string;
  closeLabel: string;
  /** True while the dialog animates out after its URL closed it. */
  closing: boolean;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal in the shell's look (modal.css) whose open state is the URL rather than the shell's
 * modal stack: it is on screen whenever the page's query holds a forecast, server rendering
 * included, and closing it is a navigation. Escape, the backdrop and the close button all close.
 */
export function ResultsDialog(props: ResultsDialogProps) {
  const { title, closeLabel, closing, onClose, children } = props;
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const pressStartedOnBackdrop = useRef(false);

  useEffect(() => {
    if (closing) return;
    const dialog = dialogRef.current;
    if (dialog && !dialog.contains(document.activeElement)) dialog.focus({ preventScroll: true });
    const unlock = lockBodyScroll(browserScrollLockHost());

    const onKeyDown = (event: KeyboardEvent) => {
      if (!dialog) return;
      if (event.key === "Escape") {
        // Escape also ends an IME composition (Chinese input) and closes open pickers first.
        if (event.isComposing || event.defaultPrevented) return;
        event.preventDefault();
        onClose();
        return;
      }
      if (event.key !== "Tab") return;
      const focusables = Array.from(
        dialog.querySelectorAll<HTMLElement>(FOCUSABLE_SELECTOR),
      ).filter((element) => element.getClientRects().length > 0);
      const current = focusables.indexOf(document.activeElement as HTMLElement);
      const next = trapFocusIndex(
        focusables.length,
        dialog.contains(document.activeElement) ? current : -1,
        event.shiftKey,
      );
      if (next !== null) {
        event.preventDefault();
        focusables[next]!.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      unlock();
    };
  }, [closing, onClose]);

  return (
    <div
      className="modal-layer forecast-results"
      data-state={closing ? "closing" : "open"}
      inert={closing}
    >
      <div
        className="modal-backdrop"
        aria-hidden="true"
        onPointerDown={(event) => {
          pressStartedOnBackdrop.current = event.target === event.currentTarget;
        }}
        onClick={(event) => {
          // A drag that starts inside the dialog (selecting text) and ends here is not a click out.
          const fromBackdrop =
            pressStartedOnBackdrop.current && event.target === event.currentTarget;
          pressStartedOnBackdrop.current = false;
          if (fromBackdrop && !closing) onClose();
        }}
      />
      <div
        ref={dialogRef}
        className="modal-dialog forecast-results__dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className="modal-dialog__header">
          <h2 id={titleId} className="modal-dialog__title">
            {title}
          </h2>
          <button
            type="button"
            className="modal-dialog__close forecast-results__close"
            aria-label={closeLabel}
            onClick={onClose}
          >
            <CloseIcon />
          </button>
        </div>
        <div className="modal-dialog__body forecast-results__body">{children}</div>
      </div>
    </div>
  );
}
