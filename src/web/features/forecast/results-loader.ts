/**
 * The results dialog, its chart and the engine load only when a forecast is shown, keeping the
 * home page's first-load JavaScript small. The form asks for them as soon as it is used.
 */
export const loadResults = () => import("./forecast-results.tsx");

let requested = false;

export function preloadResults(): void {
  if (requested) return;
  requested = true;
  void loadResults();
}
