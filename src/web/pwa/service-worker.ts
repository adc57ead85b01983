/**
 * The app's service worker (decision 055), hand-written: compiled by scripts/build-service-worker.ts
 * into build/client/sw.js with this build's version and app shell, and registered by the app for
 * the scope /app only, so website pages are never served from here.
 *
 * - The app shell (the /app document and the code it loads, icons) is kept at install.
 * - App screens, their loader data and code are network first (code: cache first, being named by
 *   its content), kept per URL for offline use; the page also asks to keep screens it reached
 *   inside the app, which the browser never fetched as documents. Offline, route discovery is
 *   answered with the build's app routes.
 * - A signed-in user's wish list, bookings and places are network first and kept in a cache
 *   named by a hash of their token; sign-out deletes it and drops answers still on their way.
 * - Everything else (POSTs, other API calls, other sites) is left to the browser.
 * - A new version waits until the user accepts the update prompt.
 */
import {
  type PageMessage,
  PRIVATE_CACHE_PREFIX,
  SHELL_CACHE_PREFIX,
  type WorkerMessage,
} from "./cache-names.ts";
import {
  type AppRoutes,
  offlineRouteDiscovery,
  privateCacheName,
  type RequestWay,
  requestWay,
  tokenOf,
} from "./sw-requests.ts";

// The DOM library describes pages; these are the few worker types this file uses.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown;
  readonly source: { postMessage(message: PageMessage): void } | null;
}
interface WorkerScope {
  readonly registration: ServiceWorkerRegistration;
  readonly location: Location;
  readonly clients: {
    claim(): Promise<void>;
    matchAll(): Promise<{ postMessage(message: PageMessage): void }[]>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
  addEventListener(type: "message", listener: (event: ExtendableMessageEvent) => void): void;
}

/** Set by the build: a hash of the build's files, what the app needs to start, its routes. */
declare const __SW_VERSION__: string;
declare const __SW_SHELL__: readonly string[];
declare const __SW_ROUTES__: AppRoutes;

const worker = self as unknown as WorkerScope;
const SHELL_CACHE = `${SHELL_CACHE_PREFIX}${__SW_VERSION__}`;
const SCOPE = new URL(worker.registration.scope).pathname.replace(/\/$/, "");
const APP_HOME = SCOPE;
/** Screens kept per URL (each carries its page's catalogue); the oldest go first. */
const MAX_PAGES = 60;
/** A user's kept answers (each booking and place is one). */
const MAX_PRIVATE_ANSWERS = 300;
/** What the worker asks for when a page wants to know whether the network is back. */
const PROBE_URL = "/api/health";

/** Counts sign-outs: an answer asked for before the latest one is not kept. */
let signOuts = 0;

/** An answer worth keeping: a whole, successful one from our own server. */
const keepable = (response: Response) => response.ok && response.type === "basic";

async function trim(cache: Cache, max: number, matching: (url: string) => boolean) {
  const keys = (await cache.keys()).filter((request) => matching(request.url));
  for (const request of keys.slice(0, Math.max(0, keys.length - max))) {
    await cache.delete(request);
  }
}

const isPage = (url: string) => {
  const { pathname } = new URL(url);
  return (
    !pathname.startsWith("/assets/") && !pathname.endsWith(".data") && !pathname.startsWith("/__")
  );
};

/** From any cache of ours first (a file unchanged since the last version), else the network. */
async function fillShell(cache: Cache, urls: readonly string[]) {
  await Promise.all(
    urls.map(async (url) => {
      if (await cache.match(url)) return;
      const earlier = url.startsWith("/assets/") ? await caches.match(url) : undefined;
      const response = earlier ?? (await fetch(url, { cache: "no-cache" }));
      if (!keepable(response) && !earlier) throw new Error(`${url} answered ${response.status}`);
      await cache.put(url, response);
    }),
  );
}

worker.addEventListener("install", (event) => {
  event.waitUntil(caches.open(SHELL_CACHE).then((cache) => fillShell(cache, __SW_SHELL__)));
});

worker.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith(SHELL_CACHE_PREFIX) && name !== SHELL_CACHE) await caches.delete(name);
      }
      // The first version takes the open app at once; later ones come in through the prompt.
      await worker.clients.claim();
    })(),
  );
});

