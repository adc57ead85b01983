import { useCallback, useState } from "react";
import type { MessageKey } from "../../../shared/i18n/messages/index.ts";
import type { Position } from "./place-filter.ts";

export type PositionProblem = "permission" | "inactive";

/** The spec's two GPS messages (§8): refused permission, or no position to be had. */
export const POSITION_PROBLEM_MESSAGE: Record<PositionProblem, MessageKey> = {
  permission: "directory.gps.permission",
  inactive: "directory.gps.inactive",
};

/** GeolocationPositionError's code 1 is a refusal; 2 (unavailable) and 3 (time-out) are not. */
export function positionProblemOf(code: number | null): PositionProblem {
  return code === 1 ? "permission" : "inactive";
}

export type PositionState =
  | { kind: "idle" }
  | { kind: "locating" }
  | { kind: "found"; position: Position }
  | { kind: "failed"; problem: PositionProblem };

/** The visitor's position, asked for only when they ask for something that needs it. */
export function usePosition() {
  const [state, setState] = useState<PositionState>({ kind: "idle" });
  const locate = useCallback(() => {
    if (typeof navigator === "undefined" || !("geolocation" in navigator)) {
      setState({ kind: "failed", problem: "inactive" });
      return;
    }
    setState({ kind: "locating" });
    navigator.geolocation.getCurrentPosition(
      ({ coords }) =>
        setState({
          kind: "found",
          position: { latitude: coords.latitude, longitude: coords.longitude },
        }),
      (error) => setState({ kind: "failed", problem: positionProblemOf(error.code) }),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 5 * 60_000 },
    );
  }, []);
  return { state, locate, position: state.kind === "found" ? state.position : null };
}
