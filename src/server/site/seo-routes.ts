import { asc, eq } from "drizzle-orm";
import type { FastifyInstance, FastifyReply } from "fastify";
import { places } from "../../db/schema.ts";
import { LANGUAGES } from "../../shared/i18n/languages.ts";
import { placePagePath } from "../../shared/places/place-page-source.ts";
import {
  legalHreflangs,
  openHreflangs,
  placeHreflangs,
  siteHreflangs,
} from "../../shared/site/seo-record.ts";
import { LEGAL_PAGES, OPEN_PAGES, SITE_PAGES } from "../../shared/site/site-pages.ts";

const escapeXml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** What the sitemaps protocol allows in one file; past it, sitemap.xml becomes an index. */
export const MAX_SITEMAP_URLS = 50_000;
/** A place has a page in each language: this many places fill one file of the index. */
export const PLACES_PER_SITEMAP = Math.floor(MAX_SITEMAP_URLS / LANGUAGES.length);

/** A published place as the sitemap lists it. */
export interface SitemapPlace {
  id: number;
  updatedAt: Date;
}

interface SitemapEntry {
  path: string;
  alternates: { lang: string; href: string }[];
  lastmod?: Date;
}

const SITE_ENTRIES = (siteUrl: string): SitemapEntry[] => [
  ...SITE_PAGES.map((page) => ({
    path: page.path,
    alternates: siteHreflangs(siteUrl, page.isAboutUs),
  })),
  ...LEGAL_PAGES.map((page) => ({
    path: page.path,
    alternates: legalHreflangs(siteUrl, page.document),
  })),
  ...OPEN_PAGES.map((page) => ({ path: page.path, alternates: openHreflangs(siteUrl) })),
];

/** Each place's page in every language, each with the alternates and the place's last change. */
function placeEntries(siteUrl: string, list: readonly SitemapPlace[]): SitemapEntry[] {
  return list.flatMap((place) => {
    const alternates = placeHreflangs(siteUrl, place.id);
    return LANGUAGES.map((language) => ({
      path: placePagePath(language, place.id),
      alternates,
      lastmod: place.updatedAt,
    }));
  });
}

function urlset(siteUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((page) => {
    const alternates = page.alternates
      .map(
        (a) => `    <xhtml:link rel="alternate" hreflang="${a.lang}" href="${escapeXml(a.href)}"/>`,
      )
      .join("\n");
    const lastmod = page.lastmod ? `\n    <lastmod>${page.lastmod.toISOString()}</lastmod>` : "";
    return `  <url>\n    <loc>${escapeXml(`${siteUrl}${page.path}`)}</loc>${lastmod}\n${alternates}\n  </url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join("\n")}
</urlset>
`;
}

/** The website's pages, the legal pages and every published place's pages in one file. */
export function buildSitemap(siteUrl: string, placeList: readonly SitemapPlace[] = []): string {
  return urlset(siteUrl, [...SITE_ENTRIES(siteUrl), ...placeEntries(siteUrl, placeList)]);
}

/** Whether the site's URLs with this many places fit one sitemap file. */
export const fitsOneSitemap = (placeCount: number) =>
  SITE_PAGES.length + LEGAL_PAGES.length + OPEN_PAGES.length + placeCount * LANGUAGES.length <=
  MAX_SITEMAP_URLS;

/** The files of the index: the site's pages, then the places in files of PLACES_PER_SITEMAP. */
export function buildSitemapIndex(siteUrl: string, placeCount: number): string {
  const files = Math.ceil(placeCount / PLACES_PER_SITEMAP);
  const locs = [
    `${siteUrl}/sitemaps/site.xml`,
    ...Array.from({ length: files }, (_, index) => `${siteUrl}/sitemaps/places-${index + 1}.xml`),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${locs.map((loc) => `  <sitemap>\n    <loc>${escapeXml(loc)}</loc>\n  </sitemap>`).join("\n")}
</sitemapindex>
`;
}

/** The site's pages alone: the first file of the index. */
export const buildSiteSitemap = (siteUrl: string) => urlset(siteUrl, SITE_ENTRIES(siteUrl));

/** One file of places of the index. */
export const buildPlacesSitemap = (siteUrl: string, placeList: readonly SitemapPlace[]) =>
  urlset(siteUrl, placeEntries(siteUrl, placeList));

/** Published places by id: one query of two columns, as a sitemap needs nothing more. */
function publishedPlaces(app: FastifyInstance, page?: { limit: number; offset: number }) {
  const query = app.database.db
    .select({ id: places.id, updatedAt: places.updatedAt })
    .from(places)
    .where(eq(places.status, "publish"))
    .orderBy(asc(places.id));
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

export async function seoRoutes(app: FastifyInstance) {
  const { siteUrl } = app.config;
  const xml = (reply: FastifyReply, body: string) =>
    reply
      .type("application/xml; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(body);
  // Kept per directory version, so a place published or withdrawn is listed or gone at once.
  const cached = <T>(key: string, compute: () => Promise<T>) =>
    app.directoryCache.answer(`sitemap:${key}`, compute);
  // The app and API are for people signed in or clients, not for search results.
  const robots = `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /app/\n\nSitemap: ${siteUrl}/sitemap.xml\n`;

  app.get("/robots.txt", async (_request, reply) =>
    reply
      .type("text/plain; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(robots),
  );
  app.get("/sitemap.xml", async (_request, reply) =>
    xml(
      reply,
      await cached("main", async () => {
        const list = await publishedPlaces(app);
        return fitsOneSitemap(list.length)
          ? buildSitemap(siteUrl, list)
          : buildSitemapIndex(siteUrl, list.length);
      }),
    ),
  );
  // The index's files; while everything fits sitemap.xml, nothing links here.
  app.get("/sitemaps/site.xml", async (_request, reply) => xml(reply, buildSiteSitemap(siteUrl)));
  app.get<{ Params: { file: string } }>("/sitemaps/:file", async (request, reply) => {
    const match = /^places-([1-9]\d{0,5})\.xml$/.exec(request.params.file);
    if (!match) return reply.callNotFound();
    const index = Number(match[1]) - 1;
    const body = await cached(`places-${index}`, async () => {
      const list = await publishedPlaces(app, {
        limit: PLACES_PER_SITEMAP,
        offset: index * PLACES_PER_SITEMAP,
      });
      return list.length ? buildPlacesSitemap(siteUrl, list) : null;
    });
    return body === null ? reply.callNotFound() : xml(reply, body);
  });
}
