/**
 * `npm run dev`'s web app (dev.ts): Vite, in middleware mode inside this Fastify server, makes
 * the pages and the client's modules from the sources as they are asked for, and tells open pages
 * of every edit through its hot-reload socket on the server's own port. React Router's server
 * build is Vite's module too, loaded anew after an edit, so a page shows it without a restart.
 *
 * Only the dev server's entry imports this module (and, through it, Vite): the production build
 * and `npm start` never load it.
 */
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  type AppLoadContext,
  createRequestHandler,
  type ServerBuild,
  unstable_setDevServerHooks,
} from "react-router";
import { createServer } from "vite";
import { isSharedPagePath } from "../site/shared-pages.ts";
import type { DevWeb } from "./web.ts";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));

/** React Router's server build as Vite makes it from src/web (react-router.config.ts). */
const SERVER_BUILD = "virtual:react-router/server-build";

/**
 * Paths that are Vite's own: its client and ids (`/@vite/client`, `/@id/…`, `/@fs/…`,
 * `/@react-refresh`), the sources' modules and their assets, and the prebundled dependencies.
 * Every other path is the app's (a page, an API), and the rest of the project (data, README,
 * package.json) is not served at all.
 */
const VITE_PATH = /^\/(?:@|src\/|node_modules\/)/;

/**
 * The answer to a website page's data request (`/en.data` for `/en/`): load the page anew. React
 * Router drops the path's trailing slash before a loader sees it (unless its future flag
 * `v8_trailingSlashAwareDataRequests` is on, when these requests are `/en/_.data` and pass), and
 * the pages' loaders redirect a path without the slash to the page itself: asked again, they
 * answer the same. Their screens never ask in production (no link or form of theirs revalidates
 * them), but after an edit the hot reload revalidates every page, and it would ask for ever.
 */
function pageReload(request: Request): Response | null {
  if (request.method !== "GET") return null;
  const url = new URL(request.url);
  if (!url.pathname.endsWith(".data") || url.pathname === "/_root.data") return null;
  const page = `${url.pathname.slice(0, -".data".length)}/`;
  if (!isSharedPagePath(page)) return null;
  url.searchParams.delete("_routes");
  const headers = {
    "x-remix-redirect": `${page}${url.search}`,
    "x-remix-reload-document": "true",
    "x-remix-replace": "true",
  };
  return new Response(null, { status: 204, headers });
}

/** Where React Router's Vite plugin leaves its hooks for the request handler in development. */
const DEV_SERVER_HOOKS = "__reactRouterDevServerHooks";

interface DevServerHooks {
  getCriticalCss?: (pathname: string) => Promise<string | undefined>;
}

/**
 * The page as rendered, with what Vite's code needs to pass the page's Content-Security-Policy,
 * which keeps its nonces in development too:
 * - a `<meta property="csp-nonce">` carrying the style nonce, which Vite's client puts on the
 *   `<style>` elements it adds and replaces for the CSS that modules import;
 * - the page's styles inline until Vite's arrive (React Router's "critical CSS", so the page does
 *   not flash unstyled), under the style nonce. React Router would render them itself, under the
 *   script nonce, which `style-src` does not take, and on the client under none, which React's
 *   development build reports as a hydration mismatch: written here, they are an element React
 *   skips in the head, and React Router's client removes it once Vite's styles are in.
 */
export function withDevStyles(html: string, styleNonce: string, criticalCss?: string): string {
  const nonce = ` nonce="${styleNonce}"`;
  const styles =
    criticalCss && !/<\/style/i.test(criticalCss)
      ? `<style data-react-router-critical-css=""${nonce}>${criticalCss}</style>`
      : "";
  return html.replace(/<head>/, () => `<head><meta property="csp-nonce"${nonce}/>${styles}`);
}

const NOT_SOURCES = [
  "**/data/**",
  "**/build/**",
  "**/backups/**",
  "**/.e2e-data*/**",
  "**/test-results/**",
  "**/playwright-report/**",
];

