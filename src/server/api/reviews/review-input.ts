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
  "#39": "'",
  nbsp: " ",
};

/**
 * A review is plain text: markup is dropped (script and style with their contents), the few
 * entities a pasted text carries are decoded, and every answer escapes it again.
 */
export function stripHtml(text: string): string {
  return text
    .replace(BLOCKS, "")
    .replace(TAGS, "")
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? "")
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
