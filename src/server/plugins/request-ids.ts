import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { FastifyInstance } from "fastify";

/**
 * What an incoming `X-Request-Id` may be to be kept: a load balancer's or a client's own id
 * (UUIDs, nginx's 32 hex digits, Heroku's and Cloud Run's ids all fit). Anything longer or with
 * other characters is replaced, so no caller can write line breaks, quotes or a megabyte into the
 * log and the answer's headers.
 */
const WELL_FORMED = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * Fastify's `genReqId`: the caller's `X-Request-Id` when well formed, so one id follows a request
 * from the load balancer through our log; otherwise a random UUID, unique across instances and
 * not guessable from the one before (Fastify's own are a counter per process). The id only ties
 * log lines to an answer: nothing trusts it, so a caller choosing theirs gains nothing.
 */
export function requestIdFor(request: IncomingMessage): string {
  const incoming = request.headers["x-request-id"];
  return typeof incoming === "string" && WELL_FORMED.test(incoming) ? incoming : randomUUID();
}

/**
 * Every answer says its request's id (`x-request-id`), as every error body does
 * (`data.request_id`): what a client quotes to support, and what finds its lines in the log.
 * Answers Fastify makes before any hook (a URL it cannot route) add it themselves (app.ts).
 */
export function registerRequestIds(app: FastifyInstance) {
  app.addHook("onRequest", (request, reply, done) => {
    reply.header("x-request-id", request.id);
    done();
  });
}
