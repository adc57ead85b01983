import type { FastifyInstance } from "fastify";
import { forecastQuery, parseForecastQuery } from "../../shared/forecast/forecast-query.ts";
import { FORECAST_QUERY_PARAM } from "../../shared/forecast/forecast-query-params.ts";
import { forecastInputSchema } from "../../shared/forecast/index.ts";
import { MESSAGES } from "../../shared/i18n/messages/index.ts";
import { translate } from "../../shared/i18n/translate.ts";
import { sitePath } from "../../shared/site/site-pages.ts";
import { ApiError } from "../api/api-error.ts";
import { translateIssue } from "../api/validate.ts";
import { requestLanguage } from "../request-language.ts";
import { buildForecastWorkbook } from "./forecast-workbook.ts";

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** A query parameter's name for a field of the forecast (an input, or a constant's own name). */
function paramOf(field: string): string {
  return FORECAST_QUERY_PARAM[field as keyof typeof FORECAST_QUERY_PARAM] ?? field;
}

/**
 * `GET /forecast.xlsx?fa=…&rent=…&lang=en`: the results page's forecast as a workbook, from the
 * same query (shared/forecast/forecast-query.ts). A bad query is a 400 naming each bad parameter
 * in the asked language; it never reaches the generator.
 */
export async function forecastWorkbookRoutes(app: FastifyInstance) {
  app.get(
    "/forecast.xlsx",
    { config: { rateLimit: { max: 60, timeWindow: "1 minute" } } },
    async (request, reply) => {
      const language = requestLanguage(request);
      // The raw query, read as the browser reads it, so the page and the file always agree.
      const params = new URLSearchParams(request.url.split("?")[1] ?? "");
      // No forecast parameter at all reads as every required input missing.
      const parsed = parseForecastQuery(params) ?? {
        ok: false as const,
        issues: (forecastInputSchema.safeParse({}).error?.issues ?? []).map((issue) => ({
          field: String(issue.path[0]),
          message: issue.message,
        })),
      };
      if (!parsed.ok) {
        const invalid: Record<string, string> = {};
        for (const issue of parsed.issues) {
          invalid[paramOf(issue.field)] ??= translateIssue(issue.message, language);
        }
        throw new ApiError(
          400,
          "rest_invalid_param",
          translate(MESSAGES[language], "api.invalidParams", {
            params: Object.keys(invalid).join(", "),
          }),
          { params: invalid },
        );
      }
      const query = forecastQuery(parsed.input, parsed.assumptions);
      const workbook = await buildForecastWorkbook({
        input: parsed.input,
        assumptions: parsed.assumptions,
        language,
        pageUrl: `${app.config.siteUrl}${sitePath(language, false)}?${query}`,
      });
      return reply
        .type(XLSX)
        .header("content-disposition", 'attachment; filename="tablestart-forecast.xlsx"')
        .header("cache-control", "no-store")
        .send(workbook);
    },
  );
}
