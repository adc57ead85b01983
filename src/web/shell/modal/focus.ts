export const FOCUSABLE_SELECTOR = [
  "a[href]",
  "area[href]",
  "button:not([disabled])",
  "input:not([disabled]):not([type='hidden'])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  "iframe",
  "audio[controls]",
  "video[controls]",
  "[contenteditable]:not([contenteditable='false'])",
  "[tabindex]:not([tabindex='-1'])",
].join(",");

/**
 * Where Tab should go to keep focus inside a dialog: the index of the element to focus, or null
 * to let the browser move focus normally. `current` is -1 when focus is on the dialog itself or
 * outside it.
 */
export function trapFocusIndex(count: number, current: number, backwards: boolean): number | null {
  if (count === 0) return null;
  if (current === -1) return backwards ? count - 1 : 0;
  if (backwards && current === 0) return count - 1;
  if (!backwards && current === count - 1) return 0;
  return null;
}

export interface FocusCandidate {
  isConnected: boolean;
  focus(options?: FocusOptions): void;
}

/**
 * The element to focus after modals close: the opener of the oldest one that closed (newer
 * openers sit inside the closed modals), when it is still on the page and usable.
 */
export function focusTargetAfterClose<E extends FocusCandidate>(
  closedOldestFirst: readonly { opener: E | null }[],
  isUsable: (element: E) => boolean,
): E | null {
  const opener = closedOldestFirst[0]?.opener ?? null;
  return opener?.isConnected && isUsable(opener) ? opener : null;
}
