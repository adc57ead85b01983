import { isDeepStrictEqual } from "node:util";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../../db/database.ts";
import {
  placeAttachments,
  placeGallery,
  placeRevisions,
  places,
  placeTerms,
  terms,
} from "../../../db/schema.ts";
import type { Language } from "../../../shared/i18n/languages.ts";
import {
  LIVE_FIELDS,
  REVIEWED_FIELDS,
  type ReviewedField,
} from "../../../shared/listings/reviewed-fields.ts";
import { foldForSearch } from "../../search/search-folding.ts";
import type { PlaceUploads } from "../media/media-usage.ts";
import type { TermCatalogue } from "../terms/term-catalogue.ts";
import type { PlaceInput } from "./place-input.ts";
import {
  checkUploads,
  keptLocation,
  placeUploads,
  type Tx,
  termsOf,
  UnknownReference,
} from "./place-links.ts";
import { type Place, type SaveResult, savePlace } from "./place-writes.ts";

export type Revision = typeof placeRevisions.$inferSelect;

/** What a revision holds: reviewed fields in `place/save`'s parsed shape (decision 082). */
export type RevisionChanges = Partial<Pick<PlaceInput, ReviewedField | "location_exact">>;

/** A place's reviewed fields as they are live, in the same shape. */
export type LiveValues = Required<Omit<RevisionChanges, "location_exact">>;

/** What the owner is told about their edit under review (`place/form`, `author/listing`). */
export interface ReviewJson {
  revision_id: number;
  status: "pending" | "returned";
  reason: string | null;
  submitted_at: string;
}

const TEXT_COLUMNS = {
  title: "title",
  title_en: "titleEn",
  title_sc: "titleSc",
  content: "content",
  content_en: "contentEn",
  content_sc: "contentSc",
  address: "address",
  video_url: "videoUrl",
} as const satisfies Partial<Record<ReviewedField, keyof Place>>;

export const isTextField = (field: ReviewedField): field is keyof typeof TEXT_COLUMNS =>
  field in TEXT_COLUMNS;

/** A save's input as the part that goes live at once and the part that waits for review. */
function splitInput(input: PlaceInput): { live: PlaceInput; reviewed: RevisionChanges } {
  const live: Record<string, unknown> = {};
  const reviewed: Record<string, unknown> = {};
  for (const field of LIVE_FIELDS) if (input[field] !== undefined) live[field] = input[field];
  for (const field of REVIEWED_FIELDS) {
    if (input[field] !== undefined) reviewed[field] = input[field];
  }
  // "Exactly here" says how to read the location sent, so it goes where the location goes.
  if (reviewed.location !== undefined && input.location_exact) reviewed.location_exact = true;
  return { live: live as PlaceInput, reviewed: reviewed as RevisionChanges };
}

/** The live reviewed values of places, read in a few queries whatever their number. */
export async function liveValues(db: Db | Tx, list: readonly Place[]) {
  const ids = list.map((place) => place.id);
  const result = new Map<number, LiveValues>();
  if (!ids.length) return result;
  const gallery = await db
    .select({ placeId: placeGallery.placeId, id: placeGallery.mediaId })
    .from(placeGallery)
    .where(inArray(placeGallery.placeId, ids))
    .orderBy(asc(placeGallery.position));
  const attached = await db
    .select({ placeId: placeAttachments.placeId, id: placeAttachments.fileId })
    .from(placeAttachments)
    .where(inArray(placeAttachments.placeId, ids))
    .orderBy(asc(placeAttachments.position));
  const linked = await db
    .select({
      placeId: placeTerms.placeId,
      id: terms.id,
      taxonomy: terms.taxonomy,
      name: terms.name,
    })
    .from(placeTerms)
    .innerJoin(terms, eq(terms.id, placeTerms.termId))
    .where(inArray(placeTerms.placeId, ids))
    .orderBy(asc(placeTerms.position));
  for (const place of list) {
    const own = <T extends { placeId: number }>(rows: T[]) =>
      rows.filter((row) => row.placeId === place.id);
    const termIds = (taxonomy: string) =>
      own(linked)
        .filter((term) => term.taxonomy === taxonomy)
        .map((term) => term.id);
    result.set(place.id, {
      title: place.title,
      title_en: place.titleEn,
      title_sc: place.titleSc,
      content: place.content,
      content_en: place.contentEn,
      content_sc: place.contentSc,
      address: place.address,
      video_url: place.videoUrl,
      thumbnail: place.imageMediaId,
      gallery: own(gallery).map((row) => row.id),
      attachment: own(attached).map((row) => row.id),
      categories: termIds("category"),
      features: termIds("feature"),
      tags: own(linked)
        .filter((term) => term.taxonomy === "tag")
        .map((term) => term.name.tc),
      location: place.locationId,
      latitude: place.latitude,
      longitude: place.longitude,
    });
  }
  return result;
}

