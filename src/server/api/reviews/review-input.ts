import { z } from "zod/mini";

/** Longest review we keep: a full page of thoughts, not a pasted document (the message says it). */
export const REVIEW_MAX_LENGTH = 5_000;

const BLOCKS = /<(script|style|template)\b[\s\S]*?<\/\1\s*>/gi;
const TAGS = /<\/?[a-z!][^>]*>/gi;
const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  nbsp: " ",
};
const ENTITY = /&(?:(amp|lt|gt|quot|nbsp)|#(\d{1,7})|#x([0-9a-f]{1,6}));/gi;

function decodeEntity(_: string, name?: string, decimal?: string, hex?: string) {
  if (name) return ENTITIES[name.toLowerCase()] ?? "";
  const code = decimal ? Number(decimal) : Number.parseInt(hex ?? "", 16);
  // Control characters and lone surrogates are no text anyone typed: dropped, as markup is.
  const printable = code >= 0x20 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
  return printable ? String.fromCodePoint(code) : "";
}

/**
 * Plain text from what someone typed or pasted: markup is dropped (script and style with their
 * contents) and entities decoded, again and again until nothing changes, so that no entity can
 * decode into markup that stays (`&lt;img onerror=…&gt;` and `&amp;lt;…` included). Every
 * answer escapes the text again.
 */
export function stripHtml(text: string): string {
  let current = text;
  let previous: string;
  do {
    previous = current;
    current = current.replace(ENTITY, decodeEntity).replace(BLOCKS, "").replace(TAGS, "");
  } while (current !== previous);
  return current
    .replace(/\r\n?/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

const textOf = (value: unknown) =>
  typeof value === "string" ? value : typeof value === "number" ? String(value) : undefined;

/**
 * `POST /wp/v2/comments` as the apps send it (`post`, `content`, `rating`; JSON, urlencoded or
 * multipart). The place is checked separately.
 */
export const reviewInputSchema = z.object({
  rating: z.pipe(
    z.transform(textOf),
    z.pipe(
      z
        .string("directoryApi.review.rating")
        .check(z.regex(/^\s*[1-5]\s*$/, "directoryApi.review.rating")),
      z.transform((text) => Number(text)),
    ),
  ),
  content: z.pipe(
    z.transform((value) => stripHtml(textOf(value) ?? "")),
    z
      .string()
      .check(
        z.minLength(1, "directoryApi.review.content"),
        z.maxLength(REVIEW_MAX_LENGTH, "directoryApi.review.tooLong"),
      ),
  ),
});
