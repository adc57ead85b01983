import type { FastifyRequest } from "fastify";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "../shared/i18n/languages.ts";

/**
 * The language to answer in: an explicit `lang`/`language` (query or body),
 * else the first Accept-Language that we speak, else the default.
 */
export function requestLanguage(request: FastifyRequest): Language {
  const query = request.query as Record<string, unknown> | undefined;
  const body = request.body as Record<string, unknown> | undefined;
  for (const candidate of [query?.lang, body?.language, body?.lang]) {
    if (isLanguage(candidate)) return candidate;
  }
  const accept = String(request.headers["accept-language"] ?? "").toLowerCase();
  for (const part of accept.split(",")) {
    const tag = part.split(";")[0]?.trim() ?? "";
    if (tag.startsWith("en")) return "en";
    if (/^zh-(hans|cn|sg)/.test(tag)) return "sc";
    if (tag.startsWith("zh")) return "tc";
  }
  return DEFAULT_LANGUAGE;
}
