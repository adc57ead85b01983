import type { TerminationAgreementText } from "./termination-agreement.tc.ts";

export const terminationAgreementEn: TerminationAgreementText = {
  intro: [
    "Use this agreement when employer and employee agree to end a contract of employment. Fill in the blanks and tick the boxes that apply. Sign two copies; each party keeps one.",
  ],
  parties: {
    employerTitle: "Employer",
    employerFields: ["Company name", "Business Registration no.", "Address"],
    employeeTitle: "Employee",
    employeeFields: ["Name", "Staff no.", "First 4 characters of HKID", "Address"],
    hkidNote:
      "To identify the employee, give only the first four characters of the identity card number (for example A123). Do not write the full number.",
  },
  employment: {
    fields: ["Position", "Employed since", "Date of contract", "Last monthly or daily wage (HK$)"],
  },
  termination: {
    clauses: [
      "The parties agree that the employee's contract of employment ends on the Termination Date below. The employee's last working day is as follows:",
      "If the last working day is before the Termination Date, the employee need not work in between, but the employment continues until the Termination Date, with wages and all other benefits as usual.",
      "Both parties enter into this agreement voluntarily. The employee confirms having had enough time to consider it and the chance to take advice before signing.",
    ],
    fields: ["Termination Date", "Last working day"],
  },
  notice: {
    lead: "The parties agree as follows (tick one):",
    options: [
      "Both parties waive notice; neither pays the other wages in lieu of notice.",
      "The employer pays the employee wages in lieu of ________ days' notice, calculated at the employee's average wages under section 7 of the Employment Ordinance and listed in the next section.",
      "The employee has given notice under the contract and works the notice period until the last working day.",
    ],
  },
  finalPayments: {
    lead: "Within 7 days after the Termination Date the employer pays the employee the following by ________ (bank transfer / cheque), as section 25 of the Employment Ordinance requires:",
    columns: ["Item", "How calculated", "Amount (HK$)"],
    items: [
      "Wages due up to the Termination Date",
      "Wages in lieu of notice (if any)",
      "Pay for untaken annual leave (____ days)",
      "Unpaid statutory holiday pay and other allowances",
      "Pro rata end-of-year payment (if the contract provides one)",
      "Severance or long service payment (if due; see next section)",
      "Other sums",
      "Total",
    ],
    notes: [
      "Untaken annual leave: leave not taken in earlier years and the pro rata leave of the current year (due after three months' employment, section 41D of the Employment Ordinance) are both paid at the average daily wage.",
      "The employer makes no deduction from these sums other than those section 32 of the Employment Ordinance allows.",
    ],
  },
  severance: {
    clauses: [
      "Severance payment: an employee with at least 24 months' continuous employment is entitled to one if dismissed by reason of redundancy (including a fixed-term contract ended early, or expiring without renewal, by reason of redundancy) or if laid off (no work and no wages on more than half the normal working days in any 4 consecutive weeks, or more than one-third of them in any 26 consecutive weeks) (Part VA of the Employment Ordinance).",
      "Long service payment: an employee with at least five years' continuous employment is entitled to one if dismissed for a reason other than serious misconduct or redundancy, if a fixed-term contract expires without renewal for a reason other than redundancy, or in the other circumstances of Part VB of the Employment Ordinance (such as death in service, or resignation on grounds of ill health or at 65 or over).",
      "Neither is due if, at least 7 days before the employment ended, the employer offered in writing to renew the contract or re-engage the employee (on the same terms, or on other terms suitable for the employee) and the employee unreasonably refused. The parties confirm (tick one):",
    ],
    options: [
      "The employee is entitled to a severance or long service payment of HK$ ________, included in the sums above.",
      "The employee is not entitled to a severance or long service payment under the Employment Ordinance.",
    ],
    notes: [
      "Calculation for monthly-rated employees: two-thirds of the last month's wages (or, at the employee's choice, the average monthly wages of the last 12 months) for each year of service, each year capped at two-thirds of HK$22,500 (HK$15,000) and the total at HK$390,000.",
      "Calculation for daily- or hourly-rated (or piece-rated) employees: 18 days' wages for each year of service, the 18 days being any the employee chooses from the last 30 normal working days or, at the employee's choice, the average daily wages of the last 12 months; with the same caps of HK$15,000 a year and HK$390,000 in total.",
      "MPF offsetting abolished: from 1 May 2025 (the transition date) the employer may no longer use the accrued benefits of its mandatory MPF contributions to offset the severance or long service payment for employment on and after that date. The part for employment before the transition date is calculated on the last month's wages before that date and may still be offset by benefits from the employer's MPF contributions, mandatory or voluntary; benefits from the employer's voluntary contributions and gratuities based on years of service may also offset the later part.",
    ],
  },
  mpfTax: {
    clauses: [
      "The employer makes the MPF contributions for the last wage period and notifies the trustee of the MPF scheme in writing within 10 working days after the end of the month in which the employment ends.",
      "The employer files the Notification by an Employer of an Employee who is About to Cease to be Employed (IR56F) with the Inland Revenue Department at least one month before the Termination Date.",
      "If the employee is about to leave Hong Kong for more than one month, the employer files form IR56G instead, at least one month before the expected date of departure. For one month from the date of that notice the employer must not pay any money to the employee, including the sums above, unless the Commissioner of Inland Revenue consents (section 52(7) of the Inland Revenue Ordinance).",
    ],
  },
  property: {
    lead: "By the last working day the employee returns all property of the employer, including:",
    items: [
      "uniforms and work shoes",
      "keys, access cards and locker keys",
      "mobile phones, tablets and other equipment",
      "documents, recipes, supplier and customer information, and any copies of them",
    ],
    note: "If any property is not returned, the parties settle it between them; the employer may not withhold sums due because of it, except by a deduction that section 32 of the Employment Ordinance allows.",
  },
  confidentiality: {
    clauses: [
      "After the employment ends, the employee keeps confidential the employer's business information learnt at work, including recipes, costs and supplier prices, unpublished business information, and the personal data of customers and staff, except information the law requires to be disclosed or that is already public.",
      "The employee does not keep or use the personal data of customers or staff, which the Personal Data (Privacy) Ordinance (Cap. 486) protects.",
    ],
  },
  settlement: {
    clauses: [
      "Nothing in this agreement reduces any right of the employee under the Employment Ordinance, the Mandatory Provident Fund Schemes Ordinance or the Employees' Compensation Ordinance; any term that would is void (section 70 of the Employment Ordinance).",
      "Once the employee has received all the sums in this agreement, neither party will make any further claim against the other arising from the employment or its termination, except rights that the law does not allow to be waived and any employees' compensation claim for an injury not known at signing.",
      "At the employee's request, the employer issues a certificate of service stating the period of employment and the position held.",
      "This agreement is governed by the laws of Hong Kong.",
    ],
  },
  signatures: {
    employer: "For and on behalf of the employer",
    employee: "Employee",
  },
};
