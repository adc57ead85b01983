import { FORECAST_INPUT_BOUNDS } from "../../../shared/forecast/input-bounds.ts";
import type { Language } from "../../../shared/i18n/languages.ts";
import { MESSAGES, type MessageKey } from "../../../shared/i18n/messages/index.ts";
import { translate } from "../../../shared/i18n/translate.ts";
import { HK_DISTRICTS } from "../../../shared/places/hk-locations.ts";
import { hongKongDate } from "../../../shared/places/hong-kong-clock.ts";
import {
  CONSULTING_SERVICE_IDS,
  QUESTIONNAIRE_ID,
  QUESTIONNAIRE_VERSION,
  type QuestionnaireDefinition,
  type QuestionnaireField,
} from "../../../shared/questionnaire/questionnaire-definition.ts";
import { legalPath } from "../../../shared/site/site-pages.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/** How far ahead an opening may be planned: further is a typing mistake, not a plan. */
const OPENING_HORIZON_DAYS = 5 * 365;

const STAGES: [string, MessageKey][] = [
  ["idea", "questionnaire.stage.idea"],
  ["site_found", "questionnaire.stage.siteFound"],
  ["fitting_out", "questionnaire.stage.fittingOut"],
  ["open", "questionnaire.stage.open"],
];

const CONTACT_METHODS: [string, MessageKey][] = [
  ["email", "questionnaire.contactMethod.email"],
  ["phone", "questionnaire.contactMethod.phone"],
  ["whatsapp", "questionnaire.contactMethod.whatsapp"],
];

export interface FormContext {
  language: Language;
  /** A signed-in person's answers may leave out the e-mail: their account's is used. */
  signedIn: boolean;
  /** For the consent's link to the privacy policy. */
  siteUrl: string;
  /** "Not in the past" is judged on this Hong Kong day. */
  now: Date;
}

/**
 * The owner questionnaire in one language (`questionnaire/form`). Field ids never change once
 * answers are stored under them; a new question is a new id. The forecast's four figures take
 * the forecast's own bounds, so whatever the forecast accepted carries over.
 */
export function questionnaireForm(context: FormContext): QuestionnaireDefinition {
  const messages = MESSAGES[context.language];
  const t = (key: MessageKey, vars?: Record<string, string>) => translate(messages, key, vars);
  const options = (pairs: [string, MessageKey][]) =>
    pairs.map(([value, key]) => ({ value, label: t(key) }));
  const today = hongKongDate(context.now);
  const latest = hongKongDate(new Date(context.now.getTime() + OPENING_HORIZON_DAYS * DAY_MS));
  const hkd = t("questionnaire.unit.hkd");

  const fields: QuestionnaireField[] = [
    {
      id: "stage",
      type: "choice",
      label: t("questionnaire.field.stage"),
      // Optional since the website's short first step (decision 086): asked under "more details".
      required: false,
      options: options(STAGES),
    },
    {
      id: "restaurant_name",
      type: "text",
      label: t("questionnaire.field.restaurantName"),
      help: t("questionnaire.field.restaurantName.help"),
      required: false,
      max_length: 100,
    },
    {
      id: "district",
      type: "district",
      label: t("questionnaire.field.district"),
      help: t("questionnaire.field.district.help"),
      required: true,
      options: HK_DISTRICTS.map((district) => ({
        value: district.slug,
        label: district.name[context.language],
      })),
    },
    {
      id: "cuisine",
      type: "text",
      label: t("questionnaire.field.cuisine"),
      help: t("questionnaire.field.cuisine.help"),
      required: false,
      max_length: 100,
    },
    {
      id: "seats",
      type: "number",
      label: t("questionnaire.field.seats"),
      required: false,
      min: 1,
      max: 2000,
      integer: true,
    },
    {
      id: "floor_area",
      type: "number",
      label: t("questionnaire.field.floorArea"),
      required: false,
      min: 1,
      max: FORECAST_INPUT_BOUNDS.floorArea.max,
      unit: t("questionnaire.unit.squareFeet"),
    },
    {
      id: "monthly_rent",
      type: "number",
      label: t("questionnaire.field.monthlyRent"),
      required: false,
      min: 0,
      max: FORECAST_INPUT_BOUNDS.baseRent.max,
      unit: hkd,
    },
    {
      id: "management_fee",
      type: "number",
      label: t("questionnaire.field.managementFee"),
      required: false,
      min: 0,
      max: FORECAST_INPUT_BOUNDS.managementFee.max,
      unit: hkd,
    },
    {
      id: "budget",
      type: "number",
      label: t("questionnaire.field.budget"),
      help: t("questionnaire.field.budget.help"),
      required: false,
      min: 0,
      max: 100_000_000,
      unit: hkd,
    },
    {
      id: "spend_per_head",
      type: "number",
      label: t("questionnaire.field.spendPerHead"),
      required: false,
      min: 0,
      max: FORECAST_INPUT_BOUNDS.perCapitaSpend.max,
      unit: hkd,
    },
    {
      id: "daily_visitors",
      type: "number",
      label: t("questionnaire.field.dailyVisitors"),
      required: false,
      min: 0,
      max: FORECAST_INPUT_BOUNDS.dailyVisitors.max,
    },
    {
      // A month, not a day: an owner plans an opening by the month (decision 086).
      id: "opening_month",
      type: "month",
      label: t("questionnaire.field.openingMonth"),
      required: false,
      min: today.slice(0, 7),
      max: latest.slice(0, 7),
    },
    {
      id: "services",
      type: "multi",
      label: t("questionnaire.field.services"),
      help: t("questionnaire.field.services.help"),
      required: false,
      // The website's six services, under the names it gives them.
      options: CONSULTING_SERVICE_IDS.map((id) => ({
        value: id,
        label: t(`services.${id}.title`),
      })),
    },
    {
      id: "notes",
      type: "textarea",
      label: t("questionnaire.field.notes"),
      required: false,
      max_length: 2000,
    },
    {
      id: "contact_name",
      type: "text",
      label: t("questionnaire.field.contactName"),
      required: true,
      max_length: 100,
    },
    {
      id: "email",
      type: "email",
      label: t("questionnaire.field.email"),
      ...(context.signedIn ? { help: t("questionnaire.field.email.helpSignedIn") } : {}),
      required: !context.signedIn,
      max_length: 254,
    },
    {
      id: "phone",
      type: "phone",
      label: t("questionnaire.field.phone"),
      help: t("questionnaire.field.phone.help"),
      required: false,
      required_if: { field: "contact_method", values: ["phone", "whatsapp"] },
      max_length: 20,
    },
    {
      id: "contact_method",
      type: "choice",
      label: t("questionnaire.field.contactMethod"),
      // Optional since the website's short first step: an e-mail, and a phone if given.
      required: false,
      options: options(CONTACT_METHODS),
    },
    {
      id: "consent",
      type: "consent",
      label: t("questionnaire.field.consent"),
      required: true,
      link: {
        label: t("questionnaire.field.consent.link"),
        url: `${context.siteUrl}${legalPath(context.language, "privacy", { pics: true })}`,
      },
    },
  ];
  return { id: QUESTIONNAIRE_ID, version: QUESTIONNAIRE_VERSION, fields };
}
