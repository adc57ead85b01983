/** Spec §7: a second start-up repeats only if more than 500 ms have passed since the first. */
export const STARTUP_GUARD_MS = 500;

export interface StartupOptions {
  syncDevice: () => void | Promise<void>;
  onReady: (success: boolean) => void;
  now?: () => number;
  warn?: (...args: unknown[]) => void;
}

export interface Startup {
  /** Resolves once onReady has been called, or at once when the call was ignored as a repeat. */
  start(): Promise<void>;
}

/**
 * Start-up action: sync device info, then report ready. Reading device info is best effort
 * (spec §8: "a failure to read device info is only logged"), so ready is reported either way.
 */
export function createStartup(options: StartupOptions): Startup {
  const now = options.now ?? Date.now;
  const warn = options.warn ?? ((...args: unknown[]) => console.warn(...args));
  let lastStart: number | null = null;
  return {
    async start() {
      const time = now();
      if (lastStart !== null && time - lastStart <= STARTUP_GUARD_MS) return;
      lastStart = time;
      try {
        await options.syncDevice();
      } catch (error) {
        warn("Tablestart: could not read device info", error);
      }
      options.onReady(true);
    },
  };
}
