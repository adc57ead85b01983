import type { Language } from "../../shared/i18n/languages.ts";
import { templateEntry } from "../../shared/templates/template-catalogue.ts";
import { renderDocx } from "./docx-document.ts";
import { employmentParties, employmentSignatures } from "./docx-employment.ts";
import { bullets, checkboxList, clauses, heading, paragraph } from "./docx-kit.ts";
import { fields, grid } from "./docx-tables.ts";
import { COMMON_TEXT } from "./text/common-text.ts";
import { terminationAgreementEn } from "./text/termination-agreement.en.ts";
import { terminationAgreementSc } from "./text/termination-agreement.sc.generated.ts";
import {
  type TerminationAgreementText,
  terminationAgreementTc,
} from "./text/termination-agreement.tc.ts";

const TEXT: Record<Language, TerminationAgreementText> = {
  tc: terminationAgreementTc,
  sc: terminationAgreementSc,
  en: terminationAgreementEn,
};

/** The mutual termination agreement (.docx), with the post-May-2025 severance/LSP rules. */
export function buildTerminationAgreement(language: Language, revision: string): Promise<Buffer> {
  const text = TEXT[language];
  const common = COMMON_TEXT[language];
  const { title, sections } = templateEntry("termination-agreement", language);
  const body = [
    heading(1, sections.parties),
    ...employmentParties(text.parties),

    heading(2, sections.employment),
    ...fields(text.employment.fields),

    heading(3, sections.termination),
    ...clauses(3, text.termination.clauses.slice(0, 1)),
    ...fields(text.termination.fields),
    ...clauses(3, text.termination.clauses.slice(1), 2),

    heading(4, sections.notice),
    paragraph(text.notice.lead),
    ...checkboxList(text.notice.options),

    heading(5, sections.finalPayments),
    paragraph(text.finalPayments.lead),
    ...grid(text.finalPayments.columns, text.finalPayments.items, [5, 4, 2], {
      lastRowIsTotal: true,
    }),
    ...text.finalPayments.notes.map((note) => paragraph(note, { muted: true })),

    heading(6, sections.severance),
    ...clauses(6, text.severance.clauses),
    ...checkboxList(text.severance.options),
    ...text.severance.notes.map((note) => paragraph(note, { muted: true })),

    heading(7, sections.mpfTax),
    ...clauses(7, text.mpfTax.clauses),

    heading(8, sections.property),
    paragraph(text.property.lead),
    ...bullets(text.property.items),
    paragraph(text.property.note, { muted: true }),

    heading(9, sections.confidentiality),
    ...clauses(9, text.confidentiality.clauses),

    heading(10, sections.settlement),
    ...clauses(10, text.settlement.clauses),

    heading(11, sections.signatures),
    employmentSignatures(common, text.signatures),
  ];
  return renderDocx({ language, common, title, intro: text.intro, body }, revision);
}
