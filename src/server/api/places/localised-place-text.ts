import type { places } from "../../../db/schema.ts";
import { toSimplified } from "../../../shared/i18n/generate-sc.ts";
import type { Language } from "../../../shared/i18n/languages.ts";

/** The columns a place's name and description are read from (decision 083). */
export type PlaceText = Pick<
  typeof places.$inferSelect,
  "title" | "content" | "excerpt" | "titleEn" | "contentEn" | "titleSc" | "contentSc"
>;

export interface LocalisedPlaceText {
  title: string;
  content: string;
  excerpt: string;
}

/** A short plain-text summary of a description, as WordPress makes `post_excerpt`. */
export function excerptOf(content: string): string {
  const flat = content.replace(/\s+/g, " ").trim();
  return flat.length > 160 ? `${flat.slice(0, 159)}…` : flat;
}

/**
 * Converted texts by their Traditional source. Every list of places converts the same few hundred
 * names and descriptions again and again; a text that has changed stops being asked for and is
 * dropped first once the kept texts pass their budget (characters, as descriptions run to 20,000).
 */
const SIMPLIFIED_BUDGET = 2_000_000;
const simplified = new Map<string, string>();
let simplifiedCharacters = 0;

function simplify(text: string): string {
  if (text === "") return text;
  const kept = simplified.get(text);
  if (kept !== undefined) {
    // Map order is insertion order: asked for again, it moves to the end.
    simplified.delete(text);
    simplified.set(text, kept);
    return kept;
  }
  const converted = toSimplified(text);
  simplified.set(text, converted);
  simplifiedCharacters += text.length + converted.length;
  for (const [oldest, its] of simplified) {
    if (simplifiedCharacters <= SIMPLIFIED_BUDGET) break;
    simplified.delete(oldest);
    simplifiedCharacters -= oldest.length + its.length;
  }
  return converted;
}

/**
 * A place's name, description and summary in a reader's language, the other language standing in
 * for a text not given: English reads `title_en`/`content_en`, else the Traditional; Simplified
 * reads the owner's override, else the Traditional converted; Traditional reads the Traditional,
 * else the English. Every answer and page that shows a place to a reader goes through here.
 */
export function localisedPlaceText(place: PlaceText, language: Language): LocalisedPlaceText {
  const traditional = {
    title: place.title || place.titleEn,
    content: place.content || place.contentEn,
  };
  if (language === "en") {
    const content = place.contentEn || traditional.content;
    return {
      title: place.titleEn || traditional.title,
      content,
      excerpt: place.contentEn ? excerptOf(content) : excerptOfTraditional(place),
    };
  }
  if (language === "sc") {
    if (place.contentSc) {
      return {
        title: simplifiedTitle(place),
        content: place.contentSc,
        excerpt: excerptOf(place.contentSc),
      };
    }
    return {
      title: simplifiedTitle(place),
      content: place.content ? simplify(place.content) : place.contentEn,
      // The stored summary converted: the same text as the converted description's summary.
      excerpt: place.content ? simplify(place.excerpt) : excerptOf(place.contentEn),
    };
  }
  return { ...traditional, excerpt: excerptOfTraditional(place) };
}

const simplifiedTitle = (place: PlaceText) =>
  place.titleSc || (place.title ? simplify(place.title) : place.titleEn);

/** The stored summary is of the Traditional description; without one it is the English's. */
const excerptOfTraditional = (place: PlaceText) =>
  place.content ? place.excerpt : excerptOf(place.contentEn);

/** What the form shows as the Simplified placeholders: the Traditional converted. */
export function generatedSimplified(place: Pick<PlaceText, "title" | "content">) {
  return { title: simplify(place.title), content: simplify(place.content) };
}
