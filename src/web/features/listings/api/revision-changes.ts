import { z } from "zod/mini";
import type { ReviewedField } from "../../../../shared/listings/reviewed-fields.ts";
import { type DirectoryImage, imageSchema } from "../../directory/index.ts";
import { attachmentSchema, type PlaceAttachment } from "./listing-schemas.ts";

// What an owner's edit of a published place changes, as `place/moderation` shows it to the admin
// (decision 082): each reviewed field with its live value and the waiting one, ready to show.

const TEXT_FIELDS = [
  "title",
  "title_en",
  "title_sc",
  "content",
  "content_en",
  "content_sc",
  "address",
  "video_url",
] as const;
const TERM_FIELDS = ["categories", "features", "tags", "location"] as const;
const IMAGE_FIELDS = ["thumbnail", "gallery"] as const;
const POINT_FIELDS = ["latitude", "longitude"] as const;

type Shown =
  | (typeof TEXT_FIELDS)[number]
  | (typeof TERM_FIELDS)[number]
  | (typeof IMAGE_FIELDS)[number]
  | (typeof POINT_FIELDS)[number]
  | "attachment";
// A field added to REVIEWED_FIELDS fails the type check here until it has a way to be shown,
// rather than reaching the admin as a queue that cannot be read.
true satisfies [Exclude<ReviewedField, Shown>] extends [never] ? true : never;

/** Absent or null is empty: the server may leave out a field that had no value. */
const orEmpty = <T>(empty: T) => z.transform((value: T | null | undefined) => value ?? empty);
const text = z.pipe(z.optional(z.nullable(z.string())), orEmpty(""));
const terms = z.pipe(z.optional(z.nullable(z.array(z.string()))), orEmpty<string[]>([]));
const images = z.pipe(z.optional(z.nullable(z.array(imageSchema))), orEmpty<DirectoryImage[]>([]));
const files = z.pipe(
  z.optional(z.nullable(z.array(attachmentSchema))),
  orEmpty<PlaceAttachment[]>([]),
);
const point = z.pipe(z.optional(z.nullable(z.number())), orEmpty<number | null>(null));
const label = z._default(z.string(), "");

export const revisionChangeSchema = z.discriminatedUnion("field", [
  z.object({ field: z.enum(TEXT_FIELDS), label, before: text, after: text }),
  z.object({ field: z.enum(TERM_FIELDS), label, before: terms, after: terms }),
  z.object({ field: z.enum(IMAGE_FIELDS), label, before: images, after: images }),
  z.object({ field: z.literal("attachment"), label, before: files, after: files }),
  z.object({ field: z.enum(POINT_FIELDS), label, before: point, after: point }),
]);
export type RevisionChange = z.infer<typeof revisionChangeSchema>;
type ChangeOf<Field> = Extract<RevisionChange, { field: Field }>;
export type TextChange = ChangeOf<(typeof TEXT_FIELDS)[number]>;
export type TermsChange = ChangeOf<(typeof TERM_FIELDS)[number]>;
export type ImagesChange = ChangeOf<(typeof IMAGE_FIELDS)[number]>;
export type FilesChange = ChangeOf<"attachment">;