async function cacheFirst(request: Request): Promise<Response> {
  const cache = await caches.open(SHELL_CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (keepable(response)) await cache.put(request, response.clone());
  return response;
}

/** Whether the network answered the last request that tried it; pages are told when it changes. */
let networkAnswered = true;

async function networkAnswers(online: boolean) {
  if (online === networkAnswered) return;
  networkAnswered = online;
  const message: PageMessage = { type: "network", online };
  for (const client of await worker.clients.matchAll()) client.postMessage(message);
}

/** Any answer of the server's, an error included, means the network reaches it again. */
async function probeNetwork() {
  try {
    await fetch(PROBE_URL, { cache: "no-store" });
    await networkAnswers(true);
  } catch {
    await networkAnswers(false);
  }
}

/** The network's answer, kept; the kept one when there is no network. */
async function networkFirst(
  request: Request,
  cacheName: string,
  fallback: () => Promise<Response | undefined>,
  keep: (cache: Cache, response: Response) => Promise<void>,
): Promise<Response> {
  try {
    const response = await fetch(request);
    void networkAnswers(true);
    if (keepable(response)) await keep(await caches.open(cacheName), response.clone());
    return response;
  } catch (offline) {
    void networkAnswers(false);
    const kept =
      (await (await caches.open(cacheName)).match(request.url, { ignoreVary: true })) ??
      (await fallback());
    if (kept) return kept;
    throw offline;
  }
}

function page(request: Request): Promise<Response> {
  return networkFirst(
    request,
    SHELL_CACHE,
    // A screen never opened online: the app's first screen, whose code routes to it.
    async () => (await caches.open(SHELL_CACHE)).match(APP_HOME),
    async (cache, response) => {
      await cache.put(request.url, response);
      await trim(cache, MAX_PAGES, isPage);
    },
  );
}

function pageData(request: Request): Promise<Response> {
  return networkFirst(
    request,
    SHELL_CACHE,
    // Route discovery names the paths a screen links to, never twice the same list: offline,
    // every app route of this build answers whatever list it is.
    async () => {
      const routes = offlineRouteDiscovery(new URL(request.url), __SW_ROUTES__);
      if (!routes) return undefined;
      return new Response(JSON.stringify(routes), {
        headers: { "content-type": "application/json; charset=utf-8" },
      });
    },
    (cache, response) => cache.put(request.url, response),
  );
}

/** An API answer `{success: false, …}`: the Listar routes send their failures with HTTP 200. */
async function isRefusal(response: Response): Promise<boolean> {
  try {
    return ((await response.clone().json()) as { success?: unknown }).success === false;
  } catch {
    return false;
  }
}

async function privateRead(request: Request): Promise<Response> {
  const cacheName = await privateCacheName(
    PRIVATE_CACHE_PREFIX,
    tokenOf(request.headers.get("authorization") ?? ""),
  );
  const asked = signOuts;
  return networkFirst(
    request,
    cacheName,
    async () => undefined,
    async (cache, response) => {
      // Signed out while this was on its way: it belongs to nobody now.
      if (asked !== signOuts) return;
      // A refusal sent as HTTP 200 (decision 066) must not stand in for the last answer kept.
      if (await isRefusal(response)) return;
      // One user's answers on the device at a time: another's go when a new one is kept.
      for (const name of await caches.keys()) {
        if (name.startsWith(PRIVATE_CACHE_PREFIX) && name !== cacheName) await caches.delete(name);
      }
      await cache.put(request.url, response);
      await trim(cache, MAX_PRIVATE_ANSWERS, () => true);
      // A sign-out that came meanwhile deleted the cache before this put made it again.
      if (asked !== signOuts) await caches.delete(cacheName);
    },
  );
}

const HANDLERS: Record<RequestWay, (request: Request) => Promise<Response>> = {
  asset: cacheFirst,
  static: cacheFirst,
  page,
  "page-data": pageData,
  "private-api": privateRead,
};

worker.addEventListener("fetch", (event) => {
  const { request } = event;
  const way = requestWay({
    url: new URL(request.url),
    method: request.method,
    mode: request.mode,
    authorised: request.headers.has("authorization"),
    origin: worker.location.origin,
    scope: SCOPE,
  });
  if (way) event.respondWith(HANDLERS[way](request));
});

async function forgetPrivate() {
  signOuts += 1;
  for (const name of await caches.keys()) {
    if (name.startsWith(PRIVATE_CACHE_PREFIX)) await caches.delete(name);
  }
}

/** Pages and code the app asked to keep; ones already kept, or now out of reach, are skipped. */
async function keep(pages: readonly string[], assets: readonly string[]) {
  const cache = await caches.open(SHELL_CACHE);
  const wanted = [...pages, ...assets].filter((url) => {
    const way = requestWay({
      url: new URL(url, worker.location.origin),
      method: "GET",
      mode: pages.includes(url) ? "navigate" : "cors",
      authorised: false,
      origin: worker.location.origin,
      scope: SCOPE,
    });
    return way === "page" || way === "asset";
  });
  await Promise.all(
    wanted.map(async (url) => {
      if (await cache.match(url)) return;
      try {
        const response = await fetch(url);
        if (keepable(response)) await cache.put(url, response);
      } catch {
        // Offline already: it is kept next time it is shown with a connection.
      }
    }),
  );
  await trim(cache, MAX_PAGES, isPage);
}

worker.addEventListener("message", (event) => {
  const message = event.data as WorkerMessage | null;
  if (message?.type === "skip-waiting") event.waitUntil(worker.skipWaiting());
  else if (message?.type === "forget-private") event.waitUntil(forgetPrivate());
  else if (message?.type === "keep") event.waitUntil(keep(message.pages, message.assets));
  else if (message?.type === "network-state") {
    event.source?.postMessage({ type: "network", online: networkAnswered });
  } else if (message?.type === "probe-network") event.waitUntil(probeNetwork());
});
