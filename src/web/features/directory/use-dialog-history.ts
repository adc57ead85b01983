import { useCallback, useEffect, useLayoutEffect, useRef } from "react";

/**
 * Makes an open dialog a history entry (spec §2: Back closes the newest modal first). Opening
 * pushes an entry with the page's own URL and state; Back over it dismisses the dialog; closing
 * it any other way goes back over that entry, and `then` runs once the browser is there (a
 * navigation started earlier would be undone by the pending Back).
 */
export function useDialogHistory(open: boolean, onDismiss: () => void) {
  const pushed = useRef(false);
  const dismiss = useRef(onDismiss);
  useLayoutEffect(() => {
    dismiss.current = onDismiss;
  });

  useEffect(() => {
    if (!open) return;
    window.history.pushState(window.history.state, "");
    pushed.current = true;
    const onPop = () => {
      if (!pushed.current) return;
      pushed.current = false;
      dismiss.current();
    };
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, [open]);

  return useCallback((then?: () => void) => {
    if (!pushed.current) {
      dismiss.current();
      then?.();
      return;
    }
    pushed.current = false;
    const onPop = () => {
      window.removeEventListener("popstate", onPop);
      dismiss.current();
      then?.();
    };
    window.addEventListener("popstate", onPop);
    window.history.back();
  }, []);
}
