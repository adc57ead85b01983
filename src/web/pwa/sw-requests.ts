/**
 * Which of the service worker's ways a request takes (decision 055). Pure, so it is tested
 * without a browser; the worker (service-worker.ts) only carries it out.
 */

export type RequestWay =
  /** Built code and styles, named by their content: the cache first, the network to fill it. */
  | "asset"
  /** Icons and the app's own pictures: the cache first, the network to fill it. */
  | "static"
  /** An app screen as a document: the network first, the last copy of that URL offline. */
  | "page"
  /** React Router's loader data (`.data`) and route discovery (`/__manifest`) for app screens. */
  | "page-data"
  /** A signed-in user's read the app needs offline: network first, per-user cache offline. */
  | "private-api";

export interface RequestFacts {
  url: URL;
  method: string;
  /** `navigate` for a document. */
  mode: string;
  /** Whether it carries an Authorization header. */
  authorised: boolean;
  /** The worker's own origin and scope path (`/app`). */
  origin: string;
  scope: string;
}

/**
 * The reads that make the app useful without a signal: the wish list, the user's bookings and
 * one booking, and a place (what the wish list and bookings lead to). `{ns}` is the deployment's.
 */
const OFFLINE_READS =
  /^\/api\/[^/]+\/v1\/(wishlist\/list|booking\/list|booking\/view|place\/view)$/;

const STATIC_FILES = /^\/(icons\/[^/]+\.png|images\/[^/]+\.svg|favicon\.svg)$/;

export const inScope = (pathname: string, scope: string) =>
  pathname === scope || pathname.startsWith(`${scope}/`);

/**
 * The way a request goes, or null when the worker leaves it to the browser: anything but GET
 * (bookings, sign-in, uploads), other sites, other API calls, website pages, media.
 */
export function requestWay(request: RequestFacts): RequestWay | null {
  const { url } = request;
  if (request.method !== "GET" || url.origin !== request.origin) return null;
  const path = url.pathname;
  if (path.startsWith("/api/")) {
    // A visitor's reads are not kept: only what a signed-in user has opened, under their key.
    return request.authorised && OFFLINE_READS.test(path) ? "private-api" : null;
  }
  if (path.startsWith("/assets/")) return "asset";
  if (STATIC_FILES.test(path)) return "static";
  if (request.mode === "navigate") return inScope(path, request.scope) ? "page" : null;
  if (path === "/__manifest") return "page-data";
  if (path.endsWith(".data") && inScope(path.slice(0, -".data".length), request.scope)) {
    return "page-data";
  }
  return null;
}

/** `Authorization: Bearer <token>` → the token; anything else → the whole value. */
export const tokenOf = (authorization: string) => authorization.replace(/^Bearer\s+/i, "").trim();

/** A cache name for one session token: a SHA-256 of it, so the token itself is nowhere on disk. */
export async function privateCacheName(prefix: string, token: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
  const hex = Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0"));
  return `${prefix}${hex.join("")}`;
}

/** The app's routes as React Router's manifest lists them, for one build (its `version`). */
export interface AppRoutes {
  version: string;
  routes: Record<string, unknown>;
}

/**
 * What route discovery (`/__manifest?paths=…&version=…`) is answered with offline: every app
 * route of the worker's build, when the page runs that build; null for another build's page (it
 * would need its own routes) or another URL. React Router adds the routes it does not know yet.
 */
export function offlineRouteDiscovery(url: URL, app: AppRoutes): Record<string, unknown> | null {
  if (url.pathname !== "/__manifest") return null;
  return url.searchParams.get("version") === app.version ? app.routes : null;
}
