import { and, asc, desc, eq, gte, inArray, lte, type SQL, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../../db/database.ts";
import { places, placeTerms } from "../../../db/schema.ts";
import { hongKongDate, hongKongTime } from "../../../shared/places/hong-kong-clock.ts";
import type { TermCatalogue } from "../terms/term-catalogue.ts";
import type { User } from "../users/user-repository.ts";
import type { PlaceFilter } from "./place-filter.ts";
import { openAtCondition } from "./place-open-at.ts";

export interface PlaceSearchResult {
  ids: number[];
  total: number;
  /** Metres from the filter's position, per id, when it gave one. */
  distances: Map<number, number>;
}

/**
 * A list whose query ran past its time (decision 071): refused as too broad rather than left to
 * hold a database connection and a core while others wait.
 */
export class ListTooBroadError extends Error {
  constructor() {
    super("the list's query ran past its time");
    this.name = "ListTooBroadError";
  }
}

/**
 * The time a list's query may take on this server: PostgreSQL's statement timeout; none on the
 * embedded database, which serves one machine's own use with one connection.
 */
export const listQueryTimeout = (app: FastifyInstance) =>
  app.database.kind === "postgres" ? app.config.listQueryTimeoutMs : undefined;

/** PostgreSQL's "canceling statement due to statement timeout", however the driver wraps it. */
const timedOut = (error: unknown): boolean =>
  error instanceof Error &&
  ((error as { code?: string }).code === "57014" || timedOut((error as { cause?: unknown }).cause));

const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const earthPoint = (latitude: number, longitude: number) =>
  sql`ll_to_earth(${latitude}::float8, ${longitude}::float8)`;
const placePoint = sql`ll_to_earth(${places.latitude}, ${places.longitude})`;

/** Places having any of these terms (or their descendants). */
function hasAnyTerm(termIds: number[]): SQL {
  return sql`exists (select 1 from ${placeTerms} where ${placeTerms.placeId} = ${places.id} and ${inArray(placeTerms.termId, termIds)})`;
}

/**
 * Who sees which statuses: everyone sees published places; a place that is pending, a draft or
 * in the bin only to its author and to admins, whatever the request asks (protocol trap 17).
 */
function statusCondition(filter: PlaceFilter, viewer: User | null): SQL | undefined {
  const status = eq(places.status, filter.status);
  if (filter.status === "publish" || viewer?.role === "admin") return status;
  if (!viewer) return sql`false`;
  return and(status, eq(places.authorId, viewer.id));
}

/**
 * The ids of one page of places matching a filter, in order, with the total. With `timeoutMs`
 * (PostgreSQL), its queries run in a transaction that may last no longer; past it, a
 * ListTooBroadError.
 */
export async function searchPlaces(
  db: Db,
  filter: PlaceFilter,
  catalogue: TermCatalogue,
  viewer: User | null,
  now: Date,
  options: { timeoutMs?: number } = {},
): Promise<PlaceSearchResult> {
  const { timeoutMs } = options;
  if (timeoutMs === undefined) return findPlaces(db, filter, catalogue, viewer, now);
  try {
    return await db.transaction(async (tx) => {
      // A number we made, not the client's: SET takes no parameters.
      await tx.execute(sql.raw(`set local statement_timeout = ${Math.trunc(timeoutMs)}`));
      return findPlaces(tx, filter, catalogue, viewer, now);
    });
  } catch (error) {
    if (timedOut(error)) throw new ListTooBroadError();
    throw error;
  }
}

async function findPlaces(
  db: Db,
  filter: PlaceFilter,
  catalogue: TermCatalogue,
  viewer: User | null,
  now: Date,
): Promise<PlaceSearchResult> {
  const conditions: (SQL | undefined)[] = [statusCondition(filter, viewer)];
  for (const word of filter.words) {
    conditions.push(sql`${places.searchText} like ${likePattern(word)}`);
  }
  if (filter.categoryIds.length > 0) {
    conditions.push(hasAnyTerm(filter.categoryIds.flatMap((id) => catalogue.descendantIds(id))));
  }
  // Facilities narrow down: a place must have every one asked for (decision 043).
  for (const id of filter.featureIds) conditions.push(hasAnyTerm([id]));
  if (filter.tagIds.length > 0) conditions.push(hasAnyTerm(filter.tagIds));
  if (filter.locationId !== undefined) {
    const ids = catalogue.descendantIds(filter.locationId);
    conditions.push(ids.length ? inArray(places.locationId, ids) : sql`false`);
  }
  if (filter.userIds.length > 0) conditions.push(inArray(places.authorId, filter.userIds));
  if (filter.priceMin !== undefined) conditions.push(gte(places.priceMinCents, filter.priceMin));
  if (filter.priceMax !== undefined) conditions.push(lte(places.priceMaxCents, filter.priceMax));
  if (filter.color !== undefined) conditions.push(eq(sql`lower(${places.color})`, filter.color));
  if (filter.openAt) {
    // `time` is that time today in Hong Kong.
    const time = filter.openAt === "now" ? hongKongTime(now) : filter.openAt;
    conditions.push(openAtCondition(hongKongDate(now), time));
  }
  if (filter.bbox) {
    const { south, west, north, east } = filter.bbox;
    conditions.push(
      gte(places.latitude, south),
      lte(places.latitude, north),
      gte(places.longitude, west),
      lte(places.longitude, east),
    );
  }
  const { position } = filter;
  const distance = position
    ? sql<number>`earth_distance(${earthPoint(position.latitude, position.longitude)}, ${placePoint})`
    : undefined;
  if (position && filter.radiusKm !== undefined) {
    const metres = filter.radiusKm * 1000;
    // earth_box finds candidates by the index; the distance test trims its corners.
    conditions.push(
      sql`earth_box(${earthPoint(position.latitude, position.longitude)}, ${metres}::float8) @> ${placePoint}`,
      sql`${distance} <= ${metres}::float8`,
    );
  }

  const direction = filter.order === "asc" ? asc : desc;
  const orderBy: SQL[] = {
    date: [direction(places.createdAt)],
    title: [direction(places.title)],
    comment_count: [direction(places.ratingCount)],
    rating: [direction(places.ratingAvg), direction(places.ratingCount)],
    price: [direction(places.priceMinCents)],
    distance: [sql`${distance} ${sql.raw(filter.order)} nulls last`],
  }[filter.orderBy];
  orderBy.push(direction(places.id));

  const where = and(...conditions);
  const offset = (filter.page - 1) * filter.perPage;
  const page = await db
    .select({
      id: places.id,
      distance: distance ?? sql<null>`null`,
      total: sql<number>`count(*) over ()::int`,
    })
    .from(places)
    .where(where)
    .orderBy(...orderBy)
    .limit(filter.perPage)
    .offset(offset);
  const total =
    page[0]?.total ??
    (offset === 0
      ? 0
      : ((await db.select({ n: sql<number>`count(*)::int` }).from(places).where(where))[0]?.n ??
        0));
  const distances = new Map<number, number>();
  for (const row of page) if (row.distance !== null) distances.set(row.id, Number(row.distance));
  return { ids: page.map((row) => row.id), total, distances };
}
