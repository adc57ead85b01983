import HKVariantsRev from "opencc-js/dict/HKVariantsRev";
import HKVariantsRevPhrases from "opencc-js/dict/HKVariantsRevPhrases";
import STCharacters from "opencc-js/dict/STCharacters";
import TSCharacters from "opencc-js/dict/TSCharacters";
import TSPhrases from "opencc-js/dict/TSPhrases";

/**
 * Search folding: the same place is found whether its name is typed in Traditional or Simplified
 * Chinese, in full-width or half-width characters, in any case, with or without accents and
 * punctuation. The server folds a place's searchable text into the index and folds the query the
 * same way, then matches substrings (decision 042).
 *
 * Chinese is folded to Simplified characters, one character at a time, from OpenCC's Hong Kong
 * variant and Traditional→Simplified tables: many Traditional characters share one Simplified
 * form (髮/發 → 发), so that direction loses nothing a search needs. One character always folds
 * the same way, whatever surrounds it, so the fold of a substring is a substring of the fold
 * (converting phrases, as OpenCC does for display, would turn 乾隆 and 乾 differently and break
 * that). The result is for matching only, never for display.
 *
 * Server-only: the OpenCC tables weigh about 100 KB, so the browser never loads this module;
 * the app sends the raw query and the server folds it.
 */

/** The [source, target] entries of OpenCC dictionaries ("source target|source target…"). */
function entriesOf(dictionaries: readonly string[]): [string, string | undefined][] {
  return dictionaries.flatMap((dictionary) =>
    dictionary.split("|").map((entry): [string, string | undefined] => {
      const [source = "", target] = entry.split(" ");
      return [source, target];
    }),
  );
}

/**
 * Each character's folded form. Characters are grouped when OpenCC's tables ever turn one into
 * the other: Hong Kong → Simplified alone or inside a phrase (回覆 → 回复 puts 覆 with 复; 枱 → 台
 * and 颱 → 台 put 枱, 颱 and 台 together), and Simplified → Traditional characters (讬 → 託, which
 * folds to 托). Every member of a group folds to one Simplified member, so text converted by
 * OpenCC either way folds like the original. The groups are small, so little precision is lost.
 * (OpenCC's Simplified → Traditional phrase table is left out: a megabyte for a few rare pairs.)
 */
const FOLDED: ReadonlyMap<string, string> = (() => {
  const entries = [
    ...entriesOf([HKVariantsRevPhrases, HKVariantsRev, TSPhrases, TSCharacters]),
    // Reversed, so that a Simplified → Traditional entry counts towards the Simplified form.
    ...entriesOf([STCharacters]).map(([source, target]): [string, string | undefined] =>
      target === undefined ? [source, target] : [target, source],
    ),
  ];
  const parent = new Map<string, string>();
  const root = (character: string): string => {
    let current = character;
    while (parent.has(current) && parent.get(current) !== current) current = parent.get(current)!;
    return current;
  };
  /** How often each character is the target of a one-character entry: the Simplified forms. */
  const targetCount = new Map<string, number>();
  const sources = new Set<string>();
  for (const [source, target] of entries) {
    if (target === undefined) continue;
    const from = [...source];
    const into = [...target];
    if (from.length !== into.length) continue;
    if (from.length === 1) {
      targetCount.set(target, (targetCount.get(target) ?? 0) + 1);
      sources.add(source);
    }
    from.forEach((character, index) => {
      const a = root(character);
      const b = root(into[index]!);
      if (a !== b) parent.set(a, b);
    });
  }
  const groups = new Map<string, string[]>();
  for (const character of new Set([...parent.keys(), ...parent.values()])) {
    const key = root(character);
    groups.set(key, [...(groups.get(key) ?? []), character]);
  }
  const folded = new Map<string, string>();
  for (const members of groups.values()) {
    // The group's face: a character no table converts further, the most frequent target first.
    const [face] = [...members].sort(
      (a, b) =>
        Number(sources.has(a)) - Number(sources.has(b)) ||
        (targetCount.get(b) ?? 0) - (targetCount.get(a) ?? 0) ||
        (a < b ? -1 : 1),
    );
    for (const member of members) if (member !== face) folded.set(member, face!);
  }
  return folded;
})();

const COMBINING_DIACRITICS = /[\u0300-\u036f]/g;
/** Apostrophes join their word ("McDonald's" = "mcdonalds"); other punctuation separates words. */
const APOSTROPHES = /['‘’`´]/g;
const SEPARATORS = /[\p{P}\p{S}\p{Z}\p{C}\s]+/gu;

/** The folded form of a text for indexing and for queries. */
export function foldForSearch(text: string): string {
  const compatible = text
    .normalize("NFKC")
    .toLowerCase()
    .replaceAll("ß", "ss")
    .replaceAll("ς", "σ");
  const unaccented = compatible.normalize("NFD").replace(COMBINING_DIACRITICS, "").normalize("NFC");
  let simplified = "";
  for (const character of unaccented) simplified += FOLDED.get(character) ?? character;
  return simplified.replace(APOSTROPHES, "").replace(SEPARATORS, " ").trim();
}

/** The distinct words of a folded query, in order (Chinese runs without spaces stay one word). */
export function searchWords(text: string): string[] {
  const folded = foldForSearch(text);
  return folded === "" ? [] : [...new Set(folded.split(" "))];
}
