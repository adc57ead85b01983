import { AppScreen } from "../../app-frame/app-screen.tsx";
import { AnswersList } from "../../features/questionnaire/components/answers-list.tsx";
import { useI18n } from "../../i18n/i18n-context.tsx";
import "../../features/questionnaire/questionnaire.css";

/** The admins' list of questionnaire answers (the server refuses everyone else, and says so). */
export default function QuestionnaireAnswers() {
  const { t } = useI18n();
  return (
    <AppScreen title={t("questionnaire.answers.title")}>
      <AnswersList />
    </AppScreen>
  );
}
