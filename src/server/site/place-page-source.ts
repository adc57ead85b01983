import type { FastifyInstance } from "fastify";
import type { Language } from "../../shared/i18n/languages.ts";
import { WEEK_ORDER } from "../../shared/places/opening-hours.ts";
import {
  PLACE_PAGE_REVIEWS,
  type PlacePageData,
  type PlacePagePhoto,
  type PlacePageSource,
} from "../../shared/places/place-page-source.ts";
import { loadPlaceView } from "../api/places/place-view.ts";
import { loadPlaceReviews } from "../api/reviews/review-queries.ts";

type PlaceView = NonNullable<Awaited<ReturnType<typeof loadPlaceView>>>;
type Comment = Awaited<ReturnType<typeof loadPlaceReviews>>[number];
type ImageJson = PlaceView["image"];

const coordinate = (value: string) => (value === "" ? null : Number(value));

const photo = (image: ImageJson): PlacePagePhoto => ({
  full: image.full.url,
  medium: image.medium.url,
  thumb: image.thumb.url,
});

/** The cover first, then the gallery; the placeholder (id 0) is no photo of the place. */
function photosOf(view: PlaceView): PlacePagePhoto[] {
  const seen = new Set<number>();
  return [view.image, ...view.galleries].flatMap((image) => {
    if (image.id === 0 || seen.has(image.id)) return [];
    seen.add(image.id);
    return [photo(image)];
  });
}

/** `comment_date_gmt` ("YYYY-MM-DD HH:MM:SS", UTC) as an ISO instant. */
const isoOfGmt = (gmt: string) => `${gmt.replace(" ", "T")}Z`;

/**
 * What the page shows of a `place/view` answer and the latest reviews: public facts only. The
 * author's account, reviewers' ids and photos, related places and the wish list flag stay here.
 */
export function placePageData(view: PlaceView, comments: Comment[]): PlacePageData {
  const labels = new Map(view.opening_hour.map((day) => [day.key, day.label]));
  const status = view.opening_status;
  return {
    id: view.ID,
    title: view.post_title,
    // Stored as plain text (the page writes it as text, never as markup).
    excerpt: view.post_excerpt.trim(),
    content: view.post_content.trim(),
    category: view.category ? { name: view.category.name, slug: view.category.slug } : null,
    district: view.city_name || null,
    region: view.state_name || null,
    address: view.address,
    zipCode: view.zip_code,
    latitude: coordinate(view.latitude),
    longitude: coordinate(view.longitude),
    phone: view.phone,
    email: view.email,
    website: view.website,
    whatsapp: view.whatsapp,
    priceMin: view.price_min || null,
    priceMax: view.price_max || null,
    rating: { average: view.rating_avg, count: view.rating_count },
    photos: photosOf(view),
    // The stored rules, not `opening_hour`, which writes 24:00 as 23:59 for the apps' parsers.
    hours: WEEK_ORDER.map((key) => ({
      key,
      label: labels.get(key) ?? key,
      ranges: view.hours.weekly[key] ?? [],
    })),
    status:
      status === null
        ? null
        : status.state === "open"
          ? { open: true, closesAt: status.closes_at }
          : { open: false, opensAt: status.opens_at },
    facilities: view.features.map((feature) => feature.name),
    tags: view.tags.map((tag) => tag.name),
    socials: Object.entries(view.social_network ?? {}).flatMap(([network, url]) =>
      typeof url === "string" && url ? [{ network, url }] : [],
    ),
    reviews: comments.map((comment) => ({
      id: Number(comment.comment_ID),
      author: comment.comment_author,
      rating: comment.rate,
      content: comment.comment_content,
      date: isoOfGmt(comment.comment_date_gmt),
    })),
    bookable: view.booking_use,
  };
}

/**
 * The website's place pages read the directory as an anonymous visitor would through the API
 * (`loadPlaceView` with no viewer): a place that is not published is not found.
 */
export function createPlacePageSource(app: FastifyInstance): PlacePageSource {
  return {
    async placePage(id: number, language: Language) {
      const view = await loadPlaceView(app, { id, language, viewer: null });
      if (!view) return null;
      const comments = await loadPlaceReviews(app, { placeId: id, limit: PLACE_PAGE_REVIEWS });
      return placePageData(view, comments);
    },
  };
}
