import { placePriceDisplay } from "../../../shared/bookings/booking-price.ts";
import type { Language } from "../../../shared/i18n/languages.ts";
import { MESSAGES } from "../../../shared/i18n/messages/index.ts";
import { translate } from "../../../shared/i18n/translate.ts";
import type { OpeningHours } from "../../../shared/places/opening-hours.ts";
import { openingStatus } from "../../../shared/places/opening-hours.ts";
import { defaultImageJson, imageJson } from "../media/image-json.ts";
import type { TermCatalogue } from "../terms/term-catalogue.ts";
import { wpTermJson } from "../terms/term-json.ts";
import { wpDate, wpDateGmt } from "../wp-date.ts";
import { localisedPlaceText } from "./localised-place-text.ts";
import type { Place, PlaceCard } from "./place-cards.ts";
import { placeAppUrl, placePageUrl } from "./place-links.ts";

export interface PlaceJsonContext {
  catalogue: TermCatalogue;
  language: Language;
  siteUrl: string;
  apiNamespace: string;
  /** The instant "open now" is computed for. */
  now: Date;
}

const hasHours = (hours: OpeningHours) =>
  Object.values(hours.weekly).some((ranges) => (ranges?.length ?? 0) > 0) ||
  (hours.exceptions?.length ?? 0) > 0;

/**
 * Open now, and when that changes: Listar's `status` text (the apps show it as is) and our
 * `open_now` and `opening_status`. Empty for a place that has given no hours.
 */
export function openingJson(hours: OpeningHours, now: Date, language: Language) {
  if (!hasHours(hours)) return { status: "", open_now: false, opening_status: null };
  const status = openingStatus(hours, now);
  const messages = MESSAGES[language];
  return {
    status: translate(
      messages,
      status.open ? "directoryApi.status.open" : "directoryApi.status.closed",
    ),
    open_now: status.open,
    opening_status: status.open
      ? { state: "open" as const, closes_at: status.closesAt?.toISOString() ?? null }
      : { state: "closed" as const, opens_at: status.opensAt?.toISOString() ?? null },
  };
}

/**
 * The price the apps show beside "book", with its unit ("HK$280 / person", "HK$150 deposit per
 * booking"); "Free" for a free booking; "" without bookings.
 */
function bookingPriceDisplay(place: Place, language: Language) {
  if (place.bookingStyle === null) return "";
  return placePriceDisplay(MESSAGES[language], {
    style: place.bookingStyle,
    settings: place.bookingSettings,
    priceCents: place.bookingPriceCents ?? 0,
  });
}

/** The place's first category, if any (Listar's `category`). */
export function mainCategory(card: PlaceCard, catalogue: TermCatalogue) {
  for (const id of card.termIds) {
    const term = catalogue.byId.get(id);
    if (term?.taxonomy === "category") return term;
  }
  return undefined;
}

/** WordPress's post fields, as Listar passes them through, the text in the reader's language. */
export function wpPostJson(place: Place, context: PlaceJsonContext) {
  const link = placePageUrl(context.siteUrl, place.id, context.language);
  const text = localisedPlaceText(place, context.language);
  return {
    ID: place.id,
    post_author: String(place.authorId),
    post_date: wpDate(place.createdAt),
    post_date_gmt: wpDateGmt(place.createdAt),
    post_content: text.content,
    post_title: text.title,
    post_excerpt: text.excerpt,
    post_status: place.status,
    comment_status: "open",
    ping_status: "closed",
    post_password: "",
    post_name: place.slug,
    to_ping: "",
    pinged: "",
    post_modified: wpDate(place.updatedAt),
    post_modified_gmt: wpDateGmt(place.updatedAt),
    post_content_filtered: "",
    post_parent: 0,
    guid: link,
    menu_order: 0,
    post_type: "listar",
    post_mime_type: "",
    comment_count: String(place.ratingCount),
    filter: "raw",
  };
}

/**
 * Listar's place list item (`Place_Model::assign_data_list`), plus our `open_now`,
 * `opening_status`, `distance` (km, when the request gave a position), `link` and `app_link`.
 */
export function placeListItemJson(
  card: PlaceCard,
  context: PlaceJsonContext,
  extra: { wishlist: boolean; distanceKm?: number | null },
) {
  const { place } = card;
  const category = mainCategory(card, context.catalogue);
  const { status, ...opening } = openingJson(place.openingHours, context.now, context.language);
  const self = `${context.siteUrl}/api/${context.apiNamespace}/v1/place/view?id=${place.id}`;
  return {
    ...wpPostJson(place, context),
    address: place.address,
    phone: place.phone,
    status,
    latitude: place.latitude === null ? "" : String(place.latitude),
    longitude: place.longitude === null ? "" : String(place.longitude),
    image: card.image ? imageJson(card.image, context.siteUrl) : defaultImageJson(context.siteUrl),
    category: category ? wpTermJson(category, context) : null,
    links: {
      self: { href: self },
      collection: { href: `${context.siteUrl}/api/${context.apiNamespace}/v1/place/list` },
    },
    rating_avg: Math.round(place.ratingAvg * 10) / 10,
    rating_count: place.ratingCount,
    wishlist: extra.wishlist,
    // The apps show "book" only when `booking_use` is true; the stock app also needs a price
    // text, so a free booking's says "Free" (its `booking_price` stays "").
    booking_use: place.bookingStyle !== null,
    booking_style: place.bookingStyle ?? "",
    booking_price: place.bookingPriceCents ? String(place.bookingPriceCents / 100) : "",
    booking_price_display: bookingPriceDisplay(place, context.language),
    // For the author's own list: why an admin sent the place back.
    ...(place.status === "draft" && place.rejectionReason
      ? { rejection_reason: place.rejectionReason }
      : {}),
    ...opening,
    distance: extra.distanceKm === undefined || extra.distanceKm === null ? "" : extra.distanceKm,
    link: placePageUrl(context.siteUrl, place.id, context.language),
    app_link: placeAppUrl(context.siteUrl, place.id),
  };
}

export type PlaceListItemJson = ReturnType<typeof placeListItemJson>;
