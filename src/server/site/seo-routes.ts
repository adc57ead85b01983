import type { FastifyInstance } from "fastify";
import { legalHreflangs, siteHreflangs } from "../../shared/site/seo-record.ts";
import { LEGAL_PAGES, SITE_PAGES } from "../../shared/site/site-pages.ts";

const escapeXml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export function buildSitemap(siteUrl: string): string {
  const pages = [
    ...SITE_PAGES.map((page) => ({
      path: page.path,
      alternates: siteHreflangs(siteUrl, page.isAboutUs),
    })),
    ...LEGAL_PAGES.map((page) => ({
      path: page.path,
      alternates: legalHreflangs(siteUrl, page.document),
    })),
  ];
  const urls = pages.map((page) => {
    const alternates = page.alternates
      .map(
        (a) => `    <xhtml:link rel="alternate" hreflang="${a.lang}" href="${escapeXml(a.href)}"/>`,
      )
      .join("\n");
    return `  <url>\n    <loc>${escapeXml(`${siteUrl}${page.path}`)}</loc>\n${alternates}\n  </url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join("\n")}
</urlset>
`;
}

export async function seoRoutes(app: FastifyInstance) {
  const { siteUrl } = app.config;
  const sitemap = buildSitemap(siteUrl);
  // The app and API are for people signed in or clients, not for search results.
  const robots = `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /app/\n\nSitemap: ${siteUrl}/sitemap.xml\n`;

  app.get("/robots.txt", async (_request, reply) =>
    reply
      .type("text/plain; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(robots),
  );
  app.get("/sitemap.xml", async (_request, reply) =>
    reply
      .type("application/xml; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(sitemap),
  );
}
