// What other features may use of questionnaire (docs/ARCHITECTURE.md, Layers).
// Nothing here may load a stylesheet: every feature importing this file would carry it.
export { useQuestionnaireForm } from "./api/get-questionnaire-form.ts";
export type { PlaceFormPrefill } from "./api/questionnaire-schemas.ts";
export type { SavedAnswers } from "./api/save-answers.ts";
export { carriesForecast, type FormValues } from "./form-values.ts";
