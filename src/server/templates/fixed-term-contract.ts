import type { Language } from "../../shared/i18n/languages.ts";
import { templateEntry } from "../../shared/templates/template-catalogue.ts";
import { renderDocx } from "./docx-document.ts";
import { employmentParties, employmentSignatures } from "./docx-employment.ts";
import { bullets, checkboxes, clauses, heading } from "./docx-kit.ts";
import { fields } from "./docx-tables.ts";
import { COMMON_TEXT } from "./text/common-text.ts";
import { fixedTermContractEn } from "./text/fixed-term-contract.en.ts";
import { fixedTermContractSc } from "./text/fixed-term-contract.sc.generated.ts";
import { type FixedTermContractText, fixedTermContractTc } from "./text/fixed-term-contract.tc.ts";

const TEXT: Record<Language, FixedTermContractText> = {
  tc: fixedTermContractTc,
  sc: fixedTermContractSc,
  en: fixedTermContractEn,
};

/** The fixed-term employment contract (.docx), consistent with the Employment Ordinance (Cap. 57). */
export function buildFixedTermContract(language: Language, revision: string): Promise<Buffer> {
  const text = TEXT[language];
  const common = COMMON_TEXT[language];
  const { title, sections } = templateEntry("fixed-term-contract", language);
  const [noticeLead, ...afterNotice] = text.termination.clauses.slice(1);
  const body = [
    heading(1, sections.parties),
    ...employmentParties(text.parties),

    heading(2, sections.term),
    ...fields(text.term.fields),
    checkboxes(text.term.probation.label, text.term.probation.options),
    ...clauses(2, text.term.clauses),

    heading(3, sections.position),
    ...fields(text.position.fields),
    ...clauses(3, text.position.clauses),

    heading(4, sections.wages),
    ...fields(text.wages.fields),
    checkboxes(text.wages.basis.label, text.wages.basis.options),
    checkboxes(text.wages.period.label, text.wages.period.options),
    checkboxes(text.wages.method.label, text.wages.method.options),
    ...clauses(4, text.wages.clauses),

    heading(5, sections.hours),
    ...clauses(5, text.hours.clauses),

    heading(6, sections.restDays),
    ...clauses(6, text.restDays.clauses),

    heading(7, sections.holidays),
    ...clauses(7, text.holidays.clauses),

    heading(8, sections.annualLeave),
    ...clauses(8, text.annualLeave.clauses),

    heading(9, sections.sickness),
    ...clauses(9, text.sickness.clauses),

    heading(10, sections.otherLeave),
    ...clauses(10, text.otherLeave.clauses),

    heading(11, sections.mpf),
    ...clauses(11, text.mpf.clauses),
    ...fields(text.mpf.fields),

    heading(12, sections.insurance),
    ...clauses(12, text.insurance.clauses),
    ...fields(text.insurance.fields),

    heading(13, sections.termination),
    ...clauses(13, text.termination.clauses.slice(0, 1)),
    ...clauses(13, noticeLead ? [noticeLead] : [], 2),
    ...bullets(text.termination.notice),
    ...clauses(13, afterNotice, 3),

    heading(14, sections.severance),
    ...clauses(14, text.severance.clauses),

    heading(15, sections.general),
    ...clauses(15, text.general.clauses),

    heading(16, sections.signatures),
    employmentSignatures(common, text.signatures),
  ];
  return renderDocx({ language, common, title, intro: text.intro, body }, revision);
}
