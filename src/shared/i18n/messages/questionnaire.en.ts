import type { questionnaireTc } from "./questionnaire.tc.ts";

export const questionnaireEn: Record<keyof typeof questionnaireTc, string> = {};
