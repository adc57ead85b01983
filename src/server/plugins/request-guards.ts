import { Stream } from "node:stream";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { MESSAGES } from "../../shared/i18n/messages/index.ts";
import { translate } from "../../shared/i18n/translate.ts";
import { ApiError } from "../api/api-error.ts";
import { requestLanguage } from "../request-language.ts";
import { UploadedFile } from "./multipart-bodies.ts";

// C0 controls and DEL, less tab, line feed and carriage return (multi-line text needs them).
// PostgreSQL cannot store NUL at all, and the rest only ever arrive to forge or hide text.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Parsed JSON, form fields or a query: not a body handed on untouched as a stream or buffer. */
function isPlainData(value: unknown): value is object {
  return (
    typeof value === "object" &&
    value !== null &&
    !Buffer.isBuffer(value) &&
    !(value instanceof Stream)
  );
}

/** The first field (by its path, e.g. `tax_input.0`) whose name or text holds a control character. */
export function fieldWithControlCharacter(value: unknown, path = ""): string | null {
  if (typeof value === "string") return CONTROL.test(value) ? path || "body" : null;
  if (value instanceof UploadedFile) return CONTROL.test(value.filename) ? path || "file" : null;
  if (!isPlainData(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = path ? `${path}.${key}` : key;
    if (CONTROL.test(key)) return itemPath;
    const found = fieldWithControlCharacter(item, itemPath);
    if (found) return found;
  }
  return null;
}

// Types a browser may send to another site without asking first (no CORS preflight).
const SIMPLE_FORM_TYPES =
  /^\s*(application\/x-www-form-urlencoded|multipart\/form-data|text\/plain)/i;

/**
 * A browser form posted to us from a page of another site (a forged or borrowed submission);
 * the origins of CORS_ORIGINS are clients of ours, not other sites.
 */
function crossSiteForm(request: FastifyRequest, siteUrl: string, corsOrigins: string[]): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return false; // apps and servers send none; browsers always do on POST
  if (corsOrigins.includes(origin)) return false;
  if (!SIMPLE_FORM_TYPES.test(request.headers["content-type"] ?? "")) return false;
  // The browser's own word, which no page can forge (where a browser sends it; else the Origin).
  const fetchSite = request.headers["sec-fetch-site"];
  if (fetchSite !== undefined) return fetchSite !== "same-origin";
  if (origin === siteUrl) return false; // behind a proxy that rewrites Host
  try {
    return new URL(origin).host !== request.host;
  } catch {
    return true; // "null": a sandboxed frame or a local file
  }
}

/**
 * Checks every request gets before any route sees it, so that routes added later have them too:
 * no control characters in a body or an API query (400 naming the field), and no simple form
 * posted from another site (403). Signed-in calls need a Bearer header no other site can send.
 */
export function registerRequestGuards(app: FastifyInstance) {
  app.addHook("preValidation", (request, _reply, done) => {
    try {
      guard(request);
    } catch (error) {
      return done(error as Error);
    }
    done();
  });

  function guard(request: FastifyRequest) {
    const messages = MESSAGES[requestLanguage(request)];
    if (
      request.method !== "GET" &&
      request.method !== "HEAD" &&
      crossSiteForm(request, app.config.siteUrl, app.config.corsOrigins)
    ) {
      throw new ApiError(403, "rest_cross_site", translate(messages, "api.crossSite"));
    }
    const isApi = request.url.startsWith("/api/");
    const field =
      fieldWithControlCharacter(request.body) ??
      (isApi ? fieldWithControlCharacter(request.query) : null);
    if (field) {
      throw new ApiError(
        400,
        "rest_invalid_param",
        translate(messages, "api.invalidParams", { params: field }),
        { params: { [field]: translate(messages, "api.controlCharacters") } },
      );
    }
  }
}
