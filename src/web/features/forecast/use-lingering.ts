import { useEffect, useState } from "react";

/**
 * The latest non-null value, kept for `ms` after it turns null, so a closing dialog can animate
 * out with its content (decision 005: modal out 0.5 s).
 */
export function useLingering<T>(
  current: T | null,
  ms: number,
): { value: T | null; leaving: boolean } {
  const [last, setLast] = useState<T | null>(current);
  if (current !== null && current !== last) setLast(current);

  useEffect(() => {
    if (current !== null || last === null) return;
    const timer = setTimeout(() => setLast(null), ms);
    return () => clearTimeout(timer);
  }, [current, last, ms]);

  return { value: current ?? last, leaving: current === null && last !== null };
}
