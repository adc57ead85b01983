import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLACES_PER_SITEMAP } from "../../src/server/site/seo-routes.ts";
import { LEGAL_PAGES, OPEN_PAGES, SITE_PAGES } from "../../src/shared/site/site-pages.ts";
import { createUser } from "../support/accounts.ts";
import type { TestApp } from "../support/test-app.ts";
import { SITE, startWebApp } from "./place-page-directory.ts";

/**
 * The sitemap once the directory outgrows one file (needs the web build, as
 * enquiry-page.test.ts does).
 */

describe("sitemap.xml past 50,000 URLs", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startWebApp("pglite");
  });
  afterAll(() => t.close());

  it("becomes an index of the site's file and files of places that each fit", async () => {
    const owner = await createUser(t.database.db, { username: "many" });
    const count = PLACES_PER_SITEMAP + 10;
    await t.database.db.execute(
      sql`insert into places (author_id, status, slug, title)
          select ${owner.id}, case when g % 1000 = 0 then 'pending' else 'publish' end, 'p' || g, 'P' || g
          from generate_series(1, ${count + Math.floor(count / 1000)}) g`,
    );
    await t.app.contentVersions.changed();
    const index = await t.app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain("<sitemapindex");
    const files = [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(files).toEqual([
      `${SITE}/sitemaps/site.xml`,
      `${SITE}/sitemaps/places-1.xml`,
      `${SITE}/sitemaps/places-2.xml`,
    ]);
    const site = await t.app.inject({ method: "GET", url: "/sitemaps/site.xml" });
    // The website's pages: home and about us, the legal pages and "open a restaurant", each language.
    expect(site.body.match(/<url>/g)).toHaveLength(
      SITE_PAGES.length + LEGAL_PAGES.length + OPEN_PAGES.length,
    );
    const first = await t.app.inject({ method: "GET", url: "/sitemaps/places-1.xml" });
    expect(first.body.match(/<url>/g)).toHaveLength(PLACES_PER_SITEMAP * 3);
    const second = await t.app.inject({ method: "GET", url: "/sitemaps/places-2.xml" });
    expect(second.body.match(/<url>/g)).toHaveLength(10 * 3);
    expect(second.body).not.toContain("/places/1000/");
    expect((await t.app.inject({ method: "GET", url: "/sitemaps/places-3.xml" })).statusCode).toBe(
      404,
    );
  });
});
