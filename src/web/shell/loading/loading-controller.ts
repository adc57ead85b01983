/** Spec §4/§9: the loading overlay hides by itself after 10 s if nothing dismissed it. */
export const LOADING_AUTO_HIDE_MS = 10_000;

export interface LoadingController {
  isLoading(): boolean;
  /** Another piece of work started; restarts the auto-hide clock. */
  show(): void;
  /** One piece of work ended; the overlay hides when none is left. */
  hide(): void;
  subscribe(listener: () => void): () => void;
  dispose(): void;
}

export interface LoadingControllerOptions {
  autoHideMs?: number;
  setTimeout?: (callback: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
}

/**
 * Counts shows and hides so two overlapping requests do not hide each other's indicator; the
 * auto-hide resets the count, so a forgotten hide() cannot leave the screen blocked.
 */
export function createLoadingController(options: LoadingControllerOptions = {}): LoadingController {
  const autoHideMs = options.autoHideMs ?? LOADING_AUTO_HIDE_MS;
  const schedule = options.setTimeout ?? ((cb, ms) => globalThis.setTimeout(cb, ms));
  const cancel =
    options.clearTimeout ??
    ((handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>));
  const listeners = new Set<() => void>();
  let count = 0;
  let timer: unknown = null;

  const notify = () => {
    for (const listener of listeners) listener();
  };
  const stopTimer = () => {
    if (timer !== null) cancel(timer);
    timer = null;
  };
  const reset = () => {
    stopTimer();
    if (count === 0) return;
    count = 0;
    notify();
  };

  return {
    isLoading: () => count > 0,
    show() {
      count += 1;
      stopTimer();
      timer = schedule(reset, autoHideMs);
      if (count === 1) notify();
    },
    hide() {
      // An extra hide() (e.g. a failure path after the auto-hide) is harmless.
      if (count === 0) return;
      count -= 1;
      if (count === 0) {
        stopTimer();
        notify();
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      stopTimer();
      listeners.clear();
    },
  };
}
