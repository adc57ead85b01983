import type { Language } from "../../../shared/i18n/languages.ts";
import { foldForSearch } from "../../../shared/search/normalise.server.ts";
import type { TermCatalogue } from "../terms/term-catalogue.ts";
import { tagJson } from "../terms/term-json.ts";

/**
 * Tags whose name holds the typed text, for the tag picker (`place/terms`): names starting
 * with it first, then the most used.
 */
export function searchTags(catalogue: TermCatalogue, text: string, language: Language) {
  const query = foldForSearch(text);
  return catalogue
    .ofTaxonomy("tag")
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