/** Opens Vite on the app's own HTTP server and port; it closes with the app. */
export async function openDevWeb(app: FastifyInstance): Promise<DevWeb> {
  const { dataDir } = app.config;
  const vite = await createServer({
    root: ROOT,
    configFile: path.join(ROOT, "vite.config.ts"),
    // Vite serves no HTML of its own: React Router renders every page.
    appType: "custom",
    // Every dependency the pages import, found before the first page asks (with no HTML page to
    // start from, Vite would find them one page at a time and reload the browser each time).
    optimizeDeps: {
      entries: ["src/web/entry.client.tsx", "src/web/root.tsx", "src/web/routes/**/*.tsx"],
    },
    server: {
      middlewareMode: true,
      // The hot-reload socket upgrades from the app's own port: one address for everything.
      hmr: { server: app.server },
      // The database writes there all the time; builds and test output are not sources.
      watch: { ignored: [`${dataDir}/**`, ...NOT_SOURCES] },
      // Vite's own list, and the data (the JWT secret, the database), which `/@fs/` would serve.
      fs: { deny: [".env", ".env.*", "*.{crt,pem}", "**/.git/**", `${dataDir}/**`, "**/data/**"] },
    },
  });
  // Vite's client waits for a restarted server in a worker it makes from a `blob:` URL, which the
  // pages' policy (workers fall back to `script-src`) would refuse: open pages then never reload.
  app.addHook("onRequest", async (_request, reply) => {
    const policy = reply.raw.getHeader("content-security-policy");
    if (typeof policy === "string") {
      reply.raw.setHeader("content-security-policy", `${policy};worker-src 'self' blob:`);
    }
  });
  // Before Fastify closes its server, which would otherwise wait for the open pages' sockets.
  app.addHook("preClose", async () => {
    await vite.close();
  });

  const publicDir = vite.config.publicDir;
  const isPublicFile = (pathname: string) => {
    if (!publicDir) return false;
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return false;
    }
    const file = path.join(publicDir, path.normalize(decoded));
    if (!file.startsWith(`${publicDir}${path.sep}`) || decoded.includes("\0")) return false;
    return existsSync(file) && statSync(file).isFile();
  };

  // React Router's handler leaves the page's critical CSS to withDevStyles.
  const hooks = (globalThis as Record<string, unknown>)[DEV_SERVER_HOOKS] as
    | DevServerHooks
    | undefined;
  const criticalCss = hooks?.getCriticalCss;
  if (hooks) unstable_setDevServerHooks({ ...hooks, getCriticalCss: undefined });

  const render = createRequestHandler(
    () => vite.ssrLoadModule(SERVER_BUILD) as Promise<ServerBuild>,
    "development",
  );

  return {
    async handle(request: Request, context?: AppLoadContext) {
      const response = pageReload(request) ?? (await render(request, context));
      const styleNonce = context?.cspStyleNonce;
      if (!styleNonce || !response.headers.get("content-type")?.startsWith("text/html")) {
        return response;
      }
      const css = await criticalCss?.(new URL(request.url).pathname);
      const html = withDevStyles(await response.text(), styleNonce, css);
      const headers = new Headers(response.headers);
      headers.delete("content-length");
      return new Response(html, { status: response.status, headers });
    },

    serve(request: FastifyRequest, reply: FastifyReply) {
      if (request.method !== "GET" && request.method !== "HEAD") return Promise.resolve(false);
      const url = request.raw.url ?? "/";
      const pathname = url.split("?")[0] ?? "/";
      if (!VITE_PATH.test(pathname) && !isPublicFile(pathname)) return Promise.resolve(false);
      // A page asks for a hundred modules: their lines would bury the pages' and the API's.
      if (request.log.level === "info") request.log.level = "warn";
      return new Promise<boolean>((resolve, reject) => {
        // Vite answered: the response is its, Fastify sends nothing more.
        const answered = () => {
          reply.hijack();
          resolve(true);
        };
        reply.raw.once("close", answered);
        vite.middlewares(request.raw, reply.raw, (error?: unknown) => {
          reply.raw.off("close", answered);
          // Vite's middlewares may have rewritten the URL (a timestamp taken off) before passing.
          request.raw.url = url;
          if (error) {
            if (error instanceof Error) vite.ssrFixStacktrace(error);
            reject(error);
          } else {
            resolve(false);
          }
        });
      });
    },
  };
}
