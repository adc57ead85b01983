import type { Language } from "../../../shared/i18n/languages.ts";
import { localisedPlaceText } from "../places/localised-place-text.ts";
import type { PlaceInput } from "./place-input.ts";
import type { Place } from "./place-writes.ts";

/**
 * A stock app knows one `title` and one `content` (decision 083): it fills its edit form from
 * `place/view`, which answers in the app's language, and sends the text back as `title`, the
 * Traditional Chinese. Sent back unchanged, the English (or the converted Simplified) it was shown
 * is an echo, not a new Chinese name: it leaves the Chinese as it is.
 */
export function withoutTranslationEcho(
  input: PlaceInput,
  existing: Place | undefined,
  language: Language,
): PlaceInput {
  if (!existing || language === "tc") return input;
  const shown = localisedPlaceText(existing, language);
  const echoed = (sent: string | undefined, own: string, localised: string) =>
    sent !== undefined && sent !== own && sent.trim() === localised.trim();
  const result = { ...input };
  if (echoed(input.title, existing.title, shown.title)) delete result.title;
  if (echoed(input.content, existing.content, shown.content)) delete result.content;
  return result;
}
