import { inArray } from "drizzle-orm";
import type { Db } from "../../../db/database.ts";
import { media } from "../../../db/schema.ts";
import type { Language } from "../../../shared/i18n/languages.ts";
import { MESSAGES } from "../../../shared/i18n/messages/index.ts";
import { translate } from "../../../shared/i18n/translate.ts";
import { REVIEWED_FIELDS, type ReviewedField } from "../../../shared/listings/reviewed-fields.ts";
import { neighbourhoodBySlug } from "../../../shared/places/hk-neighbourhoods.ts";
import { attachmentFileJson, filesOfPlace } from "../media/attachment-files.ts";
import { imageJson } from "../media/image-json.ts";
import { generatedSimplified } from "../places/localised-place-text.ts";
import type { TermCatalogue } from "../terms/term-catalogue.ts";
import type { placeFormValues } from "./place-form-values.ts";
import {
  coverAfter,
  isTextField,
  type LiveValues,
  liveValues,
  locationAfter,
  type Revision,
  type RevisionChanges,
} from "./place-revisions.ts";
import type { Place } from "./place-writes.ts";

/** One changed field as the moderation queue shows it: the live value now, and the revision's. */
export interface ChangeJson {
  field: ReviewedField;
  label: string;
  before: unknown;
  after: unknown;
}

interface Context {
  catalogue: TermCatalogue;
  language: Language;
  siteUrl: string;
}

/** The pictures and files of `ids`, read at once for a whole page, shown as the apps draw them. */
async function uploadsJson(db: Db, mediaIds: number[], fileIds: number[], siteUrl: string) {
  const pictures = mediaIds.length
    ? await db
        .select()
        .from(media)
        .where(inArray(media.id, [...new Set(mediaIds)]))
    : [];
  const images = new Map(pictures.map((item) => [item.id, imageJson(item, siteUrl)]));
  const stored = await filesOfPlace(db, [...new Set(fileIds)]);
  const files = new Map(stored.map((file) => [file.id, attachmentFileJson(file, siteUrl)]));
  return {
    images: (ids: readonly number[]) => ids.flatMap((id) => images.get(id) ?? []),
    files: (ids: readonly number[]) => ids.flatMap((id) => files.get(id) ?? []),
  };
}

type Uploads = Awaited<ReturnType<typeof uploadsJson>>;

/** A field's value (in `place/save`'s shape) ready to show: text, names, pictures, files or a number. */
function shown(field: ReviewedField, value: unknown, context: Context, uploads: Uploads): unknown {
  const { catalogue, language } = context;
  if (isTextField(field)) return (value as string | null) ?? "";
  switch (field) {
    case "categories":
    case "features":
      return (value as number[]).flatMap((id) => catalogue.byId.get(id)?.name[language] ?? []);
    case "tags":
      return value;
    case "location":
      return value === null
        ? []
        : catalogue.ancestry(value as number).map((term) => term.name[language]);
    case "thumbnail":
      return uploads.images(value === null ? [] : [value as number]);
    case "gallery":
      return uploads.images(value as number[]);
    case "attachment":
      return uploads.files(value as number[]);
    default:
      return value ?? null;
  }
}

/** A revision's value of a field as the place would take it (the cover and location as savePlace settles them). */
function valueAfter(
  field: ReviewedField,
  changes: RevisionChanges,
  live: LiveValues,
  catalogue: TermCatalogue,
) {
  if (field === "thumbnail") return coverAfter(changes, live);
  if (field === "location") return locationAfter(catalogue, changes, live);
  return changes[field];
}

/**
 * The `changes` of each revision (`place/moderation`): per reviewed field it changes, the
 * translated label, the live value now and the revision's. Keyed by revision id.
 */
export async function revisionChanges(
  db: Db,
  items: readonly { revision: Revision; place: Place }[],
  context: Context,
): Promise<Map<number, ChangeJson[]>> {
  const live = await liveValues(
    db,
    items.map((item) => item.place),
  );
  const mediaIds: number[] = [];
  const fileIds: number[] = [];
  for (const { revision, place } of items) {
    const now = live.get(place.id)!;
    const changes = revision.changes as RevisionChanges;
    mediaIds.push(...now.gallery, ...(now.thumbnail ? [now.thumbnail] : []));
    mediaIds.push(...(changes.gallery ?? []), ...(changes.thumbnail ? [changes.thumbnail] : []));
    fileIds.push(...now.attachment, ...(changes.attachment ?? []));
  }
  const uploads = await uploadsJson(db, mediaIds, fileIds, context.siteUrl);
  const messages = MESSAGES[context.language];
  return new Map(
    items.map(({ revision, place }) => {
      const now = live.get(place.id)!;
      const changes = revision.changes as RevisionChanges;
      const list = REVIEWED_FIELDS.filter((field) => changes[field] !== undefined).map((field) => ({
        field,
        label: translate(messages, `listingsApi.field.${field}`),
        before: shown(field, now[field], context, uploads),
        after: shown(field, valueAfter(field, changes, now, context.catalogue), context, uploads),
      }));
      return [revision.id, list];
    }),
  );
}

type FormValues = Awaited<ReturnType<typeof placeFormValues>>;

/**
 * `place/form`'s values with a pending revision laid over (decision 082): the owner edits on
 * from their latest words, not from the live place.
 */
export async function formValuesWithRevision(
  db: Db,
  values: FormValues,
  place: Place,
  revision: Revision,
  context: Omit<Context, "language">,
): Promise<FormValues> {
  const { catalogue } = context;
  const changes = revision.changes as RevisionChanges;
  const now = (await liveValues(db, [place])).get(place.id)!;
  const gallery = changes.gallery ?? now.gallery;
  const cover = coverAfter(changes, now);
  const uploads = await uploadsJson(
    db,
    [...gallery, ...(cover ? [cover] : [])],
    changes.attachment ?? [],
    context.siteUrl,
  );
  const laid: Record<string, unknown> = { ...values };
  for (const field of REVIEWED_FIELDS) {
    const value = changes[field];
    if (value === undefined) continue;
    if (isTextField(field)) laid[field] = value ?? "";
    else if (field === "tags") laid.tags_input = (value as string[]).join(",");
    else if (field === "attachment") laid.attachments = uploads.files(value as number[]);
    else if (field === "gallery") laid.gallery = uploads.images(value as number[]);
    else if (field !== "thumbnail" && field !== "location") laid[field] = value;
  }
  if (changes.title !== undefined || changes.content !== undefined) {
    // The Simplified placeholders follow the Traditional words the owner sees.
    const generated = generatedSimplified({
      title: laid.title as string,
      content: laid.content as string,
    });
    laid.title_sc_generated = generated.title;
    laid.content_sc_generated = generated.content;
  }
  if (changes.thumbnail !== undefined || changes.gallery !== undefined) {
    laid.thumbnail = uploads.images(cover ? [cover] : [])[0] ?? null;
  }
  if (changes.location !== undefined) {
    // The form picks a district and, within it, a neighbourhood (decision 080).
    const location = locationAfter(catalogue, changes, now);
    const term = location === null ? undefined : catalogue.byId.get(location);
    const inNeighbourhood = term !== undefined && neighbourhoodBySlug(term.slug) !== undefined;
    laid.location = inNeighbourhood ? term.parentId : location;
    laid.neighbourhood = inNeighbourhood ? location : null;
  }
  return laid as FormValues;
}
