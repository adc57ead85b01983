import { useEffect, useId, useRef } from "react";
import { FOCUSABLE_SELECTOR, focusTargetAfterClose, trapFocusIndex } from "./focus.ts";
import { type ModalPayload, useModalInternals } from "./modal-context.tsx";
import type { ModalEntry } from "./modal-stack.ts";
import { topOpen } from "./modal-stack.ts";
import { browserScrollLockHost, lockBodyScroll } from "./scroll-lock.ts";
import "./modal.css";
import { CloseIcon } from "./close-icon.tsx";

export interface ModalHostProps {
  /** Accessible label of each modal's close button (translated by the caller). */
  closeLabel: string;
}

/** Renders the modal stack; place once, after the page content, inside a ModalProvider. */
export function ModalHost(props: ModalHostProps) {
  const { store, stack, close, closeTop } = useModalInternals();
  const top = topOpen(stack);
  const anyOpen = top !== undefined;

  useEffect(() => {
    if (!anyOpen) return;
    return lockBodyScroll(browserScrollLockHost());
  }, [anyOpen]);

  // Escape and the focus trap act on the newest modal only.
  useEffect(() => {
    if (!anyOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const newest = topOpen(store.getSnapshot());
      if (!newest) return;
      const dialog = document.getElementById(dialogDomId(newest.id));
      if (event.key === "Escape") {
        // Escape also ends an IME composition (Chinese input) and closes open pickers first.
        if (event.isComposing || event.defaultPrevented) return;
        if (newest.payload.cancelable) {
          event.preventDefault();
          closeTop();
        }
        return;
      }
      if (event.key === "Tab" && dialog) {
        const focusables = Array.from(
          dialog.querySelectorAll<HTMLElement>(FOCUSABLE_SELECTOR),
        ).filter((el) => el.getClientRects().length > 0);
        const current = focusables.indexOf(document.activeElement as HTMLElement);
        const inside = dialog.contains(document.activeElement);
        const next = trapFocusIndex(focusables.length, inside ? current : -1, event.shiftKey);
        if (focusables.length === 0) {
          event.preventDefault();
          dialog.focus();
        } else if (next !== null) {
          event.preventDefault();
          focusables[next]!.focus();
        }
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [anyOpen, store, closeTop]);

  // Return focus to the opener once modals close.
  const previouslyOpen = useRef<ModalEntry<ModalPayload>[]>([]);
  useEffect(() => {
    const openNow = stack.entries.filter((e) => e.status === "open");
    const openIds = new Set(openNow.map((e) => e.id));
    const closed = previouslyOpen.current.filter((e) => !openIds.has(e.id));
    previouslyOpen.current = openNow;
    if (closed.length === 0) return;
    const active = document.activeElement;
    const focusWasInClosed =
      !active ||
      active === document.body ||
      closed.some((e) => document.getElementById(layerDomId(e.id))?.contains(active));
    if (!focusWasInClosed) return;
    const target = focusTargetAfterClose(
      closed.map((e) => ({ opener: e.payload.opener })),
      (el) => !el.closest("[data-state='closing'], [inert]"),
    );
    if (target) target.focus({ preventScroll: true });
    else if (openNow.length > 0) {
      document.getElementById(dialogDomId(openNow[openNow.length - 1]!.id))?.focus();
    }
  }, [stack]);

  if (stack.entries.length === 0) return null;
  return (
    <>
      {stack.entries.map((entry) => (
        <ModalLayer
          key={entry.id}
          entry={entry}
          isTop={entry.id === top?.id}
          closeLabel={props.closeLabel}
          onClose={() => close(entry.id)}
        />
      ))}
    </>
  );
}

const layerDomId = (id: number) => `modal-layer-${id}`;
const dialogDomId = (id: number) => `modal-dialog-${id}`;

interface ModalLayerProps {
  entry: ModalEntry<ModalPayload>;
  isTop: boolean;
  closeLabel: string;
  onClose: () => void;
}

/** One modal: backdrop plus dialog. Exported for rendering tests. */
export function ModalLayer(props: ModalLayerProps) {
  const { entry, isTop, closeLabel, onClose } = props;
  const { title, cancelable, render } = entry.payload;
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const pressStartedOnBackdrop = useRef(false);
  const closing = entry.status === "closing";

  // Move focus into the dialog, unless its content already took it (autoFocus).
  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.contains(document.activeElement)) dialog.focus({ preventScroll: true });
  }, []);

  return (
    <div
      id={layerDomId(entry.id)}
      className="modal-layer"
      data-state={entry.status}
      // Only the newest modal takes input; lower and closing ones are out of reach.
      inert={!isTop || closing}
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
          if (fromBackdrop && cancelable && isTop && !closing) onClose();
        }}
      />
      <div
        ref={dialogRef}
        id={dialogDomId(entry.id)}
        className="modal-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className="modal-dialog__header">
          <h2 id={titleId} className="modal-dialog__title">
            {title}
          </h2>
          {cancelable ? (
            <button
              type="button"
              className="modal-dialog__close"
              aria-label={closeLabel}
              onClick={onClose}
            >
              <CloseIcon />
            </button>
          ) : null}
        </div>
        <div className="modal-dialog__body">{render(onClose)}</div>
      </div>
    </div>
  );
}
