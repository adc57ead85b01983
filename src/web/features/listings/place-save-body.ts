import { type PlaceDraft, TEXT_FIELDS } from "./place-draft.ts";
import { bookingSettingsOf, isBookingStyle } from "./place-draft-booking.ts";
import { openingHoursOf } from "./place-draft-hours.ts";

/** The JSON body of `place/save`. */
export function saveBody(draft: PlaceDraft, postId: number | null): Record<string, unknown> {
  const { text } = draft;
  const social = Object.fromEntries(
    Object.entries(draft.social)
      .map(([network, url]) => [network, url.trim()])
      .filter(([, url]) => url !== ""),
  );
  const cover = draft.gallery.some((photo) => photo.id === draft.cover)
    ? draft.cover
    : (draft.gallery[0]?.id ?? null);
  return {
    ...(postId ? { post_id: postId } : {}),
    // A draft kept before the colour, icon and postcode left the form may still hold them: only
    // the form's own fields are sent.
    ...Object.fromEntries(TEXT_FIELDS.map((name) => [name, text[name].trim()])),
    // The most precise location chosen, exactly: "not specified" takes the place out of a
    // neighbourhood (decision 080).
    location_exact: 1,
    city: draft.neighbourhood
      ? Number(draft.neighbourhood)
      : draft.district
        ? Number(draft.district)
        : "",
    state: draft.region ? Number(draft.region) : "",
    latitude: draft.latitude ?? "",
    longitude: draft.longitude ?? "",
    tax_input: { listar_category: draft.categories, listar_feature: draft.features },
    tags_input: draft.tags.join(","),
    gallery: draft.gallery.map((photo) => photo.id),
    thumbnail: cover ?? "",
    attachment: draft.attachments.map((file) => file.id),
    opening_hours: openingHoursOf(draft.hours),
    social_network: social,
    booking_style: isBookingStyle(draft.booking.style) ? draft.booking.style : "",
    booking_price: draft.booking.price.trim(),
    booking_settings: bookingSettingsOf(draft.booking),
  };
}
