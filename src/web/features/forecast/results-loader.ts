import { retryChunk } from "../../lib/chunk-retry.ts";

/**
 * The results dialog, its chart and the engine load only when a forecast is shown, keeping the
 * home page's first-load JavaScript small. The form asks for them as soon as it is used. A failed
 * load is retried (chunk-retry.ts); what still fails is handled where the results are shown.
 */
export const loadResults = () => retryChunk(() => import("./forecast-results.tsx"));

let requested = false;

export function preloadResults(): void {
  if (requested) return;
  requested = true;
  // Only a head start: showing the results loads them again and deals with a failure.
  loadResults().catch(() => {});
}
