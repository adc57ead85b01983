import type { FastifyRequest } from "fastify";
import type { PlaceStatus } from "../../../db/schema.ts";
import type { Language } from "../../../shared/i18n/languages.ts";
import { isTime } from "../../../shared/places/opening-hours.ts";
import { searchWords } from "../../../shared/search/normalise.server.ts";
import { QueryParams } from "../query-params.ts";

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
  const query = (request.query ?? {}) as Record<string, unknown>;
  const params = new QueryParams(query, language);
  const page = params.int("page", { min: 1, max: 100_000 }) ?? 1;
  const perPage = params.int("per_page", { min: 1, max: MAX_PER_PAGE }) ?? DEFAULT_PER_PAGE;
  const keyword = params.text("s");
  // Most lists have no keyword: folding an empty one through OpenCC still costs.
  const words = keyword ? searchWords(keyword).slice(0, 10) : [];
  const latitude = params.number("latitude", { min: -90, max: 90 });
  const longitude = params.number("longitude", { min: -180, max: 180 });
  const radiusKm = params.number("radius", { min: 0.05, max: MAX_RADIUS_KM });
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
  const bboxText = params.text("bbox", 100);
  let bbox: PlaceFilter["bbox"];
  if (bboxText !== undefined) {
    const parts = bboxText.split(",").map((part) => Number(part.trim()));
    const [south, west, north, east] = parts;
    if (
      parts.length === 4 &&
      parts.every(Number.isFinite) &&
      south! <= north! &&
      west! <= east! &&
      Math.abs(south!) <= 90 &&
      Math.abs(north!) <= 90 &&
      Math.abs(west!) <= 180 &&
      Math.abs(east!) <= 180
    ) {
      bbox = { south: south!, west: west!, north: north!, east: east! };
    } else {
      params.invalid("bbox");
    }
  }
  const time = params.text("time", 5);
  if (time !== undefined && !isTime(time)) params.invalid("time");
  const color = params.text("color", 7)?.replace(/^#?/, "#");
  if (color !== undefined && !/^#[0-9a-f]{6}$/i.test(color)) params.invalid("color");
  const priceMin = params.number("price_min", { min: 0, max: 1_000_000 });
  const priceMax = params.number("price_max", { min: 0, max: 1_000_000 });
  const orderBy = ORDER_ALIASES[params.oneOf("orderby", PLACE_ORDERS) ?? "post_date"];
  const order = params.oneOf("order", ["asc", "desc"] as const);
  if (radiusKm !== undefined && !position) params.invalid("latitude");
  if (orderBy === "distance" && !position) params.invalid("orderby");
  const filter: PlaceFilter = {
    page,
    perPage,
    words,
    categoryIds: params.ids("category"),
    featureIds: params.ids("feature"),
    tagIds: params.ids("tag"),
    locationId: params.ids("location", 1)[0],
    userIds: params.ids("user_id"),
    status: params.oneOf("post_status", PLACE_STATUSES) ?? "publish",
    priceMin: priceMin === undefined ? undefined : Math.round(priceMin * 100),
    priceMax: priceMax === undefined ? undefined : Math.round(priceMax * 100),
    color: color?.toLowerCase(),
    openAt: params.flag("open_now") ? "now" : time && isTime(time) ? time : undefined,
    position,
    radiusKm,
    bbox,
    orderBy,
    // Nearest and A–Z read upwards; everything else newest or best first.
    order: order ?? (orderBy === "distance" || orderBy === "title" ? "asc" : "desc"),
  };
  params.done();
  return filter;
}