/** The cover a place would show after `changes`: as savePlace picks it. */
export function coverAfter(changes: RevisionChanges, live: LiveValues): number | null {
  const cover = changes.thumbnail !== undefined ? changes.thumbnail : live.thumbnail;
  return cover ?? (changes.gallery ?? live.gallery)[0] ?? null;
}

/** The location a place would be in after `changes`: as savePlace keeps it. */
export const locationAfter = (
  catalogue: TermCatalogue,
  changes: RevisionChanges,
  live: LiveValues,
) => keptLocation(catalogue, changes.location, live.location, changes.location_exact === true);

const sameText = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? "") === (b ?? "");
const sameTags = (a: readonly string[], b: readonly string[]) =>
  isDeepStrictEqual(a.map(foldForSearch), b.map(foldForSearch));

/** Of `changes`, those that would change the live place. */
function differing(
  catalogue: TermCatalogue,
  changes: RevisionChanges,
  live: LiveValues,
): RevisionChanges {
  const kept: Record<string, unknown> = {};
  for (const field of REVIEWED_FIELDS) {
    const value = changes[field];
    if (value === undefined) continue;
    const same = isTextField(field)
      ? sameText(value as string | null, live[field])
      : field === "tags"
        ? sameTags(value as string[], live.tags)
        : field === "thumbnail"
          ? coverAfter(changes, live) === live.thumbnail
          : field === "location"
            ? locationAfter(catalogue, changes, live) === live.location
            : isDeepStrictEqual(value, live[field]);
    if (same) continue;
    kept[field] = value;
    if (field === "location" && changes.location_exact) kept.location_exact = true;
  }
  return kept as RevisionChanges;
}

/** The owner's latest words: what they sent over what was still waiting (a left-out field keeps its value). */
function merged(pending: RevisionChanges | undefined, sent: RevisionChanges): RevisionChanges {
  const result: RevisionChanges = { ...pending, ...sent };
  if (sent.location !== undefined && !sent.location_exact) delete result.location_exact;
  return result;
}

/** The uploads `changes` names: in use while the revision waits. */
function revisionUploads(changes: RevisionChanges): PlaceUploads {
  return {
    mediaIds: [
      ...new Set([...(changes.thumbnail ? [changes.thumbnail] : []), ...(changes.gallery ?? [])]),
    ],
    fileIds: [...new Set(changes.attachment ?? [])],
  };
}

/** Refuses what an approval could not apply: unknown terms, someone else's uploads. */
async function checkChanges(
  tx: Tx,
  catalogue: TermCatalogue,
  userId: number,
  place: Place,
  changes: RevisionChanges,
  live: LiveValues,
) {
  if (changes.categories) termsOf(catalogue, changes.categories, "category", "categories");
  if (changes.features) termsOf(catalogue, changes.features, "feature", "features");
  const location = locationAfter(catalogue, changes, live);
  if (location !== null) termsOf(catalogue, [location], "location", "location");
  await checkUploads(tx, userId, revisionUploads(changes), await placeUploads(tx, place.id));
}

async function pendingRevision(db: Db | Tx, placeId: number) {
  const [row] = await db
    .select()
    .from(placeRevisions)
    .where(and(eq(placeRevisions.placeId, placeId), eq(placeRevisions.status, "pending")))
    .for("update");
  return row;
}

/** The place's row, locked for this transaction: owner's saves and decisions take it first. */
async function lockedPlace(tx: Tx, placeId: number): Promise<Place | undefined> {
  const [place] = await tx.select().from(places).where(eq(places.id, placeId)).for("update");
  return place;
}

export interface OwnerSave {
  saved: SaveResult;
  /** The revision now waiting, or null when nothing reviewed differs from the live place. */
  revision: Revision | null;
  /** The withdrawn revision's uploads: to delete once nothing else uses them. */
  withdrawn: PlaceUploads | null;
}

