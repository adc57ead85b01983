import { useEffect, useRef } from "react";

/**
 * What a visitor has typed into a form and not yet sent, kept for the tab (sessionStorage) so that
 * a reload, a crashed page or a fallback navigation gives it back (issue [7] item 1). Per tab, not
 * shared: two tabs may hold two drafts, and closing the tab forgets it.
 *
 * Storage may be missing (a privacy mode, a sandboxed frame), full or hold something another
 * version of the page wrote; a draft is a convenience, so every such failure just means "no draft".
 */

/** The subset of the Storage interface a draft needs, so tests can hand in their own. */
export type DraftStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

function sessionStore(): DraftStorage | null {
  try {
    // Reading the property itself throws where storage is blocked.
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The stored draft under `key` as parsed JSON, or undefined when there is none or it is unreadable. */
export function readDraft(key: string, storage = sessionStore()): unknown {
  try {
    const text = storage?.getItem(key);
    return text == null ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Stores a draft; a full or missing storage loses only the draft, never the page. */
export function writeDraft(key: string, values: unknown, storage = sessionStore()): void {
  try {
    storage?.setItem(key, JSON.stringify(values));
  } catch {
    // Quota exceeded or storage blocked: nothing else to do.
  }
}

/** Forgets the draft under `key`: call it once the form has been sent or reset. */
export function clearSessionDraft(key: string, storage = sessionStore()): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Storage blocked: there is nothing stored to forget.
  }
}

export interface SessionDraftOptions<T> {
  /** Values not worth keeping (an untouched form): the draft is removed instead of stored. */
  isEmpty?: (values: T) => boolean;
  /**
   * Checks what storage returned and gives back values the form can take, or null to ignore
   * it (another version of the page may have written a different shape). Without it, any
   * stored JSON value is handed to `restore` as it is.
   */
  parse?: (saved: unknown) => T | null;
}

/**
 * Keeps `values` as the draft under `key` whenever they change, and once, after the first render
 * in the browser, hands a stored draft to `restore` (which may decline it, e.g. when the URL
 * already says what the form shows). The first render's values are what the page brought, not
 * typing, so they are not stored. Values are compared as JSON, so a new object with the same
 * content writes nothing; after `clearSessionDraft` the draft stays cleared until they change.
 */
export function useSessionDraft<T>(
  key: string,
  values: T,
  restore: (saved: T) => void,
  options: SessionDraftOptions<T> = {},
): void {
  const latest = useRef({ restore, options });
  latest.current = { restore, options };

  // Restoring comes before the first write, which would otherwise replace the draft. Once per
  // key: the callbacks are read through the ref.
  useEffect(() => {
    const saved = readDraft(key);
    if (saved === undefined) return;
    const { parse } = latest.current.options;
    const draft = parse ? parse(saved) : (saved as T);
    if (draft !== null) latest.current.restore(draft);
  }, [key]);

  const serialised = JSON.stringify(values);
  const firstValues = useRef<string | null>(serialised);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `serialised` stands for `values`
  useEffect(() => {
    if (serialised === firstValues.current) return;
    firstValues.current = null;
    if (latest.current.options.isEmpty?.(values)) clearSessionDraft(key);
    else writeDraft(key, values);
  }, [key, serialised]);
}
