/**
 * Whole seconds left until a deadline (ms since the epoch), rounded up: "1 s" shows until the
 * very end, and 0 means the wait is over. No deadline: nothing to wait for.
 */
export function secondsLeft(deadline: number | null, now: number): number {
  if (deadline === null) return 0;
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** Milliseconds until the shown number next changes (then the screen must re-render). */
export function msUntilNextTick(deadline: number, now: number): number {
  const remaining = deadline - now;
  if (remaining <= 0) return 0;
  return remaining % 1000 || 1000;
}

/** The server's `data.retry_after` (seconds) as a deadline; null when it sent none. */
export function deadlineFromRetryAfter(data: Readonly<Record<string, unknown>>, now: number) {
  const seconds = data.retry_after;
  return typeof seconds === "number" && Number.isFinite(seconds) && seconds > 0
    ? now + seconds * 1000
    : null;
}
