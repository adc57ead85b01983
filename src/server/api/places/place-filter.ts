import type { FastifyRequest } from "fastify";
import { z } from "zod";
import type { PlaceStatus } from "../../../db/schema.ts";
import type { Language } from "../../../shared/i18n/languages.ts";
import { MESSAGES } from "../../../shared/i18n/messages/index.ts";
import { translate } from "../../../shared/i18n/translate.ts";
import { isTime } from "../../../shared/places/opening-hours.ts";
import { searchWords } from "../../search/search-folding.ts";
import {
  pageParams,
  queryFlag,
  queryIds,
  queryNumber,
  queryOneOf,
  queryText,
} from "../listar-params.ts";
import { readQuery } from "../route-doc.ts";
import { invalidParams } from "../validate.ts";

export const PLACE_STATUSES: readonly PlaceStatus[] = ["publish", "pending", "draft", "trash"];
export const PLACE_ORDERS = [
  "post_date",
  "date",
  "title",
  "comment_count",
  "rating",
  "rating_avg",
  "meta_value_num",
  "distance",
  "price",
] as const;
export type PlaceOrder = "date" | "title" | "comment_count" | "rating" | "distance" | "price";

export const DEFAULT_PER_PAGE = 20;
export const MAX_PER_PAGE = 100;
/** The widest "near me" search: the whole territory is about 60 km across. */
export const MAX_RADIUS_KM = 100;

/** A text field that must match `valid` once present (bbox, time, colour). */
const checkedText = (maxLength: number, valid: (text: string) => boolean, description: string) =>
  queryText(maxLength)
    .refine((text) => text === undefined || valid(text), { message: "validation.invalid" })
    .meta({ description });

function isBbox(text: string) {
  const parts = text.split(",").map((part) => Number(part.trim()));
  const [south, west, north, east] = parts as [number, number, number, number];
  return (
    parts.length === 4 &&
    parts.every(Number.isFinite) &&
    south <= north &&
    west <= east &&
    Math.abs(south) <= 90 &&
    Math.abs(north) <= 90 &&
    Math.abs(west) <= 180 &&
    Math.abs(east) <= 180
  );
}

/** `place/list`'s query (protocol §4.22 and our additions), in the order it is reported. */
export const placeListQuery = z.object({
  ...pageParams(MAX_PER_PAGE),
  s: queryText().meta({ description: "Words to find in title, text, address, tags and terms." }),
  latitude: queryNumber({ min: -90, max: 90 }),
  longitude: queryNumber({ min: -180, max: 180 }),
  radius: queryNumber({ min: 0.05, max: MAX_RADIUS_KM }),
  bbox: checkedText(100, isBbox, "south,west,north,east in degrees."),
  time: checkedText(5, isTime, "Open at this Hong Kong time today, HH:MM."),
  color: checkedText(
    7,
    (text) => /^#?[0-9a-f]{6}$/i.test(text),
    "A category colour, #rrggbb (the # may be left out).",
  ),
  price_min: queryNumber({ min: 0, max: 1_000_000 }),
  price_max: queryNumber({ min: 0, max: 1_000_000 }),
  orderby: queryOneOf(PLACE_ORDERS),
  order: queryOneOf(["asc", "desc"] as const),
  category: queryIds(),
  feature: queryIds(),
  tag: queryIds(),
  location: queryIds(1),
  user_id: queryIds(),
  post_status: queryOneOf(PLACE_STATUSES),
  open_now: queryFlag(),
});

export interface Position {
  latitude: number;
  longitude: number;
}

/** `place/list`'s filters (protocol §4.22 and our additions), checked and normalised. */
export interface PlaceFilter {
  page: number;
  perPage: number;
  words: string[];
  categoryIds: number[];
  featureIds: number[];
  tagIds: number[];
  locationId: number | undefined;
  userIds: number[];
  status: PlaceStatus;
  /** HKD cents */
  priceMin: number | undefined;
  priceMax: number | undefined;
  color: string | undefined;
  /** Open at this Hong Kong time today (Listar's `time`), or now. */
  openAt: string | "now" | undefined;
  /** Where distance is measured from (query or the apps' Latitude/Longitude headers). */
  position: Position | undefined;
  radiusKm: number | undefined;
  bbox: { south: number; west: number; north: number; east: number } | undefined;
  orderBy: PlaceOrder;
  order: "asc" | "desc";
}

