import { LANGUAGE_NAME, type Language } from "../../../shared/i18n/languages.ts";
import { MESSAGES } from "../../../shared/i18n/messages/index.ts";
import { translate } from "../../../shared/i18n/translate.ts";
import { answerText } from "../../../shared/questionnaire/answer-text.ts";
import type {
  Answers,
  FieldType,
  QuestionnaireDefinition,
} from "../../../shared/questionnaire/questionnaire-definition.ts";
import type { Mail } from "../../services/mailer.ts";

/** Answers a person typed in freely: not repeated to an address nobody has proved is theirs. */
const TYPED: ReadonlySet<FieldType> = new Set(["text", "textarea", "email", "phone"]);

function answerLines(
  definition: QuestionnaireDefinition,
  answers: Answers,
  language: Language,
  options: { typed: boolean },
): string[] {
  const messages = MESSAGES[language];
  const yes = translate(messages, "questionnaire.mail.yes");
  return definition.fields.flatMap((field) => {
    const value = answers[field.id];
    if (value === undefined || (!options.typed && TYPED.has(field.type))) return [];
    const text = answerText(field, value, language, yes);
    return [translate(messages, "questionnaire.mail.line", { label: field.label, value: text })];
  });
}

export interface TeamMailInput {
  id: number;
  email: string;
  language: Language;
  answers: Answers;
  /** The full results link, when the answers came from a forecast. */
  forecastUrl: string | null;
  userId: number | null;
  /** Whether this replaces the person's earlier answers. */
  updated: boolean;
}

/**
 * The consulting team's mail, worded in English like the enquiry's (`definition` is the English
 * one) whatever language the person used, which it names; replying answers the person.
 */
export function teamMail(
  to: string,
  definition: QuestionnaireDefinition,
  input: TeamMailInput,
): Mail {
  const name = typeof input.answers.contact_name === "string" ? input.answers.contact_name : "";
  return {
    to,
    subject: `[Tablestart] ${input.updated ? "Updated questionnaire" : "Questionnaire"} #${input.id} from ${name}`,
    replyTo: input.email,
    text: [
      `E-mail: ${input.email}`,
      `Language: ${LANGUAGE_NAME[input.language]}`,
      `Account: ${input.userId === null ? "visitor" : `user #${input.userId}`}`,
      ...(input.forecastUrl ? [`Forecast: ${input.forecastUrl}`] : []),
      "",
      ...answerLines(definition, input.answers, "en", { typed: true }),
    ].join("\n"),
  };
}

/**
 * The person's copy, in their language. Mailed to an address they have not proved is theirs
 * (a visitor's, or another than the account's verified one), it carries nothing they typed, as
 * account mails do (decision 020): otherwise anyone could have us mail their words to a stranger.
 */
export function copyMail(
  to: string,
  definition: QuestionnaireDefinition,
  answers: Answers,
  options: { language: Language; confirmed: boolean; contactEmail: string },
): Mail {
  const messages = MESSAGES[options.language];
  const name = typeof answers.contact_name === "string" ? answers.contact_name : "";
  return {
    to,
    subject: translate(messages, "questionnaire.mail.subject"),
    text: [
      options.confirmed && name
        ? translate(messages, "accounts.mail.greeting", { name })
        : translate(messages, "accounts.mail.greetingNoName"),
      "",
      translate(messages, "questionnaire.mail.intro"),
      "",
      ...answerLines(definition, answers, options.language, { typed: options.confirmed }),
      ...(options.confirmed ? [] : ["", translate(messages, "questionnaire.mail.unconfirmed")]),
      "",
      translate(messages, "questionnaire.mail.notYou", { contact: options.contactEmail }),
      "",
      translate(messages, "accounts.mail.signature"),
    ].join("\n"),
  };
}
