import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Language } from "../../../shared/i18n/languages.ts";
import { MESSAGES, type MessageKey } from "../../../shared/i18n/messages/index.ts";
import { translate } from "../../../shared/i18n/translate.ts";

import { requireUser } from "../../plugins/authentication.ts";
import { requestLanguage } from "../../request-language.ts";
import { ApiError } from "../api-error.ts";
import { pagination } from "../pagination.ts";
import { questionnaireForm } from "../questionnaire/questionnaire-form.ts";
import { bodyFields } from "../request-fields.ts";
import { documentRoutes, readQuery } from "../route-doc.ts";
import { invalidParams, parseOrThrow } from "../validate.ts";
import { leadsCsv } from "./lead-csv.ts";
import { leadJson } from "./lead-json.ts";
import { findLead, leadsPage, updateLead } from "./lead-repository.ts";
import {
  leadDocs,
  leadsExportQuery,
  leadsListQuery,
  leadUpdateBody,
  leadViewQuery,
} from "./lead-schemas.ts";

const DEFAULT_PER_PAGE = 20;

/** Hong Kong's date, for the export's file name. */
const hongKongDate = (now: Date) =>
  new Intl.DateTimeFormat("sv-SE", { timeZone: "Asia/Hong_Kong" }).format(now);

/**
 * `{ns}/v1/leads/…` (ours, decision 084): the consultancy's inbox of enquiries and questionnaire
 * answers, for admins only — every route checks the role here, whatever the app shows.
 */
export async function leadRoutes(app: FastifyInstance) {
  const { db } = app.database;
  documentRoutes(app, leadDocs);
  const say = (language: Language, key: MessageKey, vars?: Record<string, string | number>) =>
    translate(MESSAGES[language], key, vars);
  const signedIn = { config: { signedIn: "rest_permission" } } as const;

  /** The signed-in admin, or 403 for anyone else. */
  const requireAdmin = (request: FastifyRequest) => {
    const user = requireUser(request);
    if (user.role !== "admin") {
      throw new ApiError(
        403,
        "rest_permission",
        say(requestLanguage(request), "leads.api.adminsOnly"),
      );
    }
    return user;
  };
  const notFound = (language: Language) =>
    new ApiError(404, "lead_not_found", say(language, "leads.api.notFound"));

  app.get("/list", signedIn, async (request) => {
    requireAdmin(request);
    const language = requestLanguage(request);
    const query = readQuery(request, leadsListQuery);
    const page = query.page ?? 1;
    const perPage = query.per_page ?? DEFAULT_PER_PAGE;
    const filter = { status: query.status, source: query.source };
    const { rows, total, counts } = await leadsPage(db, filter, {
      limit: perPage,
      offset: (page - 1) * perPage,
    });
    return {
      success: true,
      data: rows.map(leadJson),
      pagination: pagination(page, perPage, total, language),
      counts,
    };
  });

  app.get("/view", signedIn, async (request) => {
    requireAdmin(request);
    const language = requestLanguage(request);
    const query = readQuery(request, leadViewQuery);
    const lead = await findLead(db, query.source, query.id);
    if (!lead) throw notFound(language);
    return { success: true, data: leadJson(lead) };
  });

  app.post("/update", signedIn, async (request) => {
    requireAdmin(request);
    const language = requestLanguage(request);
    const body = parseOrThrow(leadUpdateBody, bodyFields(request), language);
    if (body.status === undefined && body.note === undefined) {
      throw invalidParams({ status: say(language, "leads.api.nothingToChange") }, language);
    }
    const changed = await updateLead(db, body.source, body.id, {
      status: body.status,
      note: body.note,
    });
    const lead = changed ? await findLead(db, body.source, body.id) : undefined;
    if (!lead) throw notFound(language);
    return {
      success: true,
      data: leadJson(lead),
      message: body.status
        ? say(language, "leads.statusSaved", {
            status: say(language, `leads.status.${body.status}`),
          })
        : say(language, "leads.saved"),
    };
  });

  app.get("/export", signedIn, async (request, reply) => {
    requireAdmin(request);
    const language = requestLanguage(request);
    const query = readQuery(request, leadsExportQuery);
    const { rows } = await leadsPage(db, { status: query.status, source: query.source }, null);
    const now = new Date();
    const definition = questionnaireForm({
      language,
      signedIn: false,
      siteUrl: app.config.siteUrl,
      now,
    });
    const csv = leadsCsv(rows, { language, definition, siteUrl: app.config.siteUrl });
    return reply
      .header("content-type", "text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="leads-${hongKongDate(now)}.csv"`)
      .header("cache-control", "no-store")
      .send(csv);
  });
}
