import type { FastifyInstance } from "fastify";
import type { Language } from "../../../shared/i18n/languages.ts";
import { requestLanguage } from "../../request-language.ts";
import { withBatchConnection } from "../client-gone.ts";
import { bodyFields } from "../request-fields.ts";
import { documentRoutes } from "../route-doc.ts";
import { readBatch } from "./ezfetch-batch.ts";
import { ezfetchDocs } from "./ezfetch-schemas.ts";

/** An Accept-Language that `requestLanguage` reads back as the batch's own language. */
const ACCEPT_LANGUAGE: Record<Language, string> = { tc: "zh-HK", sc: "zh-CN", en: "en" };

/**
 * `POST {ns}/v1/ezfetch` (protocol §4.1, our design): several whitelisted GET calls in one
 * request. Each runs through the whole app (`inject`), so its own sign-in, validation and
 * privacy rules apply, as the caller: same token, same language, same address, same request id.
 */
export async function ezfetchRoutes(app: FastifyInstance) {
  const base = `/api/${app.config.apiNamespace}/v1`;
  documentRoutes(app, ezfetchDocs);

  app.post("/ezfetch", async (request) => {
    const language = requestLanguage(request);
    const entries = readBatch(bodyFields(request).requests, language);
    // Each call goes under the batch's own id, not one of its own: their log lines and the
    // `request_id` of their error bodies are the batch's, the one id its caller has to quote
    // (request ids only tie lines together, so sharing one loses nothing). Always well formed
    // (request-ids.ts made it), so the inner request keeps it.
    const headers: Record<string, string> = {
      "accept-language": ACCEPT_LANGUAGE[language],
      "x-request-id": request.id,
    };
    if (request.headers.authorization) headers.authorization = request.headers.authorization;
    // Its calls answer for this request's connection: a call whose turn comes after the caller
    // has gone is not run (client-gone.ts).
    const data = await withBatchConnection(request, (batch) =>
      Promise.all(
        entries.map(async (entry) => {
          if ("error" in entry) {
            const { error } = entry;
            return { path: entry.path, status: error.statusCode, body: error.toBody(request.id) };
          }
          const url = `${base}/${entry.path}${entry.query ? `?${entry.query}` : ""}`;
          const answer = await app.inject({
            method: "GET",
            url,
            headers: { ...headers, ...batch },
            remoteAddress: request.ip,
          });
          const body = answer.json<{ success?: boolean; data?: { status?: number } }>();
          // A failure sent as HTTP 200 (decision 066) still counts by its real status here.
          const status = body.success === false ? (body.data?.status ?? 400) : answer.statusCode;
          return { path: entry.path, status, body };
        }),
      ),
    );
    return { success: true, data };
  });
}
