// The questionnaire messages (Traditional Chinese, the source); spread into tc.ts.
export const questionnaireTc = {} as const;
