import { AppScreen } from "../../app-frame/app-screen.tsx";
import { QuestionnaireScreen } from "../../features/questionnaire/components/questionnaire-screen.tsx";
import { useI18n } from "../../i18n/i18n-context.tsx";
import "../../features/questionnaire/questionnaire.css";

/** The owner questionnaire: open to everyone; the forecast's "get help" link leads here. */
export default function Questionnaire() {
  const { t } = useI18n();
  return (
    <AppScreen title={t("questionnaire.title")}>
      <QuestionnaireScreen />
    </AppScreen>
  );
}
