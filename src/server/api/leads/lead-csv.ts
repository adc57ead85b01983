import { isLanguage, LANGUAGE_NAME, type Language } from "../../../shared/i18n/languages.ts";
import { MESSAGES } from "../../../shared/i18n/messages/index.ts";
import { translate } from "../../../shared/i18n/translate.ts";
import { answerText } from "../../../shared/questionnaire/answer-text.ts";
import type { QuestionnaireDefinition } from "../../../shared/questionnaire/questionnaire-definition.ts";
import { leadPhone } from "./lead-json.ts";
import type { LeadRow } from "./lead-repository.ts";

/** Excel reads a file as UTF-8, Chinese intact, only when it starts with the byte-order mark. */
export const CSV_BOM = "\uFEFF";

/** What a spreadsheet would take for a formula (OWASP "CSV injection"), tab and return included. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell: always in double quotes (so commas, quotes and line breaks stay inside it), with a
 * leading apostrophe when the text would otherwise start a formula (`=HYPERLINK(…)`, `+852…`).
 */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

export function csvLine(cells: readonly string[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}

/** A time as Hong Kong reads it, `2026-11-29 16:05`: sortable, and what the team's day is in. */
function hongKongTime(date: Date | null): string {
  if (!date) return "";
  return new Intl.DateTimeFormat("sv-SE", {
    timeZone: "Asia/Hong_Kong",
    dateStyle: "short",
    timeStyle: "short",
  }).format(date);
}

/**
 * The inbox as a CSV file in the reader's language: headings, statuses, sources and the
 * questionnaire's answers as "question: answer" lines; the forecast as a full link.
 */
export function leadsCsv(
  rows: readonly LeadRow[],
  context: { language: Language; definition: QuestionnaireDefinition; siteUrl: string },
): string {
  const { language, definition, siteUrl } = context;
  const messages = MESSAGES[language];
  const say = (key: Parameters<typeof translate>[1]) => translate(messages, key);
  const yes = say("questionnaire.mail.yes");
  const head = [
    say("leads.csv.source"),
    say("leads.csv.id"),
    say("leads.csv.received"),
    say("leads.csv.status"),
    say("leads.csv.name"),
    say("leads.csv.contact"),
    say("leads.csv.phone"),
    say("leads.csv.language"),
    say("leads.csv.content"),
    say("leads.csv.forecast"),
    say("leads.csv.note"),
    say("leads.csv.statusUpdated"),
  ];
  const content = (row: LeadRow) => {
    if (row.source === "enquiry") return row.message ?? "";
    const answers = row.answers ?? {};
    return definition.fields
      .flatMap((field) => {
        const value = answers[field.id];
        if (value === undefined || field.type === "consent") return [];
        const text = answerText(field, value as never, language, yes);
        return [
          translate(messages, "questionnaire.mail.line", { label: field.label, value: text }),
        ];
      })
      .join("\n");
  };
  let csv = CSV_BOM + csvLine(head);
  for (const row of rows) {
    csv += csvLine([
      say(`leads.source.${row.source}`),
      String(row.id),
      hongKongTime(row.receivedAt),
      say(`leads.status.${row.status}`),
      row.name,
      row.contact,
      leadPhone(row) ?? "",
      isLanguage(row.language) ? LANGUAGE_NAME[row.language] : row.language,
      content(row),
      row.forecastLink ? `${siteUrl}${row.forecastLink}` : "",
      row.note,
      hongKongTime(row.statusUpdatedAt),
    ]);
  }
  return csv;
}
