import type { questionnaireTc } from "./questionnaire.tc.ts";

// Mainland wording where character conversion keeps Hong Kong vocabulary; spread into sc-overrides.ts.
export const questionnaireScOverrides: Partial<Record<keyof typeof questionnaireTc, string>> = {};
