import { randomBytes } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Counted against the per-client read limit (so its 429 is documented). */
    readLimited?: true;
  }
}

/**
 * The server's own page renders read the API in-process (site/public-api.ts) from no visitor's
 * address; this header, with a value only this process knows, keeps them out of the read limit.
 */
const INTERNAL_READ_HEADER = "x-tablestart-internal-read";
const internalReadToken = randomBytes(24).toString("hex");

/** Headers that mark an in-process read of the server's own. */
export const internalReadHeaders = (): Record<string, string> => ({
  [INTERNAL_READ_HEADER]: internalReadToken,
});

/** A read the server makes of itself for a page: not a client's, whoever's page it is. */
export const isInternalRead = (request: FastifyRequest) =>
  request.headers[INTERNAL_READ_HEADER] === internalReadToken;

/**
 * One budget per client address for every read of the API (GET under the Listar namespace and
 * `/api/wp/v2/`), all routes together: a list that misses the cache costs real database work, so
 * a client may not ask for an unbounded number of them. `ezfetch` runs each call of a batch
 * through the app from the caller's address, so every call counts here, and the batch itself
 * once. Counted in Redis when
 * instances share one, like the other limits.
 */
export function registerReadRateLimit(app: FastifyInstance, options: { ns: string; max: number }) {
  const limit = app.rateLimit({
    max: options.max,
    timeWindow: "1 minute",
    // Its own name in a shared Redis: a limiter made this way has no route to be keyed by.
    keyGenerator: (request) => `read:${request.ip}`,
    allowList: isInternalRead,
  });
  const prefixes = [`${options.ns}/`, "/api/wp/v2/"];
  // A batch counts too, before its body is read: a client past its budget is refused in one
  // cheap answer rather than twenty.
  const batch = `${options.ns}/ezfetch`;
  app.addHook("onRoute", (route) => {
    const reads = [route.method].flat().every((method) => method === "GET" || method === "HEAD");
    const counted = reads && prefixes.some((prefix) => route.url.startsWith(prefix));
    if (!counted && route.url !== batch) return;
    route.onRequest = [...[route.onRequest ?? []].flat(), limit];
    route.config = { ...route.config, readLimited: true };
  });
}
