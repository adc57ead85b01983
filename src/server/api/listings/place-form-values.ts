import { asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../../db/database.ts";
import { media, placeAttachments, placeGallery, placeTerms, terms } from "../../../db/schema.ts";
import { neighbourhoodBySlug } from "../../../shared/places/hk-neighbourhoods.ts";
import { attachmentFileJson, filesOfPlace } from "../media/attachment-files.ts";
import { imageJson } from "../media/image-json.ts";
import { generatedSimplified } from "../places/localised-place-text.ts";
import type { Place } from "./place-writes.ts";

const hkd = (cents: number | null) => (cents === null ? "" : cents / 100);

/**
 * A place as its edit form shows it (`place/form`'s `values`, ours): every field `place/save`
 * takes, in the shape it takes them, with the pictures and files as the form draws them.
 */
export async function placeFormValues(db: Db, place: Place, siteUrl: string) {
  const linked = await db
    .select({ id: terms.id, taxonomy: terms.taxonomy, name: terms.name })
    .from(placeTerms)
    .innerJoin(terms, eq(terms.id, placeTerms.termId))
    .where(eq(placeTerms.placeId, place.id))
    .orderBy(asc(placeTerms.position));
  const galleryIds = (
    await db
      .select({ id: placeGallery.mediaId })
      .from(placeGallery)
      .where(eq(placeGallery.placeId, place.id))
      .orderBy(asc(placeGallery.position))
  ).map((row) => row.id);
  const pictureIds = [...galleryIds, ...(place.imageMediaId ? [place.imageMediaId] : [])];
  const pictures = pictureIds.length
    ? await db.select().from(media).where(inArray(media.id, pictureIds))
    : [];
  const pictureById = new Map(pictures.map((item) => [item.id, item]));
  const fileIds = (
    await db
      .select({ id: placeAttachments.fileId })
      .from(placeAttachments)
      .where(eq(placeAttachments.placeId, place.id))
      .orderBy(asc(placeAttachments.position))
  ).map((row) => row.id);
  const cover = place.imageMediaId ? pictureById.get(place.imageMediaId) : undefined;
  // The form picks a district (decision 080): a place in a neighbourhood shows its district, and
  // saving that district back keeps the neighbourhood.
  const [location] = place.locationId
    ? await db
        .select({ slug: terms.slug, parentId: terms.parentId })
        .from(terms)
        .where(eq(terms.id, place.locationId))
    : [];
  const inNeighbourhood =
    location !== undefined && neighbourhoodBySlug(location.slug) !== undefined;
  const formLocation = inNeighbourhood ? location.parentId : place.locationId;
  const generated = generatedSimplified(place);
  const ofTaxonomy = (taxonomy: string) =>
    linked.filter((term) => term.taxonomy === taxonomy).map((term) => term.id);
  return {
    post_id: place.id,
    post_status: place.status,
    rejection_reason: place.rejectionReason,
    title: place.title,
    content: place.content,
    title_en: place.titleEn,
    content_en: place.contentEn,
    // The owner's Simplified wording, or "" when the converted Traditional stands (decision 083);
    // the converted text is the form's placeholder.
    title_sc: place.titleSc ?? "",
    content_sc: place.contentSc ?? "",
    title_sc_generated: generated.title,
    content_sc_generated: generated.content,
    location: formLocation,
    // The web form's third level: `location` alone cannot say it.
    neighbourhood: inNeighbourhood ? place.locationId : null,
    address: place.address,
    zip_code: place.zipCode,
    phone: place.phone,
    fax: place.fax,
    email: place.email,
    website: place.website,
    whatsapp: place.whatsapp,
    video_url: place.videoUrl,
    color: place.color ?? "",
    icon: place.icon ?? "",
    date_establish: place.dateEstablished ?? "",
    price_min: hkd(place.priceMinCents),
    price_max: hkd(place.priceMaxCents),
    latitude: place.latitude,
    longitude: place.longitude,
    categories: ofTaxonomy("category"),
    features: ofTaxonomy("feature"),
    tags_input: linked
      .filter((term) => term.taxonomy === "tag")
      .map((term) => term.name.tc)
      .join(","),
    thumbnail: cover ? imageJson(cover, siteUrl) : null,
    gallery: galleryIds.flatMap((id) => {
      const item = pictureById.get(id);
      return item ? [imageJson(item, siteUrl)] : [];
    }),
    attachments: (await filesOfPlace(db, fileIds)).map((file) => attachmentFileJson(file, siteUrl)),
    opening_hours: place.openingHours,
    social_network: place.socialNetwork,
    booking_style: place.bookingStyle,
    booking_price: hkd(place.bookingPriceCents),
    booking_settings: place.bookingSettings,
  };
}
