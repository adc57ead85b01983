import { type KeyboardEvent, type RefObject, useEffect, useRef, useState } from "react";

/**
 * A header disclosure (`<details>`) that behaves like a menu once the page's code runs: a press
 * outside it or Escape closes it, Escape giving focus back to its button. Without JavaScript the
 * `<details>` still opens and closes by itself.
 */
export function useDisclosure(): {
  ref: RefObject<HTMLDetailsElement | null>;
  close: () => void;
  props: {
    onToggle: (event: { currentTarget: HTMLDetailsElement }) => void;
    onKeyDown: (event: KeyboardEvent<HTMLDetailsElement>) => void;
  };
} {
  const ref = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);

  // Marks the disclosure as working (its code has arrived), for scripts and tests to wait on.
  useEffect(() => {
    if (ref.current) ref.current.dataset.interactive = "";
  }, []);

  // A disclosure does not close on an outside press by itself; a popover-like panel should.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const details = ref.current;
      if (details && !details.contains(event.target as Node)) details.open = false;
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const close = () => {
    if (ref.current) ref.current.open = false;
  };

  return {
    ref,
    close,
    props: {
      onToggle: (event) => setOpen(event.currentTarget.open),
      onKeyDown: (event) => {
        const details = ref.current;
        if (event.key !== "Escape" || !details?.open) return;
        details.open = false;
        details.querySelector("summary")?.focus();
      },
    },
  };
}
