import { formatFileSize } from "../../../shared/format/file-size.ts";
import { LANGUAGE_TAG } from "../../../shared/i18n/languages.ts";
import { MESSAGES } from "../../../shared/i18n/messages/index.ts";
import { translate } from "../../../shared/i18n/translate.ts";
import { formatHkd } from "../../../shared/money/hkd.ts";
import { hongKongDate } from "../../../shared/places/hong-kong-clock.ts";
import { type DayKey, toListarOpeningHour } from "../../../shared/places/opening-hours.ts";
import { attachmentFileJson, type StoredFile } from "../media/attachment-files.ts";
import { defaultImageJson, imageJson } from "../media/image-json.ts";
import type { Media } from "../media/media-service.ts";
import type { Term } from "../terms/term-catalogue.ts";
import { tagJson, termJson, wpTermJson } from "../terms/term-json.ts";
import type { PlaceCard } from "./place-cards.ts";
import {
  mainCategory,
  type PlaceJsonContext,
  type PlaceListItemJson,
  placeListItemJson,
} from "./place-list-item-json.ts";

const DAY_LABEL_KEYS = {
  mon: "directoryApi.day.mon",
  tue: "directoryApi.day.tue",
  wed: "directoryApi.day.wed",
  thu: "directoryApi.day.thu",
  fri: "directoryApi.day.fri",
  sat: "directoryApi.day.sat",
  sun: "directoryApi.day.sun",
} as const satisfies Record<DayKey, string>;

export interface PlaceViewParts {
  card: PlaceCard;
  author: Record<string, unknown>;
  gallery: Media[];
  attachments: StoredFile[];
  wishlist: boolean;
  distanceKm: number | null;
  related: PlaceListItemJson[];
  latest: PlaceListItemJson[];
}

const price = (cents: number | null) => (cents === null ? "" : formatHkd(cents));

/**
 * Listar's place detail (`Place_Model::assign_data_view`, protocol §4.23) with our additions:
 * `open_now`, `opening_status`, `hours` (the full rules: holidays and the coming dated
 * exceptions), `link` and `app_link`.
 */
export function placeViewJson(parts: PlaceViewParts, context: PlaceJsonContext) {
  const { card, gallery } = parts;
  const { place } = card;
  const { catalogue, language, siteUrl } = context;
  const messages = MESSAGES[language];
  const termsOf = (taxonomy: Term["taxonomy"]) =>
    card.termIds.flatMap((id) => {
      const term = catalogue.byId.get(id);
      return term?.taxonomy === taxonomy ? [term] : [];
    });
  const category = mainCategory(card, catalogue);
  // The protocol's three levels stay country, region and district, as stock apps list and save
  // them; a neighbourhood below the district is ours (decision 080).
  const [country, state, city, neighbourhood] = place.locationId
    ? catalogue.ancestry(place.locationId)
    : [];
  const locationRef = (term: Term | undefined) =>
    term ? { id: term.id, name: term.name[language] } : null;
  const names = [city, state, country].flatMap((term) => (term ? [term.name[language]] : []));
  const labels = Object.fromEntries(
    Object.entries(DAY_LABEL_KEYS).map(([key, message]) => [key, translate(messages, message)]),
  ) as Record<DayKey, string>;
  const today = hongKongDate(context.now);
  const listItem = placeListItemJson(card, context, {
    wishlist: parts.wishlist,
    distanceKm: parts.distanceKm,
  });
  const { links: _links, ...item } = listItem;
  return {
    ...item,
    tags: termsOf("tag").map((term) => tagJson(term, language)),
    author: parts.author,
    image: card.image ? imageJson(card.image, siteUrl) : defaultImageJson(siteUrl),
    category: category ? termJson(category, context) : null,
    categories: termsOf("category").map((term) => wpTermJson(term, context)),
    features: termsOf("feature").map((term) => termJson(term, context)),
    rating_meta: Object.fromEntries(
      place.ratingStars.map((count, index) => [String(index + 1), count]),
    ),
    galleries: gallery.length
      ? gallery.map((item) => imageJson(item, siteUrl))
      : [card.image ? imageJson(card.image, siteUrl) : defaultImageJson(siteUrl)],
    // WordPress's `size_format` text; the Flutter app splits `name` at its dot for the type.
    attachments: parts.attachments.map((file) => ({
      ...attachmentFileJson(file, siteUrl),
      size: formatFileSize(file.byteSize, LANGUAGE_TAG[language]),
    })),
    opening_hour: toListarOpeningHour(place.openingHours, labels),
    hours: {
      weekly: place.openingHours.weekly,
      holidays: place.openingHours.holidays ?? null,
      exceptions: (place.openingHours.exceptions ?? []).filter((entry) => entry.date >= today),
    },
    location: { country: locationRef(country), state: locationRef(state), city: locationRef(city) },
    country_name: country?.name[language] ?? "",
    state_name: state?.name[language] ?? "",
    city_name: city?.name[language] ?? "",
    full_address: [place.address, ...names].filter(Boolean).join(language === "en" ? ", " : " "),
    country: country?.id ?? null,
    state: state?.id ?? null,
    city: city?.id ?? null,
    neighbourhood: neighbourhood?.id ?? null,
    neighbourhood_name: neighbourhood?.name[language] ?? "",
    zip_code: place.zipCode,
    whatsapp: place.whatsapp,
    fax: place.fax,
    email: place.email,
    website: place.website,
    color: place.color,
    icon: place.icon,
    date_establish: place.dateEstablished ?? "",
    price_min: price(place.priceMinCents),
    price_max: price(place.priceMaxCents),
    gallery: gallery.map((item) => item.id).join(","),
    attachment: parts.attachments.map((file) => file.id).join(","),
    video_url: place.videoUrl,
    social_network: Object.keys(place.socialNetwork).length ? place.socialNetwork : null,
    booking_disable: null,
    claim_method_charge: null,
    claim_price: null,
    related: parts.related,
    lastest: parts.latest,
    claim_use: false,
    claim_verified: false,
    // What an admin names when approving what they see here (decision 069).
    revision: place.revision,
  };
}
