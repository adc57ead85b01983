import { useEffect, useState } from "react";

/**
 * `value` once it has stopped changing for `ms`: the price is asked for when the user pauses,
 * not at every tap of a stepper. Values are compared by their JSON, so a new object with the same
 * content is no change.
 */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  const text = JSON.stringify(value);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `text` stands for `value`'s content.
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [text, ms]);
  return settled;
}
