import { LANGUAGE_PATH_PREFIX, type Language } from "../../../shared/i18n/languages.ts";
import { appHref } from "../../lib/app-paths.ts";
import type { PlaceFormPrefill } from "../questionnaire/index.ts";

/** The marker the place form reads to show "step 3 of 3" and the way back here. */
export const OPEN_PATH_MARK = "from";
export const OPEN_PATH_MARK_VALUE = "open";

/** The new place form's app path, filled from the answers, marked as step 3. */
export function placeFormPath(prefill: PlaceFormPrefill): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(prefill)) {
    if (value !== undefined && value !== "") query.set(name, String(value));
  }
  query.set(OPEN_PATH_MARK, OPEN_PATH_MARK_VALUE);
  return appHref.newPlace(query);
}

/** The new place form in the page's language (`/en/app/…`, decision 045). */
export function placeFormHref(language: Language, prefill: PlaceFormPrefill): string {
  return `${LANGUAGE_PATH_PREFIX[language]}${placeFormPath(prefill)}`;
}