/**
 * A non-admin's save of a published place (decision 082), in one transaction: the live fields
 * go through savePlace at once (the place keeps its status), and the reviewed ones that differ
 * from the live place become the one pending revision, replacing any older one. A save whose
 * reviewed fields all equal the live ones withdraws the pending revision.
 */
export async function saveOwnerEdit(
  db: Db,
  options: {
    catalogue: TermCatalogue;
    input: PlaceInput;
    placeId: number;
    userId: number;
    language: Language;
  },
): Promise<OwnerSave> {
  const { catalogue } = options;
  return db.transaction(async (tx) => {
    const place = await lockedPlace(tx, options.placeId);
    if (!place) throw new UnknownReference("post_id");
    const { live, reviewed } = splitInput(options.input);
    const current = (await liveValues(tx, [place])).get(place.id)!;
    const pending = await pendingRevision(tx, place.id);
    const changes = differing(
      catalogue,
      merged(pending?.changes as RevisionChanges | undefined, reviewed),
      current,
    );
    await checkChanges(tx, catalogue, options.userId, place, changes, current);
    const saved = await savePlace(tx, {
      catalogue,
      input: live,
      existing: place,
      uploaderId: options.userId,
      authorId: place.authorId,
      status: place.status,
      language: options.language,
    });
    if (pending && isDeepStrictEqual(pending.changes, changes)) {
      return { saved, revision: pending, withdrawn: null };
    }
    if (pending) {
      await tx
        .update(placeRevisions)
        .set({ status: "superseded" })
        .where(eq(placeRevisions.id, pending.id));
    }
    const withdrawn = pending ? { mediaIds: pending.mediaIds, fileIds: pending.fileIds } : null;
    if (!Object.keys(changes).length) return { saved, revision: null, withdrawn };
    const uploads = revisionUploads(changes);
    const [revision] = await tx
      .insert(placeRevisions)
      .values({
        placeId: place.id,
        authorId: options.userId,
        changes,
        mediaIds: uploads.mediaIds,
        fileIds: uploads.fileIds,
        language: options.language,
      })
      .returning();
    return { saved, revision: revision!, withdrawn };
  });
}

export type RevisionDecision =
  | "closed"
  | { place: Place; revision: Revision; released: PlaceUploads };

/**
 * Approves (applies through savePlace, as its author would have saved it) or returns one pending
 * revision of a place, in one transaction. The rows are locked, so two admins, or one clicking
 * twice, apply it once: the second finds it decided (`closed`).
 */
export async function decideRevision(
  db: Db,
  options: {
    catalogue: TermCatalogue;
    placeId: number;
    revisionId: number;
    adminId: number;
    outcome: { status: "approved" } | { status: "returned"; reason: string };
  },
): Promise<RevisionDecision> {
  const { outcome } = options;
  return db.transaction(async (tx) => {
    // The place first, then the revision: the order an owner's save takes them, so the two
    // cannot wait on each other.
    const place = await lockedPlace(tx, options.placeId);
    if (!place) return "closed";
    const [revision] = await tx
      .select()
      .from(placeRevisions)
      .where(
        and(eq(placeRevisions.id, options.revisionId), eq(placeRevisions.placeId, options.placeId)),
      )
      .for("update");
    if (revision?.status !== "pending") return "closed";
    const decided = {
      status: outcome.status,
      reason: outcome.status === "returned" ? outcome.reason : null,
      decidedBy: options.adminId,
      decidedAt: new Date(),
    };
    const [marked] = await tx
      .update(placeRevisions)
      .set(decided)
      .where(eq(placeRevisions.id, revision.id))
      .returning();
    if (outcome.status === "returned") {
      return {
        place,
        revision: marked!,
        released: { mediaIds: revision.mediaIds, fileIds: revision.fileIds },
      };
    }
    const saved = await savePlace(tx, {
      catalogue: options.catalogue,
      input: revision.changes as PlaceInput,
      existing: place,
      // The revision's uploads are its author's: checked against them, as at submission.
      uploaderId: revision.authorId,
      authorId: place.authorId,
      status: place.status,
      language: revision.language,
    });
    return { place: saved.place, revision: marked!, released: saved.released };
  });
}
