import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../../db/database.ts";
import {
  files,
  media,
  placeAttachments,
  placeGallery,
  places,
  placeTerms,
  terms,
} from "../../../db/schema.ts";
import { foldForSearch } from "../../search/search-folding.ts";
import type { PlaceUploads } from "../media/media-usage.ts";
import type { TermCatalogue } from "../terms/term-catalogue.ts";

/*
 * What a place links, checked and resolved before a save or a revision writes the links: its
 * terms (categories, features, the location, typed tags) and its uploads (photos, files). A save
 * (place-writes.ts) and an owner's revision (place-revisions.ts) both go through these.
 */

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** A field of the input that names records which are not there, or not the user's to use. */
export class UnknownReference extends Error {
  constructor(readonly field: string) {
    super(`unknown ${field}`);
  }
}

// ---- uploads ------------------------------------------------------------------------------------

/** The photos and files a place links now. */
export async function placeUploads(db: Db | Tx, placeId: number): Promise<PlaceUploads> {
  const [place] = await db
    .select({ imageMediaId: places.imageMediaId })
    .from(places)
    .where(eq(places.id, placeId));
  const gallery = await db
    .select({ id: placeGallery.mediaId })
    .from(placeGallery)
    .where(eq(placeGallery.placeId, placeId));
  const attached = await db
    .select({ id: placeAttachments.fileId })
    .from(placeAttachments)
    .where(eq(placeAttachments.placeId, placeId));
  return {
    mediaIds: [
      ...new Set([
        ...(place?.imageMediaId ? [place.imageMediaId] : []),
        ...gallery.map((row) => row.id),
      ]),
    ],
    fileIds: attached.map((row) => row.id),
  };
}

/** Ids among `wanted` the user may link: their own uploads, or ones this place links already. */
export async function checkUploads(
  tx: Tx,
  userId: number,
  wanted: { mediaIds: number[]; fileIds: number[] },
  current: PlaceUploads,
) {
  const mediaIds = [...new Set(wanted.mediaIds)].filter((id) => !current.mediaIds.includes(id));
  if (mediaIds.length) {
    const own = await tx
      .select({ id: media.id })
      .from(media)
      .where(and(inArray(media.id, mediaIds), eq(media.userId, userId)));
    if (own.length !== mediaIds.length) throw new UnknownReference("gallery");
  }
  const fileIds = [...new Set(wanted.fileIds)].filter((id) => !current.fileIds.includes(id));
  if (fileIds.length) {
    const own = await tx
      .select({ id: files.id })
      .from(files)
      .where(and(inArray(files.id, fileIds), eq(files.userId, userId)));
    if (own.length !== fileIds.length) throw new UnknownReference("attachment");
  }
}

// ---- terms --------------------------------------------------------------------------------------

/** Terms of a taxonomy among `ids`, in the given order; throws when one is not of it. */
export function termsOf(
  catalogue: TermCatalogue,
  ids: readonly number[],
  taxonomy: "category" | "feature" | "location",
  field: string,
) {
  return ids.map((id) => {
    const term = catalogue.byId.get(id);
    if (!term || term.taxonomy !== taxonomy) throw new UnknownReference(field);
    return term;
  });
}

/**
 * The location a save leaves a place in. A stock app knows the protocol's three levels only: it
 * sends the district of a place that is in one of its neighbourhoods, and that must not move the
 * place out of the neighbourhood (decision 080). So a location above the current one keeps it
 * unless the save says the location is exact (the web's editor); any other replaces it, null
 * clears it, and a save that names none keeps it.
 */
export function keptLocation(
  catalogue: TermCatalogue,
  sent: number | null | undefined,
  current: number | null,
  exact: boolean,
): number | null {
  if (sent === undefined) return current;
  if (exact || sent === null || current === null || sent === current) return sent;
  const above = catalogue.ancestry(current).map((term) => term.id);
  return above.includes(sent) ? current : sent;
}

/** The tag terms for typed names: an existing tag when its folded name matches, else a new one. */
export async function tagTerms(tx: Tx, catalogue: TermCatalogue, names: readonly string[]) {
  const existing = new Map(
    catalogue.ofTaxonomy("tag").map((term) => [foldForSearch(term.name.tc), term] as const),
  );
  const result = [];
  for (const name of names) {
    const folded = foldForSearch(name);
    const known = existing.get(folded);
    if (known) {
      result.push(known);
      continue;
    }
    // Another save may create the same tag at the same moment: the slug is unique, so the loser reads it.
    const slug = folded.replace(/\s+/g, "-").slice(0, 60);
    await tx
      .insert(terms)
      .values({ taxonomy: "tag", slug, name: { tc: name, sc: name, en: name } })
      .onConflictDoNothing();
    const [term] = await tx
      .select()
      .from(terms)
      .where(and(eq(terms.taxonomy, "tag"), eq(terms.slug, slug)));
    if (term) {
      existing.set(folded, term);
      result.push(term);
    }
  }
  return result;
}

/**
 * Removes those of `tagIds` no place carries any more, so a name typed into a place that is
 * then changed or deleted is not kept (and stays unlisted: `place/terms` lists only tags of
 * published places).
 */
export async function dropOrphanTags(tx: Tx, tagIds: readonly number[]) {
  if (!tagIds.length) return;
  await tx
    .delete(terms)
    .where(
      and(
        inArray(terms.id, [...tagIds]),
        eq(terms.taxonomy, "tag"),
        sql`not exists (select 1 from ${placeTerms} where ${placeTerms.termId} = ${terms.id})`,
      ),
    );
}
