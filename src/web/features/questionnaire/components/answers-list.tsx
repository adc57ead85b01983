import { DATE_LOCALE, isLanguage, LANGUAGE_NAME } from "../../../../shared/i18n/languages.ts";
import { answerText } from "../../../../shared/questionnaire/answer-text.ts";
import type { QuestionnaireDefinition } from "../../../../shared/questionnaire/questionnaire-definition.ts";
import { QueryFailure, QueryPending } from "../../../components/query-failure.tsx";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { useAnswersList } from "../api/get-answers-list.ts";
import { useQuestionnaireForm } from "../api/get-questionnaire-form.ts";
import type { StoredAnswers } from "../api/questionnaire-schemas.ts";

const SHOWN_ABOVE = new Set(["contact_name", "email"]);

function AnswerCard(props: { row: StoredAnswers; definition: QuestionnaireDefinition }) {
  const { t, language } = useI18n();
  const { row, definition } = props;
  const date = (iso: string) =>
    new Intl.DateTimeFormat(DATE_LOCALE[language], {
      dateStyle: "medium",
      timeStyle: "short",
      timeZone: "Asia/Hong_Kong",
    }).format(new Date(iso));
  const name = typeof row.answers.contact_name === "string" ? row.answers.contact_name : row.email;
  const yes = t("questionnaire.mail.yes");
  return (
    <li>
      <article className="app-card questionnaire-answer" aria-labelledby={`answer-${row.id}`}>
        <header className="questionnaire-answer__head">
          <h2 id={`answer-${row.id}`}>{name}</h2>
          <p>
            <a href={`mailto:${row.email}`}>{row.email}</a>
            {" · "}
            {row.user_id === null
              ? t("questionnaire.answers.visitor")
              : t("questionnaire.answers.member", { id: row.user_id })}
            {" · "}
            {isLanguage(row.language) ? LANGUAGE_NAME[row.language] : row.language}
          </p>
          <p className="questionnaire-answer__dates">
            {t("questionnaire.answers.received", { date: date(row.created_at) })}
            {row.updated_at !== row.created_at ? (
              <> · {t("questionnaire.answers.updated", { date: date(row.updated_at) })}</>
            ) : null}
            {" · "}
            {row.mailed_at
              ? t("questionnaire.answers.mailed")
              : t("questionnaire.answers.notMailed")}
          </p>
        </header>
        <dl className="questionnaire-answer__list">
          {definition.fields.flatMap((field) => {
            const value = row.answers[field.id];
            // The name and address head the card; the consent is given on every answer.
            if (value === undefined || SHOWN_ABOVE.has(field.id) || field.type === "consent") {
              return [];
            }
            return [
              <div key={field.id}>
                <dt>{field.label}</dt>
                <dd>{answerText(field, value, language, yes)}</dd>
              </div>,
            ];
          })}
        </dl>
        {row.forecast_link ? (
          <a href={row.forecast_link} target="_blank" rel="noopener">
            {t("questionnaire.answers.forecast")}
            <span className="visually-hidden"> {t("common.newTab")}</span>
          </a>
        ) : null}
      </article>
    </li>
  );
}

/** Every answer for the admins, newest first; the questions' wording comes from the form. */
export function AnswersList() {
  const { t } = useI18n();
  const form = useQuestionnaireForm();
  const list = useAnswersList();
  const failed = list.isError ? list : form.isError ? form : null;
  if (failed) return <QueryFailure error={failed.error} onRetry={() => void failed.refetch()} />;
  if (!list.data || !form.data) return <QueryPending />;
  const rows = list.data.pages.flatMap((page) => page.data);
  const total = list.data.pages[0]?.pagination.total ?? 0;
  if (total === 0) return <p className="app-lead">{t("questionnaire.answers.empty")}</p>;
  return (
    <div className="app-stack">
      <p className="app-lead" role="status">
        {t(total === 1 ? "questionnaire.answers.count.one" : "questionnaire.answers.count.other", {
          count: total,
        })}
      </p>
      <ul className="questionnaire-answers">
        {rows.map((row) => (
          <AnswerCard key={row.id} row={row} definition={form.data} />
        ))}
      </ul>
      {list.hasNextPage ? (
        <button
          type="button"
          className="app-button app-button--secondary"
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {t("questionnaire.answers.loadMore")}
        </button>
      ) : null}
    </div>
  );
}
