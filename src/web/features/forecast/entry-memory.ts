const KEY = "tablestartForecastForm";

/**
 * Keeps the figures a visitor submitted in the history entry they submitted from. Back from a
 * reloaded results page loads that entry as a new document, and the browser's own restoring of
 * form fields is not to be relied on: Chromium records a page's form state asynchronously, so
 * a results entry pushed soon after typing can leave the form's entry without it. History state
 * survives reloads and is private to the tab. React Router's own keys stay as they are.
 */
export function rememberInEntry(query: URLSearchParams) {
  window.history.replaceState({ ...window.history.state, [KEY]: query.toString() }, "");
}

/** The forecast this entry's form held when it was submitted, if any. */
export function rememberedByEntry(): URLSearchParams | null {
  const state: unknown = window.history.state;
  const saved =
    typeof state === "object" && state !== null ? (state as Record<string, unknown>)[KEY] : null;
  return typeof saved === "string" ? new URLSearchParams(saved) : null;
}
