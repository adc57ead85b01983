/**
 * The owner questionnaire as `questionnaire/form` sends it: the server defines it (in the
 * request's language) and both sides validate answers against it with `validateAnswers`, so a
 * field added on the server needs no change in the app.
 */

export const FIELD_TYPES = [
  "choice",
  "multi",
  "number",
  "text",
  "textarea",
  "email",
  "phone",
  "date",
  "month",
  "district",
  "consent",
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

export interface QuestionnaireOption {
  value: string;
  label: string;
}

export interface QuestionnaireField {
  id: string;
  type: FieldType;
  label: string;
  help?: string;
  required: boolean;
  /** choice, multi and district: the allowed values and what they read as. */
  options?: QuestionnaireOption[];
  /** number: the bounds; date: the earliest and latest day (YYYY-MM-DD); month: YYYY-MM. */
  min?: number | string;
  max?: number | string;
  /** number: whole numbers only. */
  integer?: boolean;
  /** number: what it counts (ft², HKD, …), in the request's language. */
  unit?: string;
  /** Text-like fields: the longest answer taken. */
  max_length?: number;
  /** Required as well when another field holds one of these values (phone when "call me"). */
  required_if?: { field: string; values: string[] };
  /** consent: the policy the person agrees to. */
  link?: { label: string; url: string };
}

export interface QuestionnaireDefinition {
  id: string;
  version: number;
  fields: QuestionnaireField[];
}

/** One stored answer: text, a number, the chosen values of a multi field, or a consent. */
export type AnswerValue = string | number | string[] | true;
export type Answers = Record<string, AnswerValue>;

/** The definition's id and version: a stored answer says which questions it answered. */
export const QUESTIONNAIRE_ID = "restaurant-owner";
export const QUESTIONNAIRE_VERSION = 2;

/** The hidden input people never see and bots fill in (as on the contact form). */
export const QUESTIONNAIRE_HONEYPOT_FIELD = "website";

/**
 * The fields the journey reads by id: what the forecast carries in (as query parameters of
 * the app's questionnaire, under these same names) and what a new place form is filled from.
 */
export const JOURNEY_FIELD = {
  floorArea: "floor_area",
  monthlyRent: "monthly_rent",
  managementFee: "management_fee",
  spendPerHead: "spend_per_head",
  dailyVisitors: "daily_visitors",
  district: "district",
  cuisine: "cuisine",
  seats: "seats",
  restaurantName: "restaurant_name",
  contactName: "contact_name",
  email: "email",
  phone: "phone",
  openingMonth: "opening_month",
  consent: "consent",
} as const;

/** The query parameter (and body field) that carries the forecast's results link. */
export const FORECAST_LINK_PARAM = "forecast_link";

/** The six consulting services, as the website presents them (`services.<id>.title`). */
export const CONSULTING_SERVICE_IDS = [
  "licence",
  "budget",
  "brand",
  "hr",
  "documents",
  "marketing",
] as const;
