import type { FastifyReply, FastifyRequest } from "fastify";
import { type ContentCoding, chooseCoding } from "./content-coding.ts";
import type { ServablePage } from "./page-cache.ts";
import { policyWithHashes } from "./page-csp.ts";

/** Best first: the smallest body the visitor's browser takes. */
const CODINGS: readonly ContentCoding[] = ["br", "gzip", "identity"];

/**
 * Any browser or proxy may keep the page, but asks again before each use: a 304 costs a few
 * hundred bytes, and an edited place is never shown stale from a cache (decision 053).
 */
const CACHE_CONTROL = "public, max-age=0, must-revalidate";

/** Each encoding is its own representation, so each has its own strong validator. */
const etagOf = (digest: string, coding: ContentCoding) =>
  coding === "identity" ? `"${digest}"` : `"${digest}-${coding}"`;

const pagePolicies = new WeakMap<ServablePage, string>();

/** If-None-Match compares weakly: any encoding of the same content is still good. */
function stillFresh(ifNoneMatch: string | undefined, digest: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const opaque = tag.trim().replace(/^W\//, "");
    return opaque === "*" || CODINGS.some((coding) => opaque === etagOf(digest, coding));
  });
}

/**
 * Sends a page rendered for every visitor: the encoding the browser takes best, its ETag and 304,
 * and a policy that allows its inline scripts and styles by hash, since it carries no nonce.
 */
export function sendSharedPage(request: FastifyRequest, reply: FastifyReply, page: ServablePage) {
  const available = CODINGS.filter((coding) => page.bodies[coding] !== undefined);
  const coding = chooseCoding(request.headers["accept-encoding"], available) ?? "identity";
  const body = page.bodies[coding] as Buffer;
  reply.status(page.status);
  reply.headers(page.headers);
  // Helmet wrote this request's policy with a nonce that the page does not carry. Apart from the
  // nonce, helmet writes the same policy every time: the page's is worked out once.
  const policy = reply.getHeader("content-security-policy");
  if (typeof policy === "string") {
    let hashed = pagePolicies.get(page);
    if (hashed === undefined) {
      hashed = policyWithHashes(policy, page.hashes);
      pagePolicies.set(page, hashed);
    }
    reply.header("content-security-policy", hashed);
  }
  reply.header("vary", "accept-encoding");
  if (page.stored) {
    reply.header("etag", etagOf(page.digest, coding));
    reply.header("cache-control", CACHE_CONTROL);
    if (stillFresh(request.headers["if-none-match"], page.digest)) {
      return reply.code(304).send();
    }
  }
  if (coding !== "identity") reply.header("content-encoding", coding);
  // The body is already in the encoding chosen here (identity when brotli is not made yet and the
  // browser takes nothing else we have): @fastify/compress's own opt-out keeps it as it is, so
  // the ETag names the bytes sent.
  request.headers["x-no-compression"] = "1";
  if (request.method === "HEAD") {
    // Fastify keeps a HEAD answer's length as given: the length the GET's body would have.
    return reply.header("content-length", body.length).send();
  }
  return reply.send(body);
}
