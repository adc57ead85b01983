import { LANGUAGE_PATH_PREFIX, LANGUAGES, type Language } from "../i18n/languages.ts";
import type { DayKey, TimeRange } from "./opening-hours.ts";

/**
 * A place's public page (`/places/<id>/`, `/zh/places/<id>/`, `/en/places/<id>/`): what the
 * server hands the web route, already in the page's language. Only what the page shows is here
 * (no reviewer's e-mail, no author account): the route's loader data reaches the browser.
 */
export interface PlacePageData {
  id: number;
  title: string;
  /** Plain text, the page's description and the SEO description. */
  excerpt: string;
  /** Plain text; blank lines part paragraphs. */
  content: string;
  /** The main category; its slug picks the schema.org type. */
  category: { name: string; slug: string } | null;
  /** The district (the protocol's city) and region (state); null when the place has none. */
  district: string | null;
  region: string | null;
  address: string;
  zipCode: string;
  latitude: number | null;
  longitude: number | null;
  /** Empty when not given. */
  phone: string;
  email: string;
  website: string;
  whatsapp: string;
  /** As the protocol writes money ("HK$120"); null when not given. */
  priceMin: string | null;
  priceMax: string | null;
  rating: { average: number; count: number };
  /** Cover first, then the gallery; empty when the place has no photo. */
  photos: PlacePagePhoto[];
  /** Monday first; a day off has no ranges. */
  hours: { key: DayKey; label: string; ranges: TimeRange[] }[];
  /**
   * Open now, computed on the server in Hong Kong time (holidays and dated exceptions counted);
   * instants as ISO strings. Null when the place gives no hours.
   */
  status: { open: true; closesAt: string | null } | { open: false; opensAt: string | null } | null;
  /** Feature names. */
  facilities: string[];
  tags: string[];
  /** Social network name (the protocol's key) and URL. */
  socials: { network: string; url: string }[];
  /** The latest reviews, newest first. */
  reviews: PlacePageReview[];
  /** Whether the place takes bookings online: the page's Book button opens the app's form. */
  bookable: boolean;
}

export interface PlacePagePhoto {
  full: string;
  medium: string;
  thumb: string;
}

export interface PlacePageReview {
  id: number;
  author: string;
  /** 1–5 */
  rating: number;
  content: string;
  /** When written, an ISO instant. */
  date: string;
}

/** How the web app gets a place's page data (React Router load context `site.places`). */
export interface PlacePageSource {
  /** Null when there is no such place or it is not published. */
  placePage(id: number, language: Language): Promise<PlacePageData | null>;
}

/** How many reviews the page shows; the app lists them all. */
export const PLACE_PAGE_REVIEWS = 5;

/** The public page of a place, with the trailing slash the canonical URLs use. */
export function placePagePath(language: Language, id: number): string {
  return `${LANGUAGE_PATH_PREFIX[language]}/places/${id}/`;
}

/**
 * The place in the directory app, from a page in `language`: `/en/app/…` and `/zh/app/…` give a
 * visitor who has not chosen a language the app in the page's (decision 045), then go on to
 * `/app/places/<id>`.
 */
export function placeAppPath(language: Language, id: number): string {
  return `${LANGUAGE_PATH_PREFIX[language]}/app/places/${id}`;
}

/**
 * The app's booking form for the place, from a page in `language` (through `/en/app/…` and
 * `/zh/app/…` like `placeAppPath`): open to anyone, no account needed (#27).
 */
export function placeBookPath(language: Language, id: number): string {
  return `${placeAppPath(language, id)}/book`;
}

/**
 * The place in the app asking to save it to the wish list: a visitor signs in or up on the way
 * and it is saved after (the app's pending-wish.ts reads the `wish` mark).
 */
export function placeWishPath(language: Language, id: number): string {
  return `${placeAppPath(language, id)}?wish=1`;
}

/** The three languages' pages of a place. */
export function placePagePaths(id: number): Record<Language, string> {
  return Object.fromEntries(
    LANGUAGES.map((language) => [language, placePagePath(language, id)]),
  ) as Record<Language, string>;
}

/**
 * The place id of a place page's path, ignoring a missing trailing slash; null for anything
 * else, including ids that are not plain positive integers (`007`, `1e3`) or too large for the
 * database's integer.
 */
export function placeIdOfPath(pathname: string): number | null {
  const match = /^(?:\/zh|\/en)?\/places\/([1-9]\d{0,9})\/?$/.exec(pathname);
  if (!match) return null;
  const id = Number(match[1]);
  return id <= 2_147_483_647 ? id : null;
}
