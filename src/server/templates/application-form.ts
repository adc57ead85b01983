import type { Language } from "../../shared/i18n/languages.ts";
import { templateEntry } from "../../shared/templates/template-catalogue.ts";
import { renderDocx } from "./docx-document.ts";
import { checkboxes, checkboxList, clauses, heading, paragraph } from "./docx-kit.ts";
import { fields, grid, signatures } from "./docx-tables.ts";
import { applicationFormEn } from "./text/application-form.en.ts";
import { applicationFormSc } from "./text/application-form.sc.generated.ts";
import { type ApplicationFormText, applicationFormTc } from "./text/application-form.tc.ts";
import { COMMON_TEXT } from "./text/common-text.ts";

const TEXT: Record<Language, ApplicationFormText> = {
  tc: applicationFormTc,
  sc: applicationFormSc,
  en: applicationFormEn,
};

/** The job application form for restaurant staff (.docx); it never asks for an HKID number. */
export function buildApplicationForm(language: Language, revision: string): Promise<Buffer> {
  const text = TEXT[language];
  const common = COMMON_TEXT[language];
  const { title, sections } = templateEntry("application-form", language);
  const body = [
    ...fields(text.header),
    heading(1, sections.position),
    ...fields(text.position.fields),
    checkboxes(text.position.employmentType.label, text.position.employmentType.options),
    checkboxes(text.position.salaryBasis.label, text.position.salaryBasis.options),
    ...fields([text.position.source], 1),

    heading(2, sections.personal),
    ...fields(text.personal.fields),
    ...fields([text.personal.address], 1),
    checkboxes(text.personal.contactMethod.label, text.personal.contactMethod.options),
    paragraph(text.personal.note, { muted: true }),

    heading(3, sections.rightToWork),
    paragraph(text.rightToWork.hkidNote, { bold: true }),
    checkboxes(text.rightToWork.question.label, text.rightToWork.question.options),
    ...fields([text.rightToWork.ifNot], 1),
    checkboxes(text.rightToWork.age.label, text.rightToWork.age.options),
    paragraph(text.rightToWork.age.note, { muted: true }),

    heading(4, sections.availability),
    checkboxes(text.availability.days.label, text.availability.days.options),
    checkboxes(text.availability.shifts.label, text.availability.shifts.options),
    checkboxes(text.availability.holidays.label, text.availability.holidays.options),
    ...fields(text.availability.fields),

    heading(5, sections.experience),
    paragraph(text.experience.note, { muted: true }),
    ...grid(text.experience.columns, 4, [3, 2, 2, 3, 2]),

    heading(6, sections.qualifications),
    ...grid(text.qualifications.educationColumns, 3, [4, 4, 2]),
    paragraph(text.qualifications.certificates.label),
    ...checkboxList(text.qualifications.certificates.options),
    paragraph(text.qualifications.languagesNote),
    ...fields(text.qualifications.languages),

    heading(7, sections.references),
    paragraph(text.references.note, { muted: true }),
    ...grid(text.references.columns, 2, [3, 3, 4]),
    checkboxes(text.references.consent.label, text.references.consent.options),

    heading(8, sections.privacy),
    ...clauses(8, text.privacy.clauses),
    ...fields(text.privacy.contactFields),

    heading(9, sections.declaration),
    ...text.declaration.statements.map((statement) => paragraph(statement)),
    signatures([
      { title: text.declaration.signer, lines: [common.signature, common.name, common.date] },
    ]),

    heading(10, sections.officeUse),
    ...fields(text.officeUse.fields),
    checkboxes(text.officeUse.result.label, text.officeUse.result.options),
    ...fields(text.officeUse.moreFields),
    paragraph(text.officeUse.reminder, { muted: true }),
  ];
  return renderDocx({ language, common, title, intro: text.intro, body }, revision);
}
