import { useEffect, useState } from "react";
import { msUntilNextTick, secondsLeft } from "./countdown.ts";

/** Seconds left until the deadline, re-rendering each time the number changes. */
export function useCountdown(deadline: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === null) return;
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      const wait = msUntilNextTick(deadline, current);
      if (wait > 0) timer = setTimeout(tick, wait);
    };
    tick();
    return () => clearTimeout(timer);
  }, [deadline]);
  return secondsLeft(deadline, now);
}
