import { Navigate } from "react-router";
import { appHref } from "../../lib/app-paths.ts";

/** The admins' old list of questionnaire answers: now the leads inbox, on those answers. */
export default function QuestionnaireAnswers() {
  return <Navigate to={appHref.leads("questionnaire")} replace />;
}
