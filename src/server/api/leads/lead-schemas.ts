import { z } from "zod";
import {
  LEAD_NOTE_MAX_LENGTH,
  LEAD_SOURCES,
  LEAD_STATUSES,
} from "../../../shared/leads/lead-status.ts";
import { pageParams, queryOneOf } from "../listar-params.ts";
import { paginationSchema, success } from "../listar-schemas.ts";
import type { RouteDoc } from "../route-doc.ts";

const TAGS = ["leads"];

/** The inbox's filters: both optional, any case. */
const filterParams = {
  status: queryOneOf(LEAD_STATUSES),
  source: queryOneOf(LEAD_SOURCES),
};

export const leadsListQuery = z.object({ ...filterParams, ...pageParams(100) });
export const leadsExportQuery = z.object(filterParams);

const source = z.enum(LEAD_SOURCES, "validation.invalid");
/** An id as JSON sends it (a number) or a form does (text). */
const leadId = z.union([
  z.int().min(1).max(2_147_483_647),
  z
    .string()
    .regex(/^\s*\d{1,9}\s*$/, "validation.invalid")
    .transform(Number)
    .pipe(z.int().min(1)),
]);

const requiredText = z.string({
  error: (issue) => (issue.input === undefined ? "validation.required" : "validation.invalid"),
});

export const leadViewQuery = z.object({
  source: z.enum(LEAD_SOURCES, {
    error: (issue) => (issue.input === undefined ? "validation.required" : "validation.invalid"),
  }),
  id: requiredText
    .regex(/^\s*\d{1,9}\s*$/, "validation.invalid")
    .transform(Number)
    .pipe(z.int().min(1, "validation.invalid")),
});

export const leadUpdateBody = z.object({
  source,
  id: leadId,
  status: z.enum(LEAD_STATUSES, "validation.invalid").optional(),
  note: z
    .string("validation.invalid")
    .meta({ maxLength: LEAD_NOTE_MAX_LENGTH })
    .superRefine((note, ctx) => {
      if (note.length > LEAD_NOTE_MAX_LENGTH) {
        ctx.addIssue({
          code: "custom",
          message: "leads.api.noteTooLong",
          params: { max: LEAD_NOTE_MAX_LENGTH },
        });
      }
    })
    .transform((note) => note.trim())
    .optional(),
});

const leadSchema = z
  .strictObject({
    key: z.string().meta({ description: "`<source>-<id>`: unique across both sources." }),
    source: z.enum(LEAD_SOURCES),
    id: z.int(),
    user_id: z.int().nullable(),
    name: z.string(),
    contact: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    language: z.string(),
    message: z.string().nullable().meta({ description: "An enquiry's message." }),
    answers: z
      .record(z.string(), z.unknown())
      .nullable()
      .meta({ description: "A questionnaire's answers, by field id (see questionnaire/form)." }),
    forecast_link: z
      .string()
      .nullable()
      .meta({ description: "The forecast results it came with: a path of the website's." }),
    status: z.enum(LEAD_STATUSES),
    note: z.string(),
    status_updated_at: z.string().nullable(),
    mailed_at: z.string().nullable(),
    received_at: z.string(),
    reply: z.strictObject({
      email: z.string().nullable().meta({ description: "A `mailto:` in the lead's language." }),
      whatsapp: z
        .string()
        .nullable()
        .meta({ description: "`https://wa.me/852…` when the lead gave a Hong Kong mobile." }),
    }),
  })
  .meta({ id: "Lead" });

const countsSchema = z
  .strictObject(Object.fromEntries(LEAD_STATUSES.map((status) => [status, z.int().min(0)])))
  .meta({ description: "Leads per status under the same source filter." });

const adminErrors = [
  { status: 400, codes: ["rest_invalid_param"] },
  { status: 401, codes: ["rest_permission"] },
  { status: 403, codes: ["rest_permission"] },
] as const;

/** `{ns}/v1/leads/…`, as leadRoutes registers them (decision 084). */
export const leadDocs: Record<string, RouteDoc> = {
  "GET /list": {
    summary: "Admins: enquiries and questionnaire answers as one inbox, newest first",
    tags: TAGS,
    auth: "signed-in",
    query: leadsListQuery,
    response: z.strictObject({
      success: z.literal(true),
      data: z.array(leadSchema),
      pagination: paginationSchema,
      counts: countsSchema,
    }),
    errors: [
      { status: 400, codes: ["rest_invalid_param", "rest_invalid_page_number"] },
      ...adminErrors.slice(1),
    ],
  },
  "GET /view": {
    summary: "Admins: one lead",
    tags: TAGS,
    auth: "signed-in",
    query: leadViewQuery,
    response: success(leadSchema),
    errors: [...adminErrors, { status: 404, codes: ["lead_not_found"] }],
  },
  "POST /update": {
    summary: "Admins: a lead's status and note",
    description: `Send \`status\`, \`note\` (at most ${LEAD_NOTE_MAX_LENGTH} characters) or both.`,
    tags: TAGS,
    auth: "signed-in",
    body: leadUpdateBody,
    response: z.strictObject({ success: z.literal(true), data: leadSchema, message: z.string() }),
    errors: [...adminErrors, { status: 404, codes: ["lead_not_found"] }],
  },
  "GET /export": {
    summary: "Admins: the filtered inbox as CSV (UTF-8 with a byte-order mark)",
    description:
      "Every cell is quoted; one that starts with = + - @ gets a leading apostrophe against formula injection.",
    tags: TAGS,
    auth: "signed-in",
    query: leadsExportQuery,
    response: z.string(),
    responseType: "text/csv",
    errors: adminErrors,
  },
};
