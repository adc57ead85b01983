/** A run of a text, and whether the other side lacks it. */
export interface DiffPart {
  text: string;
  changed: boolean;
}

/**
 * Words of Latin script (with digits, apostrophes and hyphens), single Chinese, Japanese or Korean
 * characters (Chinese is written without spaces, so a character is its word), runs of white space,
 * and any other single character: together they cover every character of a text.
 */
const CJK = "\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}";
const TOKEN = new RegExp(
  `[${CJK}]|(?:(?![${CJK}])[\\p{L}\\p{N}\\p{M}_'’-])+|\\s+|[^\\s\\p{L}\\p{N}]|.`,
  "gsu",
);

/**
 * Past this many cells the middle of two texts is marked changed as a whole: the comparison
 * table grows with the product of their lengths, and a rewritten description is read anew anyway.
 */
const MAX_CELLS = 400_000;

/**
 * Which words of `before` the edit removed and which of `after` it added, so the admin's eye goes
 * to them. The unchanged start and end are set aside first (most edits touch one passage), then
 * the longest common subsequence of what is left decides.
 */
export function wordDiff(before: string, after: string): { before: DiffPart[]; after: DiffPart[] } {
  const a = before.match(TOKEN) ?? [];
  const b = after.match(TOKEN) ?? [];
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const middleA = a.slice(start, endA);
  const middleB = b.slice(start, endB);
  const [keptA, keptB] =
    middleA.length * middleB.length <= MAX_CELLS
      ? commonTokens(middleA, middleB)
      : [middleA.map(() => false), middleB.map(() => false)];
  return { before: parts(a, start, keptA), after: parts(b, start, keptB) };
}

/** For each token of `a` and of `b`: whether it is in their longest common subsequence. */
function commonTokens(a: string[], b: string[]): [boolean[], boolean[]] {
  const width = b.length + 1;
  // lengths[i * width + j]: the longest common subsequence of a[i..] and b[j..].
  const lengths = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lengths[i * width + j] =
        a[i] === b[j]
          ? lengths[(i + 1) * width + j + 1]! + 1
          : Math.max(lengths[(i + 1) * width + j]!, lengths[i * width + j + 1]!);
    }
  }
  const keptA = a.map(() => false);
  const keptB = b.map(() => false);
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      keptA[i++] = true;
      keptB[j++] = true;
    } else if (lengths[(i + 1) * width + j]! >= lengths[i * width + j + 1]!) {
      i++;
    } else {
      j++;
    }
  }
  return [keptA, keptB];
}

/** The tokens joined into runs; those of the middle not kept are changed. */
function parts(tokens: string[], start: number, kept: boolean[]): DiffPart[] {
  const runs: DiffPart[] = [];
  tokens.forEach((text, index) => {
    const inMiddle = index >= start && index < start + kept.length;
    const changed = inMiddle && !kept[index - start];
    const last = runs.at(-1);
    if (last && last.changed === changed) last.text += text;
    else runs.push({ text, changed });
  });
  return runs;
}
