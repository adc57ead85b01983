import type { FastifyRequest } from "fastify";
import { placeIdOfPath } from "../../shared/places/place-page-source.ts";
import { LEGAL_PAGES, SITE_PAGES } from "../../shared/site/site-pages.ts";

const WEBSITE_PATHS = new Set([...SITE_PAGES, ...LEGAL_PAGES].map((page) => page.path));

/**
 * The canonical address of a page that is the same for every visitor: the website's pages, the
 * legal pages and a place's public page. Their loaders read only the path and the configuration
 * (and the directory, per content generation), never a cookie or a header (decision 053).
 */
export function isSharedPagePath(pathname: string): boolean {
  return (
    WEBSITE_PATHS.has(pathname) || (placeIdOfPath(pathname) !== null && pathname.endsWith("/"))
  );
}

/**
 * Whether this request gets the page every visitor gets. Not when it posts (the enquiry form's
 * answer is that visitor's), nor with a query (the forecast's and the template box's state, read
 * per request), nor when it carries credentials: like any shared cache (RFC 9111 §3.5), this one
 * does not answer a request with `Authorization` from what it stored.
 */
export function wantsSharedPage(request: FastifyRequest): boolean {
  return (
    (request.method === "GET" || request.method === "HEAD") &&
    !request.url.includes("?") &&
    request.headers.authorization === undefined &&
    isSharedPagePath(request.url)
  );
}
