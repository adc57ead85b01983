import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";
import { useHydrated } from "./use-hydrated.ts";

export type BackDecision = { kind: "stored"; to: string } | { kind: "history" } | { kind: "root" };

export interface BackInput {
  /** `location.state.back`, as set by a link that knows where Back should lead. */
  storedBack: unknown;
  historyLength: number;
  /** Whether an earlier history entry belongs to this app (not the site the visitor came from). */
  hasNavigated: boolean;
}

/** An in-app path only: a stored value must not send the visitor to another site. */
export function isInternalPath(value: unknown): value is string {
  return (
    typeof value === "string" &&
    value.startsWith("/") &&
    !value.startsWith("//") &&
    !value.startsWith("/\\") &&
    value.length <= 2048
  );
}

/** Spec §2: the stored back state, else the browser history, else the root. */
export function decideBack(input: BackInput): BackDecision {
  if (isInternalPath(input.storedBack)) return { kind: "stored", to: input.storedBack };
  if (input.historyLength > 1 && input.hasNavigated) return { kind: "history" };
  return { kind: "root" };
}

/**
 * Whether the current history entry was reached by navigating inside the app. React Router keeps
 * an index in `history.state.idx` (0 for the entry the visit started on); without it, the first
 * location's key is "default".
 */
export function hasNavigatedWithinApp(historyState: unknown, locationKey: string): boolean {
  const idx = (historyState as { idx?: unknown } | null)?.idx;
  if (typeof idx === "number") return idx > 0;
  return locationKey !== "default";
}

export interface UseBack {
  /** Where Back would lead now; "root" on the server and during hydration. */
  decision: BackDecision;
  /** Whether a back button makes sense here (it would not just reload the root page). */
  canGoBack: boolean;
  goBack(): void;
}

function currentDecision(storedBack: unknown, locationKey: string): BackDecision {
  if (typeof window === "undefined") {
    return decideBack({ storedBack: undefined, historyLength: 1, hasNavigated: false });
  }
  return decideBack({
    storedBack,
    historyLength: window.history.length,
    hasNavigated: hasNavigatedWithinApp(window.history.state, locationKey),
  });
}

export function useBack(options: { root?: string } = {}): UseBack {
  const root = options.root ?? "/";
  const location = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const storedBack = (location.state as { back?: unknown } | null)?.back;

  // The server knows neither the history nor the entry's state: until hydrated, answer as it did,
  // so the markup matches.
  const decision: BackDecision = hydrated
    ? currentDecision(storedBack, location.key)
    : { kind: "root" };
  const canGoBack = decision.kind !== "root" || location.pathname !== root;

  const goBack = useCallback(() => {
    const next = currentDecision(storedBack, location.key);
    if (next.kind === "stored") void navigate(next.to);
    else if (next.kind === "history") void navigate(-1);
    else void navigate(root);
  }, [storedBack, location.key, navigate, root]);

  return { decision, canGoBack, goBack };
}
