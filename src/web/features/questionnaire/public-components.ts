// The components of questionnaire that other features may render. Their modules load stylesheets,
// so they stay out of index.ts: a feature that only needs a hook or a schema would carry their CSS.
export { QuestionnaireForm } from "./components/questionnaire-form.tsx";
