import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/database.ts";
import {
  type PlaceStatus,
  placeAttachments,
  placeGallery,
  places,
  placeTerms,
  terms,
  users,
} from "../../../db/schema.ts";
import type { Language } from "../../../shared/i18n/languages.ts";
import { bumpContentVersion } from "../content-version.ts";
import type { PlaceUploads } from "../media/media-usage.ts";
import { excerptOf } from "../places/localised-place-text.ts";
import { placeSearchText } from "../places/place-search-text.ts";
import type { TermCatalogue } from "../terms/term-catalogue.ts";
import type { PlaceInput } from "./place-input.ts";
import {
  checkUploads,
  dropOrphanTags,
  keptLocation,
  placeUploads,
  type Tx,
  tagTerms,
  termsOf,
} from "./place-links.ts";

export type Place = typeof places.$inferSelect;

const cents = (hkd: number | null | undefined) =>
  hkd === null || hkd === undefined ? hkd : Math.round(hkd * 100);

/** A readable ASCII slug from a title's Latin words (`post_name`); ids, not slugs, address places. */
function slugOf(title: string): string {
  const latin = title
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80);
  return latin.length >= 3 ? latin : "place";
}

export interface SaveResult {
  place: Place;
  /** What the place linked before and links no more: to delete once nothing else uses it. */
  released: PlaceUploads;
}

/**
 * Creates (`existing` undefined) or updates a place with its terms, gallery and attachments in
 * one transaction, and bumps the directory's version in it. Fields absent from `input` keep
 * their values on an edit. Given a transaction, it runs inside it (a savepoint), so a revision's
 * approval and an owner's split save commit with their other writes or not at all.
 */
export async function savePlace(
  db: Db | Tx,
  options: {
    catalogue: TermCatalogue;
    input: PlaceInput;
    existing?: Place;
    /** Who uploads the new media: the author, or the admin editing for them. */
    uploaderId: number;
    authorId: number;
    status: PlaceStatus;
    /** The language the saver writes in: mails about the place use it. */
    language: Language;
  },
): Promise<SaveResult> {
  const { catalogue, input, existing } = options;
  return db.transaction(async (tx) => {
    const current = existing ? await placeUploads(tx, existing.id) : { mediaIds: [], fileIds: [] };
    const currentGallery = existing
      ? (
          await tx
            .select({ id: placeGallery.mediaId })
            .from(placeGallery)
            .where(eq(placeGallery.placeId, existing.id))
            .orderBy(asc(placeGallery.position))
        ).map((row) => row.id)
      : [];
    const currentFiles = existing
      ? (
          await tx
            .select({ id: placeAttachments.fileId })
            .from(placeAttachments)
            .where(eq(placeAttachments.placeId, existing.id))
            .orderBy(asc(placeAttachments.position))
        ).map((row) => row.id)
      : [];
    const gallery = input.gallery ?? currentGallery;
    const attachmentIds = input.attachment ?? currentFiles;
    const cover =
      input.thumbnail !== undefined ? input.thumbnail : (existing?.imageMediaId ?? null);
    await checkUploads(
      tx,
      options.uploaderId,
      { mediaIds: [...gallery, ...(cover ? [cover] : [])], fileIds: attachmentIds },
      current,
    );

    const location = keptLocation(
      catalogue,
      input.location,
      existing?.locationId ?? null,
      input.location_exact === true,
    );
    if (location !== null) termsOf(catalogue, [location], "location", "location");
    const existingTerms = existing
      ? await tx
          .select({ termId: placeTerms.termId, taxonomy: terms.taxonomy })
          .from(placeTerms)
          .innerJoin(terms, eq(terms.id, placeTerms.termId))
          .where(eq(placeTerms.placeId, existing.id))
          .orderBy(asc(placeTerms.position))
      : [];
    const kept = (taxonomy: string) =>
      existingTerms.filter((row) => row.taxonomy === taxonomy).map((row) => row.termId);
    const categories = termsOf(
      catalogue,
      input.categories ?? kept("category"),
      "category",
      "categories",
    );
    const features = termsOf(catalogue, input.features ?? kept("feature"), "feature", "features");
    const tags = input.tags
      ? await tagTerms(tx, catalogue, input.tags)
      : kept("tag").flatMap((id) => catalogue.byId.get(id) ?? []);

    const merged = {
      title: input.title ?? existing?.title ?? "",
      content: input.content ?? existing?.content ?? "",
      address: input.address ?? existing?.address ?? "",
    };
    // What the place reads in its other languages after this save; null clears an override.
    const languages = {
      titleEn: input.title_en ?? existing?.titleEn ?? "",
      contentEn: input.content_en ?? existing?.contentEn ?? "",
      titleSc: input.title_sc === undefined ? (existing?.titleSc ?? null) : input.title_sc,
      contentSc: input.content_sc === undefined ? (existing?.contentSc ?? null) : input.content_sc,
    };
    const values = {
      authorId: options.authorId,
      status: options.status,
      slug: slugOf(merged.title),
      ...merged,
      excerpt: excerptOf(merged.content),
      ...languages,
      zipCode: input.zip_code,
      phone: input.phone,
      fax: input.fax,
      whatsapp: input.whatsapp,
      email: input.email,
      website: input.website,
      videoUrl: input.video_url,
      color: input.color,
      icon: input.icon,
      dateEstablished: input.date_establish,
      priceMinCents: cents(input.price_min),
      priceMaxCents: cents(input.price_max),
      latitude: input.latitude,
      longitude: input.longitude,
      locationId: location,
      openingHours: input.opening_hours,
      socialNetwork: input.social_network,
      imageMediaId: cover ?? gallery[0] ?? null,
      bookingStyle: input.booking_style,
      bookingPriceCents: cents(input.booking_price),
      bookingSettings: input.booking_settings,
      // A place sent in again has been changed since it was turned down.
      rejectionReason: null,
      searchText: placeSearchText({
        ...merged,
        titleEn: languages.titleEn,
        contentEn: languages.contentEn,
        titleSc: languages.titleSc ?? undefined,
        contentSc: languages.contentSc ?? undefined,
        termNames: [
          ...categories,
          ...features,
          ...tags,
          ...(location === null ? [] : catalogue.ancestry(location)),
        ].map((term) => term.name),
        locationSlugs: location === null ? [] : catalogue.ancestry(location).map((t) => t.slug),
      }),
      updatedAt: new Date(),
    };
    const [place] = existing
      ? await tx
          .update(places)
          .set({ ...values, revision: sql`${places.revision} + 1` })
          .where(eq(places.id, existing.id))
          .returning()
      : await tx
          .insert(places)
          .values({ ...values, title: merged.title })
          .returning();
    if (!place) throw new Error("the place was not written");

    await tx.delete(placeTerms).where(eq(placeTerms.placeId, place.id));
    const termIds = [...new Set([...categories, ...features, ...tags].map((term) => term.id))];
    if (termIds.length) {
      await tx
        .insert(placeTerms)
        .values(termIds.map((termId, position) => ({ placeId: place.id, termId, position })));
    }
    await dropOrphanTags(tx, kept("tag"));
    await tx.delete(placeGallery).where(eq(placeGallery.placeId, place.id));
    if (gallery.length) {
      await tx
        .insert(placeGallery)
        .values(gallery.map((mediaId, position) => ({ placeId: place.id, mediaId, position })));
    }
    await tx.delete(placeAttachments).where(eq(placeAttachments.placeId, place.id));
    if (attachmentIds.length) {
      await tx
        .insert(placeAttachments)
        .values(attachmentIds.map((fileId, position) => ({ placeId: place.id, fileId, position })));
    }
    // Saving a place makes its author one (the protocol's behaviour; decision 048).
    await tx
      .update(users)
      .set({ role: "author" })
      .where(and(eq(users.id, options.authorId), eq(users.role, "user")));
    if (options.uploaderId === options.authorId) {
      await tx
        .update(users)
        .set({ language: options.language })
        .where(eq(users.id, options.authorId));
    }
    await bumpContentVersion(tx);

    const linked = new Set([...gallery, ...(place.imageMediaId ? [place.imageMediaId] : [])]);
    return {
      place,
      released: {
        mediaIds: current.mediaIds.filter((id) => !linked.has(id)),
        fileIds: current.fileIds.filter((id) => !attachmentIds.includes(id)),
      },
    };
  });
}

