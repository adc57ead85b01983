/**
 * The modal stack's rules, free of React and the DOM. Each open modal is bound to one browser
 * history entry, counted by `modalDepth` in the entry's state: depth n means n modals are open
 * on that entry. The stack follows the history, so Back closes the newest modal (spec §2).
 */

/** Spec §9: modal in/out animation and the delay before a dismissed modal is destroyed. */
export const MODAL_ANIMATION_MS = 500;
export const MODAL_DESTROY_DELAY_MS = 500;

export type ModalStatus = "open" | "closing";

export interface ModalEntry<T> {
  id: number;
  /** The history depth this modal is bound to (1 = the first modal). */
  depth: number;
  status: ModalStatus;
  payload: T;
}

export interface ModalStack<T> {
  /** Oldest first; closing entries stay until destroyed so they can animate out. */
  entries: readonly ModalEntry<T>[];
  nextId: number;
}

export function emptyModalStack<T>(): ModalStack<T> {
  return { entries: [], nextId: 1 };
}

export type ModalStackAction<T> =
  | { type: "open"; payload: T; depth: number }
  | { type: "dismissNewest" }
  | { type: "dismissAll" }
  /** The history moved to an entry with this depth: modals bound deeper are dismissed. */
  | { type: "sync"; depth: number }
  | { type: "destroy"; id: number };

export function openEntries<T>(stack: ModalStack<T>): ModalEntry<T>[] {
  return stack.entries.filter((e) => e.status === "open");
}

export function topOpen<T>(stack: ModalStack<T>): ModalEntry<T> | undefined {
  for (let i = stack.entries.length - 1; i >= 0; i--) {
    const entry = stack.entries[i]!;
    if (entry.status === "open") return entry;
  }
  return undefined;
}

/** The depth of the newest open modal, 0 when none is open. */
export function topOpenDepth<T>(stack: ModalStack<T>): number {
  return topOpen(stack)?.depth ?? 0;
}

function dismissWhere<T>(stack: ModalStack<T>, test: (e: ModalEntry<T>) => boolean): ModalStack<T> {
  let changed = false;
  const entries = stack.entries.map((e) => {
    if (e.status !== "open" || !test(e)) return e;
    changed = true;
    return { ...e, status: "closing" as const };
  });
  return changed ? { ...stack, entries } : stack;
}

export function modalStackReducer<T>(
  stack: ModalStack<T>,
  action: ModalStackAction<T>,
): ModalStack<T> {
  switch (action.type) {
    case "open": {
      // A modal always sits above the newest open one, whatever depth the caller computed.
      const depth = Math.max(action.depth, topOpenDepth(stack) + 1);
      const entry: ModalEntry<T> = {
        id: stack.nextId,
        depth,
        status: "open",
        payload: action.payload,
      };
      return { entries: [...stack.entries, entry], nextId: stack.nextId + 1 };
    }
    case "dismissNewest": {
      const top = topOpen(stack);
      return top ? dismissWhere(stack, (e) => e.id === top.id) : stack;
    }
    case "dismissAll":
      return dismissWhere(stack, () => true);
    case "sync":
      return dismissWhere(stack, (e) => e.depth > action.depth);
    case "destroy": {
      // Only a dismissed modal can be destroyed: a late timer must not remove a live one.
      const entries = stack.entries.filter((e) => !(e.id === action.id && e.status === "closing"));
      return entries.length === stack.entries.length ? stack : { ...stack, entries };
    }
  }
}

/** `modalDepth` from a history entry's state; anything malformed counts as 0. */
export function historyDepthOf(state: unknown): number {
  if (typeof state !== "object" || state === null) return 0;
  const depth = (state as { modalDepth?: unknown }).modalDepth;
  return typeof depth === "number" && Number.isInteger(depth) && depth > 0 ? depth : 0;
}

export interface OpenPlan {
  depth: number;
  /** Whether to push a history entry; false when the current entry already stands for a modal. */
  push: boolean;
}

/**
 * Where a new modal goes. Normally one level above the current history entry, with a new entry
 * pushed. When the current entry claims more modals than are open (a reload or Forward onto a
 * modal entry, whose content did not survive), the new modal adopts that entry instead.
 */
export function planOpen<T>(stack: ModalStack<T>, historyDepth: number): OpenPlan {
  const top = topOpenDepth(stack);
  if (historyDepth > top) return { depth: historyDepth, push: false };
  return { depth: top + 1, push: true };
}

/**
 * How many history entries to go back so that only modals up to `targetDepth` stay open. 0 when
 * the entries to leave were never committed (a push still in flight).
 */
export function backSteps(historyDepth: number, targetDepth: number): number {
  return Math.max(0, historyDepth - Math.max(0, targetDepth));
}

/**
 * After the history moved: the depth the current entry should be rewritten to when it claims
 * modals that are not open (their content is gone), or null when it is consistent.
 */
export function orphanedDepthFix<T>(stack: ModalStack<T>, historyDepth: number): number | null {
  const top = topOpenDepth(stack);
  return historyDepth > top ? top : null;
}

export interface ModalStore<T> {
  getSnapshot(): ModalStack<T>;
  subscribe(listener: () => void): () => void;
  dispatch(action: ModalStackAction<T>): void;
  dispose(): void;
}

export interface ModalStoreOptions {
  destroyDelayMs?: number;
  setTimeout?: (callback: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
}

/** The reducer plus the timers that destroy each dismissed modal after its exit animation. */
export function createModalStore<T>(options: ModalStoreOptions = {}): ModalStore<T> {
  const delay = options.destroyDelayMs ?? MODAL_DESTROY_DELAY_MS;
  const schedule = options.setTimeout ?? ((cb, ms) => globalThis.setTimeout(cb, ms));
  const cancel =
    options.clearTimeout ??
    ((handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>));
  const listeners = new Set<() => void>();
  const timers = new Map<number, unknown>();
  let stack = emptyModalStack<T>();

  const store: ModalStore<T> = {
    getSnapshot: () => stack,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispatch(action) {
      const next = modalStackReducer(stack, action);
      if (next === stack) return;
      const before = new Map(stack.entries.map((e) => [e.id, e.status]));
      stack = next;
      for (const entry of next.entries) {
        if (
          entry.status === "closing" &&
          before.get(entry.id) === "open" &&
          !timers.has(entry.id)
        ) {
          timers.set(
            entry.id,
            schedule(() => {
              timers.delete(entry.id);
              store.dispatch({ type: "destroy", id: entry.id });
            }, delay),
          );
        }
      }
      for (const listener of listeners) listener();
    },
    dispose() {
      for (const handle of timers.values()) cancel(handle);
      timers.clear();
      listeners.clear();
    },
  };
  return store;
}
