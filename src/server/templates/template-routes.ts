import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasForecastQuery, parseForecastQuery } from "../../shared/forecast/forecast-query.ts";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "../../shared/i18n/languages.ts";
import { MESSAGES } from "../../shared/i18n/messages/index.ts";
import { sitePath } from "../../shared/site/site-pages.ts";
import { templateEntry } from "../../shared/templates/template-catalogue.ts";
import { templateHref } from "../../shared/templates/template-files.ts";
import {
  isTemplateId,
  TEMPLATE_FORMAT,
  TEMPLATE_REVISION,
  type TemplateId,
} from "../../shared/templates/template-ids.ts";
import { requestLanguage } from "../request-language.ts";
import { attachmentDisposition } from "./content-disposition.ts";
import { renderTemplateErrorPage, type TemplateErrorPage } from "./template-error-page.ts";
import { acceptsPrefill } from "./template-registry.ts";
import { type GeneratedTemplate, TemplateStore } from "./template-store.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The generated template files; the web plugin reads their sizes for the template box. */
    templateStore: TemplateStore;
  }
}

// The files change only with a deploy; the ETag lets a browser check cheaply after an hour.
const CACHE_CONTROL = "public, max-age=3600";
// Pre-filling runs the forecast and writes a workbook: cheap, but not free for every query a bot
// can make up. Plain downloads come from memory and are not limited.
const PREFILL_RATE_LIMIT = { max: 60, timeWindow: "1 minute" };

const FILE_NAME = /^([a-z-]+)\.([a-z]+)$/;

/** The template and language a path and query ask for, or null when either is not ours. */
function parseDownload(request: FastifyRequest): { id: TemplateId; language: Language } | null {
  const match = FILE_NAME.exec((request.params as { "*": string })["*"]);
  const [, id, extension] = match ?? [];
  if (!isTemplateId(id) || TEMPLATE_FORMAT[id] !== extension) return null;
  const lang = (request.query as { lang?: unknown }).lang;
  if (lang === undefined) return { id, language: DEFAULT_LANGUAGE };
  return isLanguage(lang) ? { id, language: lang } : null;
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  // If-None-Match uses the weak comparison: W/"x" matches "x".
  return header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

function sendErrorPage(
  reply: FastifyReply,
  status: number,
  page: Omit<TemplateErrorPage, "styleNonce">,
) {
  return reply
    .status(status)
    .type("text/html; charset=utf-8")
    .header("cache-control", "no-store")
    .send(renderTemplateErrorPage({ ...page, styleNonce: reply.cspNonce?.style }));
}

function sendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: GeneratedTemplate,
  names: { display: string; ascii: string },
) {
  reply.header("etag", file.etag).header("cache-control", CACHE_CONTROL);
  if (matchesEtag(request.headers["if-none-match"], file.etag)) return reply.status(304).send();
  return reply
    .type(file.contentType)
    .header("content-disposition", attachmentDisposition(names.display, names.ascii))
    .send(file.body);
}

/** `GET /templates/<id>.<ext>?lang=tc|sc|en` (plus a forecast's query for the projection). */
export const templateRoutes = fp(async (app: FastifyInstance) => {
  const store = new TemplateStore(TEMPLATE_REVISION);
  app.decorate("templateStore", store);

  app.get(
    "/templates/*",
    {
      config: {
        // A link that names no template gets an HTML page with its own style.
        cspNonces: true,
        rateLimit: {
          ...PREFILL_RATE_LIMIT,
          allowList: (request: FastifyRequest) => !hasForecastQuery(queryOf(request)),
        },
      },
    },
    async (request, reply) => {
      const download = parseDownload(request);
      if (!download) {
        const language = requestLanguage(request);
        return sendErrorPage(reply, 404, {
          language,
          title: "templates.notFound.title",
          body: "templates.notFound.body",
          links: [
            { href: `${sitePath(language, false)}#templates`, label: "templates.notFound.back" },
          ],
        });
      }

      const { id, language } = download;
      const entry = templateEntry(id, language);
      const extension = TEMPLATE_FORMAT[id];
      const forecast = acceptsPrefill(id) ? parseForecastQuery(queryOf(request)) : null;
      if (forecast && !forecast.ok) {
        return sendErrorPage(reply, 400, {
          language,
          title: "templates.badForecast.title",
          body: "templates.badForecast.body",
          links: [
            { href: templateHref(id, language), label: "templates.badForecast.blank" },
            { href: `${sitePath(language, false)}#templates`, label: "templates.notFound.back" },
          ],
        });
      }
      if (forecast?.ok) {
        const file = await store.getPrefilled(language, forecast);
        const suffix = MESSAGES[language]["templates.prefilled.fileSuffix"];
        return sendFile(request, reply, file, {
          display: `${entry.fileName}${suffix}.${extension}`,
          ascii: `tablestart-${id}-prefilled-${language}.${extension}`,
        });
      }
      const file = await store.get(id, language);
      return sendFile(request, reply, file, {
        display: `${entry.fileName}.${extension}`,
        ascii: `tablestart-${id}-${language}.${extension}`,
      });
    },
  );
});

function queryOf(request: FastifyRequest): URLSearchParams {
  const index = request.url.indexOf("?");
  return new URLSearchParams(index < 0 ? "" : request.url.slice(index + 1));
}
