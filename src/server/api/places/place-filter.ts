import type { FastifyRequest } from "fastify";
import { z } from "zod";
import type { PlaceStatus } from "../../../db/schema.ts";
import type { Language } from "../../../shared/i18n/languages.ts";
import { MESSAGES } from "../../../shared/i18n/messages/index.ts";
import { translate } from "../../../shared/i18n/translate.ts";
import { isTime } from "../../../shared/places/opening-hours.ts";
import { searchWords } from "../../../shared/search/normalise.server.ts";
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

function headerNumber(request: FastifyRequest, name: string): number | undefined {
  const value = request.headers[name];
  if (typeof value !== "string" || !/^-?\d+(\.\d+)?$/.test(value.trim())) return undefined;
  return Number(value);
}

/** Reads `place/list`'s query; a bad value is a 400 naming every bad field. */
export function parsePlaceFilter(request: FastifyRequest, language: Language): PlaceFilter {
  const query = readQuery(request, placeListQuery);
  // Most lists have no keyword: folding an empty one through OpenCC still costs.
  const words = query.s ? searchWords(query.s).slice(0, 10) : [];
  const { latitude, longitude } = query;
  const headerLatitude = headerNumber(request, "latitude");
  const headerLongitude = headerNumber(request, "longitude");
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
    bbox = { south: south!, west: west!, north: north!, east: east! };
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
    categoryIds: query.category,
    featureIds: query.feature,
    tagIds: query.tag,
    locationId: query.location[0],
    userIds: query.user_id,
    status: query.post_status ?? "publish",
    priceMin: query.price_min === undefined ? undefined : Math.round(query.price_min * 100),
    priceMax: query.price_max === undefined ? undefined : Math.round(query.price_max * 100),
    color: query.color?.replace(/^#?/, "#").toLowerCase(),
    openAt: query.open_now ? "now" : query.time,
    position,
    radiusKm: query.radius,
    bbox,
    orderBy,
    // Nearest and A–Z read upwards; everything else newest or best first.
    order: query.order ?? (orderBy === "distance" || orderBy === "title" ? "asc" : "desc"),
  };
}
