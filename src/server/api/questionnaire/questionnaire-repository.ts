import { desc, eq, getTableColumns, sql } from "drizzle-orm";
import type { Db } from "../../../db/database.ts";
import { questionnaireAnswers } from "../../../db/schema.ts";
import type { Language } from "../../../shared/i18n/languages.ts";
import type { Answers } from "../../../shared/questionnaire/questionnaire-definition.ts";

export type StoredAnswers = typeof questionnaireAnswers.$inferSelect;

export interface AnswersToStore {
  /** Null for a visitor: every visitor's answer is a row of its own. */
  userId: number | null;
  email: string;
  language: Language;
  answers: Answers;
  forecastLink: string | null;
}

/**
 * Stores one answer: a visitor's as a new row, a signed-in person's over their earlier one (the
 * partial unique index on `user_id` decides, so two saves at once still leave one row). Answering
 * again starts a new mail: `mailed_at` is cleared until the team has this version.
 */
export async function storeAnswers(
  db: Db,
  values: AnswersToStore,
): Promise<StoredAnswers & { created: boolean }> {
  // A row the insert wrote has no deleting transaction yet; an updated one has ours.
  const columns = { ...getTableColumns(questionnaireAnswers), created: sql<boolean>`xmax = 0` };
  const insert = db.insert(questionnaireAnswers).values(values);
  const [row] =
    values.userId === null
      ? await insert.returning(columns)
      : await insert
          .onConflictDoUpdate({
            target: questionnaireAnswers.userId,
            targetWhere: sql`${questionnaireAnswers.userId} is not null`,
            set: {
              email: values.email,
              language: values.language,
              answers: values.answers,
              forecastLink: values.forecastLink,
              mailedAt: null,
              updatedAt: new Date(),
            },
          })
          .returning(columns);
  if (!row) throw new Error("questionnaire answers: the write returned no row");
  return row;
}

export async function markMailed(db: Db, id: number): Promise<void> {
  await db
    .update(questionnaireAnswers)
    .set({ mailedAt: new Date() })
    .where(eq(questionnaireAnswers.id, id));
}

export async function answersOfUser(db: Db, userId: number): Promise<StoredAnswers | undefined> {
  const [row] = await db
    .select()
    .from(questionnaireAnswers)
    .where(eq(questionnaireAnswers.userId, userId));
  return row;
}

/**
 * A page of every answer, the latest first (an updated answer counts as new: the team has just
 * been mailed it), and how many there are.
 */
export async function answersPage(db: Db, page: { limit: number; offset: number }) {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(questionnaireAnswers)
      .orderBy(desc(questionnaireAnswers.updatedAt), desc(questionnaireAnswers.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: sql<number>`count(*)::int` }).from(questionnaireAnswers),
  ]);
  return { rows, total: counted?.total ?? 0 };
}
