import type { FileChild } from "docx";
import { paragraph } from "./docx-kit.ts";
import { fields, signatures } from "./docx-tables.ts";
import type { CommonText } from "./text/common.tc.ts";

/** The employer and employee of an employment document, each with the fields that identify them. */
export interface EmploymentParties {
  employerTitle: string;
  employerFields: readonly string[];
  employeeTitle: string;
  employeeFields: readonly string[];
  hkidNote: string;
}

/** The parties block of an employment document: employer, employee and the HKID note. */
export function employmentParties(parties: EmploymentParties): FileChild[] {
  return [
    paragraph(parties.employerTitle, { bold: true }),
    ...fields(parties.employerFields),
    paragraph(parties.employeeTitle, { bold: true }),
    ...fields(parties.employeeFields),
    paragraph(parties.hkidNote, { muted: true }),
  ];
}

/** Employer (with position and company chop) and employee signature blocks side by side. */
export function employmentSignatures(
  common: CommonText,
  titles: { employer: string; employee: string },
) {
  return signatures([
    {
      title: titles.employer,
      lines: [common.signature, common.name, common.position, common.companyChop, common.date],
    },
    { title: titles.employee, lines: [common.signature, common.name, common.date] },
  ]);
}