const ORDER_ALIASES: Record<(typeof PLACE_ORDERS)[number], PlaceOrder> = {
  post_date: "date",
  date: "date",
  title: "title",
  comment_count: "comment_count",
  rating: "rating",
  rating_avg: "rating",
  // The web list's `meta_value_num` with `meta_key=rating_avg`.
  meta_value_num: "rating",
  distance: "distance",
  price: "price",
};

/**
 * Positions and boxes are kept to 1/10,000 of a degree (about 11 m, finer than the 10 m the
 * answers show distances in): the list is cached per filter, and a client adding digits to a
 * coordinate would otherwise get a fresh, uncached computation for every request (review 2, §1).
 */
const DEGREE_STEPS = 10_000;
const roundDegrees = (degrees: number | undefined) =>
  degrees === undefined ? undefined : Math.round(degrees * DEGREE_STEPS) / DEGREE_STEPS;

/** Ids in one order: which of them were asked for matters, not how they were listed. */
const ascending = (ids: number[]) => [...ids].sort((a, b) => a - b);

function headerNumber(request: FastifyRequest, name: string): number | undefined {
  const value = request.headers[name];
  if (typeof value !== "string" || !/^-?\d+(\.\d+)?$/.test(value.trim())) return undefined;
  return Number(value);
}

/** Reads `place/list`'s query; a bad value is a 400 naming every bad field. */
export function parsePlaceFilter(request: FastifyRequest, language: Language): PlaceFilter {
  const query = readQuery(request, placeListQuery);
  // Most lists have no keyword: folding an empty one through OpenCC still costs. Every word
  // must match, so their order and repeats change nothing but the cache key.
  const words = query.s ? [...new Set(searchWords(query.s))].slice(0, 10).sort() : [];
  const latitude = roundDegrees(query.latitude);
  const longitude = roundDegrees(query.longitude);
  const headerLatitude = roundDegrees(headerNumber(request, "latitude"));
  const headerLongitude = roundDegrees(headerNumber(request, "longitude"));
  const position =
    latitude !== undefined && longitude !== undefined
      ? { latitude, longitude }
      : headerLatitude !== undefined &&
          headerLongitude !== undefined &&
          Math.abs(headerLatitude) <= 90 &&
          Math.abs(headerLongitude) <= 180
        ? { latitude: headerLatitude, longitude: headerLongitude }
        : undefined;
  let bbox: PlaceFilter["bbox"];
  if (query.bbox !== undefined) {
    const [south, west, north, east] = query.bbox.split(",").map((part) => Number(part.trim()));
    // Outwards, so the rounded box still holds everything the asked-for one did.
    bbox = {
      south: Math.floor(south! * DEGREE_STEPS) / DEGREE_STEPS,
      west: Math.floor(west! * DEGREE_STEPS) / DEGREE_STEPS,
      north: Math.ceil(north! * DEGREE_STEPS) / DEGREE_STEPS,
      east: Math.ceil(east! * DEGREE_STEPS) / DEGREE_STEPS,
    };
  }
  const orderBy = ORDER_ALIASES[query.orderby ?? "post_date"];
  // Rules the query alone cannot settle: the position may come from the headers.
  const needPosition: Record<string, boolean> = {
    latitude: query.radius !== undefined && !position,
    orderby: orderBy === "distance" && !position,
  };
  const missing = Object.keys(needPosition).filter((name) => needPosition[name]);
  if (missing.length) {
    const message = translate(MESSAGES[language], "validation.invalid");
    throw invalidParams(Object.fromEntries(missing.map((name) => [name, message])), language);
  }
  return {
    page: query.page ?? 1,
    perPage: query.per_page ?? DEFAULT_PER_PAGE,
    words,
    categoryIds: ascending(query.category),
    featureIds: ascending(query.feature),
    tagIds: ascending(query.tag),
    locationId: query.location[0],
    userIds: ascending(query.user_id),
    status: query.post_status ?? "publish",
    priceMin: query.price_min === undefined ? undefined : Math.round(query.price_min * 100),
    priceMax: query.price_max === undefined ? undefined : Math.round(query.price_max * 100),
    color: query.color?.replace(/^#?/, "#").toLowerCase(),
    openAt: query.open_now ? "now" : query.time,
    position,
    radiusKm: query.radius === undefined ? undefined : Math.round(query.radius * 100) / 100,
    bbox,
    orderBy,
    // Nearest and A–Z read upwards; everything else newest or best first.
    order: query.order ?? (orderBy === "distance" || orderBy === "title" ? "asc" : "desc"),
  };
}
