import { z } from "zod/mini";
import { FIELD_TYPES } from "../../../../shared/questionnaire/questionnaire-definition.ts";

// What the questionnaire routes answer, read as strictly as we wrote them (the server is ours).

/** Every questionnaire query's key starts with this; a save refreshes them all. */
export const QUESTIONNAIRE_QUERY_ROOT = "questionnaire";

const bound = z.optional(z.union([z.number(), z.string()]));

export const fieldSchema = z.object({
  id: z.string(),
  type: z.enum(FIELD_TYPES),
  label: z.string(),
  help: z.optional(z.string()),
  required: z.boolean(),
  options: z.optional(z.array(z.object({ value: z.string(), label: z.string() }))),
  min: bound,
  max: bound,
  integer: z.optional(z.boolean()),
  unit: z.optional(z.string()),
  max_length: z.optional(z.number()),
  required_if: z.optional(z.object({ field: z.string(), values: z.array(z.string()) })),
  link: z.optional(z.object({ label: z.string(), url: z.string() })),
});

export const definitionSchema = z.object({
  id: z.string(),
  version: z.number(),
  fields: z.array(fieldSchema),
});

export const answersSchema = z.record(
  z.string(),
  z.union([z.string(), z.number(), z.array(z.string()), z.literal(true)]),
);

/** The new place form's query (questionnaire/place-form-prefill.ts on the server). */
export const placeFormSchema = z.object({
  location: z.optional(z.number()),
  category: z.optional(z.number()),
  tags: z.optional(z.string()),
  capacity: z.optional(z.number()),
  title: z.optional(z.string()),
  email: z.optional(z.string()),
  phone: z.optional(z.string()),
});
export type PlaceFormPrefill = z.infer<typeof placeFormSchema>;

export const storedAnswersSchema = z.object({
  id: z.number(),
  user_id: z.nullable(z.number()),
  email: z.string(),
  language: z.string(),
  answers: answersSchema,
  forecast_link: z.nullable(z.string()),
  mailed_at: z.nullable(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type StoredAnswers = z.infer<typeof storedAnswersSchema>;
