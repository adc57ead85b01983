import type { FastifyInstance } from "fastify";
import type { PublicApiFetch } from "../../shared/site/site-context.ts";
import { internalReadHeaders } from "../api/read-rate-limit.ts";

/**
 * The API as an anonymous visitor's browser reaches it, answered in-process: an app screen's
 * first render reads exactly what its client would (decision 060). Only GET, and never a
 * visitor's header: what it answers is the same for everyone.
 */
export function createPublicApiFetch(app: FastifyInstance): PublicApiFetch {
  return async (url) => {
    if (!url.startsWith("/api/")) throw new Error(`not an API address: ${url}`);
    const answer = await app.inject({
      method: "GET",
      url,
      headers: { accept: "application/json", ...internalReadHeaders() },
    });
    return new Response(answer.body, {
      status: answer.statusCode,
      headers: { "content-type": String(answer.headers["content-type"] ?? "application/json") },
    });
  };
}
