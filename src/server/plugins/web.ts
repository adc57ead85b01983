import { existsSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { fileURLToPath, pathToFileURL } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, type RequestHandler, type ServerBuild } from "react-router";
import type { SiteContext } from "../../shared/site/site-context.ts";
import { PageCache } from "../site/page-cache.ts";
import { createPlacePageSource } from "../site/place-page-source.ts";
import { createPublicApiFetch } from "../site/public-api.ts";
import { sendSharedPage } from "../site/send-shared-page.ts";
import { wantsSharedPage } from "../site/shared-pages.ts";
import { warmWhenListening } from "../site/warm-pages.ts";
import { registerWebFormBodies } from "./web-form-bodies.ts";

const BUILD_DIR = fileURLToPath(new URL("../../../build", import.meta.url));

/**
 * What the rendered shared pages may keep in memory, all encodings counted: a page is about a
 * tenth of a megabyte with its gzip and brotli bodies, so the website and a few hundred busy
 * place pages fit; a crawler reading every place only makes the rest render as they did before.
 */
const PAGE_CACHE_BYTES = 48 * 1024 * 1024;

function toFetchRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, String(value));
  }
  const controller = new AbortController();
  reply.raw.on("close", () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const init: RequestInit & { duplex?: "half" } = {
    method: request.method,
    headers,
    signal: controller.signal,
  };
  // A POST may come without a body (and so without a content type): then there is none. Else
  // it was read within its budget (web-form-bodies.ts).
  if (request.method !== "GET" && request.method !== "HEAD" && Buffer.isBuffer(request.body)) {
    init.body = new Uint8Array(request.body);
  }
  return new Request(url, init);
}

async function sendFetchResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name !== "set-cookie") reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);
  return reply.send(response.body ? Readable.fromWeb(response.body as never) : null);
}

/**
 * `npm run dev`'s web app, made by Vite from the sources as they are asked for (web-dev.ts)
 * instead of read from the build: given by the dev server's entry, never loaded by `npm start`.
 */
export interface DevWeb {
  /** React Router's handler over the sources' current server build. */
  handle: RequestHandler;
  /** Answers a request for one of Vite's files (a module, a dependency, a public file): true. */
  serve(request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
}

/** React Router's handler over the production build. */
async function builtHandler(): Promise<RequestHandler> {
  const serverEntry = path.join(BUILD_DIR, "server", "index.js");
  if (!existsSync(serverEntry)) {
    throw new Error(`The web build is missing (${serverEntry}). Run "npm run build" first.`);
  }
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  return createRequestHandler(build, "production");
}

/**
 * Serves the React Router app: by default the build (hashed assets from disk, every other page
 * through SSR); with `openDev`, the sources through Vite, every page rendered anew.
 */
export async function registerWeb(
  app: FastifyInstance,
  openDev?: (app: FastifyInstance) => Promise<DevWeb>,
) {
  const dev = openDev ? await openDev(app) : null;
  const handle = dev ? dev.handle : await builtHandler();
  const { config } = app;
  const site: SiteContext = {
    siteUrl: config.siteUrl,
    apiNamespace: config.apiNamespace,
    faviconUrl: config.faviconUrl,
    maxContentWidth: config.maxContentWidth,
    map: config.map,
    contactEmail: config.contactEmail,
    contactWhatsapp: config.contactWhatsapp,
    consultancy: config.consultancy,
    templates: app.templateStore,
    places: createPlacePageSource(app),
    publicApi: createPublicApiFetch(app),
  };

  const pages = new PageCache({
    // The site's own origin and no header of the visitor's: the page is the same for everyone.
    render: async (pathname) => {
      const response = await handle(new Request(new URL(pathname, config.siteUrl)), {
        site,
        receiveEnquiry: () => Promise.reject(new Error("a page for every visitor takes no post")),
      });
      return { status: response.status, headers: response.headers, html: await response.text() };
    },
    generation: () => app.directoryCache.generation(),
    maxBytes: PAGE_CACHE_BYTES,
    onBackgroundError: (err) => app.log.error({ err }, "compressing a rendered page failed"),
  });

  // A page kept for every visitor would hide an edit to the sources: the dev server keeps none,
  // and Vite serves the client's files.
  if (!dev) {
    warmWhenListening(app, pages);
    await app.register(fastifyStatic, {
      root: path.join(BUILD_DIR, "client"),
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        // Vite puts a content hash in every asset name: cache those for good.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader(
          "cache-control",
          immutable ? "public, max-age=31536000, immutable" : "public, max-age=3600",
        );
      },
    });
  }

  await app.register(async (scope) => {
    // React Router's actions read the body themselves: it reaches them whole, within the
    // pages' budget, or they never run (decision 070).
    registerWebFormBodies(scope);
    scope.route({
      method: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"],
      url: "/*",
      // Pages rendered for one visitor allow their inline scripts by this request's nonce.
      config: { cspNonces: true },
      handler: async (request, reply) => {
        if (request.url.startsWith("/api/") || request.url === "/api") return reply.callNotFound();
        if (dev && (await dev.serve(request, reply))) return reply;
        if (!dev && wantsSharedPage(request)) {
          const page = await pages.page(request.url);
          if (!page.perVisitor) return sendSharedPage(request, reply, page);
        }
        const response = await handle(toFetchRequest(request, reply), {
          site,
          cspNonce: reply.cspNonce?.script,
          cspStyleNonce: reply.cspNonce?.style,
          // The enquiry form's action: the same intake and per-address limit as the API's.
          receiveEnquiry: (fields) => app.enquiries.receive(fields, request),
        });
        return sendFetchResponse(reply, response);
      },
    });
  });
}
