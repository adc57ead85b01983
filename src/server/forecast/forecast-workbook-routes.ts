import type { FastifyInstance, FastifyRequest } from "fastify";
import { forecastQuery, parseForecastQuery } from "../../shared/forecast/forecast-query.ts";
import { FORECAST_QUERY_PARAM } from "../../shared/forecast/forecast-query-params.ts";
import {
  type AssumptionOverrides,
  type ForecastInput,
  forecastInputSchema,
} from "../../shared/forecast/index.ts";
import {
  DEFAULT_RENT_SHARE,
  RENT_SHARE_MAX_PERCENT,
  RENT_SHARE_MIN_PERCENT,
} from "../../shared/forecast/rent-ceiling.ts";
import type { Language } from "../../shared/i18n/languages.ts";
import { MESSAGES } from "../../shared/i18n/messages/index.ts";
import { translate } from "../../shared/i18n/translate.ts";
import { sitePath } from "../../shared/site/site-pages.ts";
import { ApiError } from "../api/api-error.ts";
import { translateIssue } from "../api/validate.ts";
import { requestLanguage } from "../request-language.ts";
import { attachmentDisposition } from "../templates/content-disposition.ts";

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** A query parameter's name for a field of the forecast (an input, or a constant's own name). */
function paramOf(field: string): string {
  return FORECAST_QUERY_PARAM[field as keyof typeof FORECAST_QUERY_PARAM] ?? field;
}

/**
 * `GET /forecast.xlsx?fa=…&rent=…&lang=en` and `GET /forecast.pdf?…`: the results page's forecast
 * as a workbook and as a one-page PDF, from the same query (shared/forecast/forecast-query.ts). A
 * bad query is a 400 naming each bad parameter in the asked language; it never reaches a generator.
 */
export async function forecastWorkbookRoutes(app: FastifyInstance) {
  app.get(
    "/forecast.xlsx",
    { config: { rateLimit: { max: 60, timeWindow: "1 minute" } } },
    async (request, reply) => {
      const language = requestLanguage(request);
      const { parsed } = validForecast(request, language);
      const query = forecastQuery(parsed.input, parsed.assumptions);
      // exceljs loads with the first workbook, as pdfkit does with the first PDF (issue 33).
      const { buildForecastWorkbook } = await import("./forecast-workbook.ts");
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

  /**
   * `GET /forecast.pdf?fa=…&share=15&lang=en`: the one-page summary of the three cases for a
   * landlord or agent, from the same query, with the rent ceiling at `share` percent of turnover
   * (15 when absent, as on the results page). pdfkit and the fonts load on the first request only.
   */
  app.get(
    "/forecast.pdf",
    { config: { rateLimit: { max: 30, timeWindow: "1 minute" } } },
    async (request, reply) => {
      const language = requestLanguage(request);
      const { params, parsed } = validForecast(request, language);
      const { buildForecastPdf } = await import("./forecast-pdf.ts");
      const pdf = await buildForecastPdf({
        input: parsed.input,
        assumptions: parsed.assumptions,
        language,
        rentShare: rentShareOf(params, language),
        siteUrl: app.config.siteUrl,
      });
      const name = MESSAGES[language]["forecast.pdf.fileName"];
      return reply
        .type("application/pdf")
        .header(
          "content-disposition",
          attachmentDisposition(`${name}.pdf`, `tablestart-forecast-${language}.pdf`),
        )
        .header("cache-control", "no-store")
        .send(pdf);
    },
  );
}

/**
 * The request's forecast, validated with the shared schemas (the raw query, read as the browser
 * reads it, so the page and the file always agree), or a 400 naming each bad parameter in the
 * asked language; a bad query never reaches a generator.
 */
function validForecast(
  request: FastifyRequest,
  language: Language,
): {
  params: URLSearchParams;
  parsed: { input: ForecastInput; assumptions: AssumptionOverrides };
} {
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
    throw invalidParams(language, invalid);
  }
  return { params, parsed };
}

function invalidParams(language: Language, invalid: Record<string, string>): ApiError {
  return new ApiError(
    400,
    "rest_invalid_param",
    translate(MESSAGES[language], "api.invalidParams", {
      params: Object.keys(invalid).join(", "),
    }),
    { params: invalid },
  );
}

/**
 * `share`: the rent ceiling's share of turnover in percent, within the bounds the results page
 * accepts; absent means the default. Anything else is a 400, never a guess.
 */
function rentShareOf(params: URLSearchParams, language: Language): number {
  const values = params.getAll("share");
  if (values.length === 0) return DEFAULT_RENT_SHARE;
  const text = values[0]?.trim() ?? "";
  const percent = /^\d{1,2}(\.\d{1,2})?$/.test(text) ? Number(text) : Number.NaN;
  if (
    values.length > 1 ||
    !(percent >= RENT_SHARE_MIN_PERCENT && percent <= RENT_SHARE_MAX_PERCENT)
  ) {
    throw invalidParams(language, {
      share: translate(MESSAGES[language], "forecast.rentCeiling.shareError", {
        min: RENT_SHARE_MIN_PERCENT,
        max: RENT_SHARE_MAX_PERCENT,
      }),
    });
  }
  return percent / 100;
}
