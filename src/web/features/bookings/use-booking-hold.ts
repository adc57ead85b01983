import { useEffect, useRef, useState } from "react";
import { useApiClient } from "../../lib/api-context.tsx";
import { holdTransport } from "./api/booking-hold-api.ts";
import { HoldKeeper, type HoldRequest, type HoldState } from "./booking-hold.ts";

/** How often the hold's minutes left are looked at again. */
const TICK_MS = 15_000;

/**
 * The hold on `wanted` (null: nothing to hold), kept in step with it: a new time, party or date
 * is held instead; leaving the form (unmount, the page hidden for good) releases it.
 */
export function useBookingHold(wanted: HoldRequest | null, enabled: boolean) {
  const client = useApiClient();
  const [state, setState] = useState<HoldState>({ kind: "none" });
  const [now, setNow] = useState(() => Date.now());
  const keeper = useRef<HoldKeeper | null>(null);
  keeper.current ??= new HoldKeeper(holdTransport(client), setState);
  const wantedKey = wanted && enabled ? JSON.stringify(wanted) : "";

  useEffect(() => {
    void keeper.current?.choose(wantedKey ? (JSON.parse(wantedKey) as HoldRequest) : null);
  }, [wantedKey]);

  useEffect(() => {
    const current = keeper.current;
    // pagehide without persisted: the page is going away (a reload, another site, a closed tab).
    const onPageHide = (event: PageTransitionEvent) => {
      if (!event.persisted) current?.leave();
    };
    window.addEventListener("pagehide", onPageHide);
    return () => {
      window.removeEventListener("pagehide", onPageHide);
      current?.leave();
    };
  }, []);

  const held = state.kind === "held";
  useEffect(() => {
    if (!held) return;
    const timer = setInterval(() => {
      const at = Date.now();
      setNow(at);
      keeper.current?.expireIfDue(at);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [held]);

  return {
    state,
    /** Whole minutes left on the hold, at least 1 while it holds. */
    minutesLeft:
      state.kind === "held"
        ? Math.max(1, Math.ceil((Date.parse(state.hold.expires_at) - now) / 60_000))
        : 0,
    holdIdFor: (request: HoldRequest) => keeper.current?.holdIdFor(request, Date.now()) ?? null,
    consumed: () => keeper.current?.consumed(),
  };
}
