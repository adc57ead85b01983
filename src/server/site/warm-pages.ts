import type { FastifyInstance } from "fastify";
import { LEGAL_PAGES, SITE_PAGES } from "../../shared/site/site-pages.ts";
import type { PageCache } from "./page-cache.ts";

/**
 * Renders the website's pages once the server listens, so the first visitor after a start (a
 * deployment, a crawler) does not wait for the first render. One page at a time, its brotli body
 * included: the start's memory holds one compression's, not one per libuv thread (issue 33).
 * Shutting down waits for the page being rendered and renders no more.
 */
export function warmWhenListening(app: FastifyInstance, pages: Pick<PageCache, "warm">) {
  let closing = false;
  let warming = Promise.resolve();
  app.addHook("onListen", async () => {
    warming = (async () => {
      for (const { path: pagePath } of [...SITE_PAGES, ...LEGAL_PAGES]) {
        if (closing) return;
        await pages.warm(pagePath).catch((err: unknown) => {
          app.log.warn(
            { err, path: pagePath },
            "rendering a page ahead of its first visitor failed",
          );
        });
      }
    })();
  });
  app.addHook("preClose", async () => {
    closing = true;
    await warming;
  });
}