/** Deletes a place (its links go with it) and says which uploads it leaves unused. */
export async function deletePlace(db: Db, placeId: number): Promise<PlaceUploads> {
  return db.transaction(async (tx) => {
    const uploads = await placeUploads(tx, placeId);
    const tags = await tx
      .select({ id: placeTerms.termId })
      .from(placeTerms)
      .innerJoin(terms, eq(terms.id, placeTerms.termId))
      .where(and(eq(placeTerms.placeId, placeId), eq(terms.taxonomy, "tag")));
    await tx.delete(places).where(eq(places.id, placeId));
    await dropOrphanTags(
      tx,
      tags.map((row) => row.id),
    );
    await bumpContentVersion(tx);
    return uploads;
  });
}

/**
 * Moves a place to a moderation outcome, only from `pending` and only while it is still the
 * revision the admin reviewed: the check and the change are one statement, so a save between
 * them cannot slip in. The updated row, or why not: `changed` (still pending, but not the
 * revision reviewed, or none was named) or `notPending`.
 */
export async function moderatePlace(
  db: Db,
  placeId: number,
  revision: number | undefined,
  outcome: { status: "publish" } | { status: "draft"; reason: string },
): Promise<Place | "changed" | "notPending"> {
  return db.transaction(async (tx) => {
    const [place] =
      revision === undefined
        ? []
        : await tx
            .update(places)
            .set({
              status: outcome.status,
              rejectionReason: outcome.status === "draft" ? outcome.reason : null,
              updatedAt: new Date(),
            })
            .where(
              and(
                eq(places.id, placeId),
                eq(places.status, "pending"),
                eq(places.revision, revision),
              ),
            )
            .returning();
    if (place) {
      await bumpContentVersion(tx);
      return place;
    }
    const [now] = await tx
      .select({ status: places.status })
      .from(places)
      .where(eq(places.id, placeId));
    return now?.status === "pending" ? "changed" : "notPending";
  });
}
