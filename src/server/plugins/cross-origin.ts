import cors, { type FastifyCorsOptions } from "@fastify/cors";
import type { FastifyInstance } from "fastify";

/** What a browser client served elsewhere needs of us: the API and the pictures it shows. */
const sharedWithOtherOrigins = (url: string) =>
  url.startsWith("/api/") || url.startsWith("/media/");

/**
 * Lets the pages of `origins` (CORS_ORIGINS: a Listar web build, say) call the API and load
 * media, and no one else; pages of the site itself are never shared. Sign-in travels in the
 * Authorization header, not a cookie, so no credentials mode is needed. Without origins nothing
 * is registered and answers carry no CORS headers.
 */
export async function registerCrossOrigin(app: FastifyInstance, origins: readonly string[]) {
  if (origins.length === 0) return;
  const shared: FastifyCorsOptions = {
    origin: [...origins],
    methods: ["GET", "HEAD", "POST"],
    // Which answer a request stands for, when a user quotes it to support.
    exposedHeaders: ["x-request-id"],
    maxAge: 600,
  };
  await app.register(cors, {
    delegator: (request, callback) =>
      callback(null, sharedWithOtherOrigins(request.url ?? "") ? shared : { origin: false }),
  });
  // helmet's same-origin resource policy would keep another origin's <img> from showing them.
  app.addHook("onSend", (request, reply, payload, done) => {
    if (request.url.startsWith("/media/")) {
      reply.header("cross-origin-resource-policy", "cross-origin");
    }
    done(null, payload);
  });
}
