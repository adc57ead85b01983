import type { StoredAnswers } from "./questionnaire-repository.ts";

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** One stored answer as `questionnaire/mine` and `questionnaire/list` send it. */
export function answersJson(row: StoredAnswers) {
  return {
    id: row.id,
    user_id: row.userId,
    email: row.email,
    language: row.language,
    answers: row.answers,
    forecast_link: row.forecastLink,
    mailed_at: iso(row.mailedAt),
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}
