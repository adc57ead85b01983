import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../../db/database.ts";
import { media, places, placeTerms, type Taxonomy, terms } from "../../../db/schema.ts";
import type { Media } from "../media/media-service.ts";

export type Term = typeof terms.$inferSelect;

/**
 * Every term with its published-place count, read in three queries and kept until the directory
 * changes (the catalogue is small: districts, categories, features and tags).
 */
export interface TermCatalogue {
  byId: ReadonlyMap<number, Term>;
  /** Published places per term; a location counts the places of its descendants too. */
  count(termId: number): number;
  children(termId: number | null, taxonomy: Taxonomy): readonly Term[];
  /** The term and all terms below it. */
  descendantIds(termId: number): number[];
  /** Root first: country, state, city. */
  ancestry(termId: number): Term[];
  image(term: Term): Media | undefined;
  ofTaxonomy(taxonomy: Taxonomy): readonly Term[];
}

export async function loadTermCatalogue(db: Db): Promise<TermCatalogue> {
  const rows = await db.select().from(terms).orderBy(terms.position, terms.id);
  const direct = await db
    .select({ termId: placeTerms.termId, n: sql<number>`count(*)::int` })
    .from(placeTerms)
    .innerJoin(places, and(eq(places.id, placeTerms.placeId), eq(places.status, "publish")))
    .groupBy(placeTerms.termId);
  const byLocation = await db
    .select({ termId: places.locationId, n: sql<number>`count(*)::int` })
    .from(places)
    .where(eq(places.status, "publish"))
    .groupBy(places.locationId);
  const imageIds = rows.flatMap((term) => (term.imageMediaId ? [term.imageMediaId] : []));
  const images = imageIds.length
    ? await db.select().from(media).where(inArray(media.id, imageIds))
    : [];

  const byId = new Map(rows.map((term) => [term.id, term]));
  const imageById = new Map(images.map((item) => [item.id, item]));
  const childrenOf = new Map<string, Term[]>();
  for (const term of rows) {
    const key = `${term.taxonomy}:${term.parentId ?? 0}`;
    childrenOf.set(key, [...(childrenOf.get(key) ?? []), term]);
  }
  const ancestry = (termId: number): Term[] => {
    const chain: Term[] = [];
    const seen = new Set<number>();
    for (let term = byId.get(termId); term && !seen.has(term.id); ) {
      seen.add(term.id);
      chain.unshift(term);
      term = term.parentId === null ? undefined : byId.get(term.parentId);
    }
    return chain;
  };
  const counts = new Map<number, number>();
  for (const { termId, n } of direct) counts.set(termId, n);
  for (const { termId, n } of byLocation) {
    if (termId === null) continue;
    for (const term of ancestry(termId)) counts.set(term.id, (counts.get(term.id) ?? 0) + n);
  }
  const descendantIds = (termId: number): number[] => {
    const term = byId.get(termId);
    if (!term) return [];
    const ids = [termId];
    for (let i = 0; i < ids.length; i++) {
      const parent = byId.get(ids[i]!);
      for (const child of childrenOf.get(`${term.taxonomy}:${parent?.id}`) ?? []) {
        if (!ids.includes(child.id)) ids.push(child.id);
      }
    }
    return ids;
  };
  return {
    byId,
    count: (termId) => counts.get(termId) ?? 0,
    children: (termId, taxonomy) => childrenOf.get(`${taxonomy}:${termId ?? 0}`) ?? [],
    descendantIds,
    ancestry,
    image: (term) => (term.imageMediaId ? imageById.get(term.imageMediaId) : undefined),
    ofTaxonomy: (taxonomy) => rows.filter((term) => term.taxonomy === taxonomy),
  };
}
