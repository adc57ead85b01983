import { z } from "zod";
import { FIELD_TYPES } from "../../../shared/questionnaire/questionnaire-definition.ts";
import { pageParams } from "../listar-params.ts";
import { paginationSchema } from "../listar-schemas.ts";
import type { RouteDoc } from "../route-doc.ts";

const TAGS = ["questionnaire"];

export const answersListQuery = z.object(pageParams(100));

const option = z.strictObject({ value: z.string(), label: z.string() });

/** The questionnaire as the server defines it, in the request's language. */
const definitionSchema = z
  .strictObject({
    id: z.string(),
    version: z.int(),
    fields: z.array(
      z.strictObject({
        id: z.string(),
        type: z.enum(FIELD_TYPES),
        label: z.string(),
        help: z.string().optional(),
        required: z.boolean(),
        options: z.array(option).optional(),
        min: z.union([z.number(), z.string()]).optional(),
        max: z.union([z.number(), z.string()]).optional(),
        integer: z.boolean().optional(),
        unit: z.string().optional(),
        max_length: z.int().optional(),
        required_if: z.strictObject({ field: z.string(), values: z.array(z.string()) }).optional(),
        link: z.strictObject({ label: z.string(), url: z.string() }).optional(),
      }),
    ),
  })
  .meta({ id: "QuestionnaireDefinition" });

const answerValues = z
  .record(z.string(), z.union([z.string(), z.number(), z.array(z.string()), z.literal(true)]))
  .meta({ description: "By field id, as the definition's fields take them." });

/** What the new place form starts from after the questionnaire. */
const placeFormPrefillSchema = z.strictObject({
  location: z.int().optional(),
  category: z.int().optional(),
  tags: z.string().optional(),
  capacity: z.number().optional(),
  title: z.string().optional(),
  email: z.string().optional(),
  phone: z.string().optional(),
});

const storedAnswersSchema = z
  .strictObject({
    id: z.int(),
    user_id: z.int().nullable(),
    email: z.string(),
    language: z.string(),
    answers: answerValues,
    forecast_link: z.string().nullable(),
    mailed_at: z.string().nullable(),
    created_at: z.string().nullable(),
    updated_at: z.string().nullable(),
  })
  .meta({ id: "QuestionnaireAnswers" });

/** `{ns}/v1/questionnaire/…`, as questionnaireRoutes registers them. */
export const questionnaireDocs: Record<string, RouteDoc> = {
  "GET /form": {
    summary: "The owner questionnaire: its fields, in the request's language",
    tags: TAGS,
    auth: "optional",
    response: z.strictObject({ success: z.literal(true), data: definitionSchema }),
  },
  "POST /save": {
    summary: "Send the questionnaire's answers (the team and the sender get them by mail)",
    description:
      "The body holds one field per question id, as `questionnaire/form` defines them, and optionally `forecast` (a results link of ours).",
    tags: TAGS,
    auth: "optional",
    body: answerValues,
    response: z.strictObject({
      success: z.literal(true),
      data: z.strictObject({
        id: z.int(),
        answers: answerValues,
        email: z.string(),
        place_form: placeFormPrefillSchema,
      }),
      message: z.string(),
    }),
    errors: [
      { status: 400, codes: ["rest_invalid_param", "questionnaire_spam"] },
      { status: 503, codes: ["questionnaire_contact_not_set_up"] },
    ],
  },
  "GET /mine": {
    summary: "The signed-in user's own answers (null before they sent any)",
    tags: TAGS,
    auth: "signed-in",
    response: z.strictObject({
      success: z.literal(true),
      data: storedAnswersSchema.extend({ place_form: placeFormPrefillSchema }).nullable(),
    }),
  },
  "GET /list": {
    summary: "Admins: every questionnaire answer, newest first",
    tags: TAGS,
    auth: "signed-in",
    query: answersListQuery,
    response: z.strictObject({
      success: z.literal(true),
      data: z.array(storedAnswersSchema),
      pagination: paginationSchema,
    }),
    errors: [
      { status: 400, codes: ["rest_invalid_param", "rest_invalid_page_number"] },
      { status: 403, codes: ["rest_permission"] },
    ],
  },
};
