import type { Language } from "../../../shared/i18n/languages.ts";
import { foldForSearch } from "../../search/search-folding.ts";
import type { TermCatalogue } from "../terms/term-catalogue.ts";
import { tagJson } from "../terms/term-json.ts";

/**
 * Tags whose name holds the typed text, for the tag picker (`place/terms`): names starting
 * with it first, then the most used. Only tags of published places: anyone may type a tag into
 * a submission, and what they type must not be public before an admin approves it.
 */
export function searchTags(catalogue: TermCatalogue, text: string, language: Language) {
  const query = foldForSearch(text);
  return catalogue
    .ofTaxonomy("tag")
    .filter((term) => catalogue.count(term.id) > 0)
    .map((term) => ({ term, folded: foldForSearch(term.name[language]) }))
    .filter(({ folded }) => folded.includes(query))
    .sort(
      (a, b) =>
        Number(b.folded.startsWith(query)) - Number(a.folded.startsWith(query)) ||
        catalogue.count(b.term.id) - catalogue.count(a.term.id) ||
        a.term.id - b.term.id,
    )
    .map(({ term }) => tagJson(term, language));
}
