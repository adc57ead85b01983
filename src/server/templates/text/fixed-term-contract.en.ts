import type { FixedTermContractText } from "./fixed-term-contract.tc.ts";

export const fixedTermContractEn: FixedTermContractText = {
  intro: [
    "Use this contract to employ someone for a fixed term. Its terms are built on the Employment Ordinance (Cap. 57). A contract cannot reduce the employee's rights under the law; where the law has changed, the law prevails.",
    "Fill in the blanks and tick the boxes that apply. Sign two copies; each party keeps one.",
  ],
  parties: {
    employerTitle: "Employer",
    employerFields: ["Company name", "Business Registration no.", "Address", "Phone"],
    employeeTitle: "Employee",
    employeeFields: ["Name", "First 4 characters of HKID", "Address", "Phone"],
    hkidNote:
      "The employer must inspect the employee's identity document and record its number under the Immigration Ordinance; keep that record separately and securely. This contract needs only the first four characters (for example A123) to identify the employee.",
  },
  term: {
    fields: ["Start date", "End date"],
    clauses: [
      "This is a fixed-term contract. It ends automatically on the end date without notice; any renewal must be agreed in writing.",
      "An employee employed for four weeks or more who works at least 17 hours each week (or, in a week of fewer than 17 hours, at least 68 hours in that week and the three weeks before it) is employed under a “continuous contract” and has all the rights of the Employment Ordinance; a fixed term does not take these away.",
    ],
    probation: { label: "Probation:", options: ["None", "________ months from the start date"] },
  },
  position: {
    fields: ["Position", "Place of work", "Reports to"],
    clauses: [
      "The employee performs the usual duties of the position and follows the employer's reasonable instructions and house rules, including those on food hygiene and occupational safety and health.",
      "The employer consults the employee before moving them to work at another branch.",
    ],
  },
  wages: {
    fields: ["Wages (HK$)"],
    basis: { label: "Wages are paid:", options: ["monthly", "daily", "hourly"] },
    period: { label: "Wage period:", options: ["one month", "half a month", "other: ________"] },
    method: { label: "Paid by:", options: ["bank transfer", "cheque", "cash"] },
    clauses: [
      "Wages are paid as soon as practicable after the end of each wage period and in any case within 7 days (section 23 of the Employment Ordinance).",
      "The wages for each wage period are not less than the total hours the employee worked in that period multiplied by the Statutory Minimum Wage under the Minimum Wage Ordinance (Cap. 608); this applies to monthly-rated employees too. The Statutory Minimum Wage is HK$43.1 an hour from 1 May 2026; it is reviewed every year and the next change is due to take effect on 1 May 2027.",
      "Overtime compensation: ________ (for example HK$ ________ an hour, or time off in lieu).",
      "End-of-year payment or double pay: ☐ none  ☐ ________ months' wages, paid in ________. If the contract provides one, the employee may be entitled to a pro rata payment in some circumstances; see Part IIA of the Employment Ordinance.",
      "How tips and service charges are shared: ________. Tips and service charges that the employer pays to the employee form part of wages.",
    ],
  },
  hours: {
    clauses: [
      "Normal hours are ________ hours a day, ________ days a week, including a meal break of ________ minutes.",
      "The employer sets the roster according to business needs and gives the employee at least ________ days' notice of it.",
      "The employer keeps the employee's wage and employment records as section 49A of the Employment Ordinance requires, including the total hours the employee works in each wage period (required for an employee whose wages are below the monthly amount in Schedule 9 of the Employment Ordinance, and advisable for everyone).",
      "Work arrangements in adverse weather (Typhoon Signal No. 8 or above, or a Red or Black Rainstorm Warning): reporting for duty, release from work, resumption of work and pay are as set out in the attached arrangement or as posted at the workplace, following the Labour Department's Code of Practice in Times of Typhoons and Rainstorms.",
    ],
  },
  restDays: {
    clauses: [
      "The employee has at least one rest day in every period of seven days: a continuous period of at least 24 hours (section 17 of the Employment Ordinance).",
      "Rest days: ☐ every ________  ☐ by roster, notified to the employee before each month begins.",
      "Except in an emergency such as a machinery breakdown, the employer may not compel the employee to work on a rest day (section 21 of the Employment Ordinance).",
    ],
  },
  holidays: {
    clauses: [
      "The employee has the statutory holidays of the Employment Ordinance: 15 days a year from 2026 (Easter Monday added), 16 from 2028 (Good Friday added) and 17 from 2030 (the day following Good Friday added), on the dates the Labour Department announces each year.",
      "An employee employed under a continuous contract for three months before a holiday receives holiday pay at the average daily wage (section 40 of the Employment Ordinance).",
      "If the employer needs the employee to work on a statutory holiday, it appoints a substitute holiday within 60 days before or after the holiday and gives at least 48 hours' notice.",
      "A statutory holiday must be given as a day off: it may not be replaced by payment in lieu, even with the employee's agreement. An employee who works on a statutory holiday has a substitute holiday as the clause above provides.",
    ],
  },
  annualLeave: {
    clauses: [
      "For every 12 months of employment under a continuous contract the employee has paid annual leave: 7 days a year for the first two years, then one more day each year up to 14 days (section 41AA of the Employment Ordinance). Leave is paid at the average daily wage.",
      "Extra annual leave the employer gives: ________ days.",
      "However the employment ends, including by summary dismissal, annual leave already earned for completed leave years and not taken is paid for. Pro rata pay for the leave year not yet completed is due once the employee has been employed for at least three months (section 41D of the Employment Ordinance), except on summary dismissal under section 9.",
    ],
  },
  sickness: {
    clauses: [
      "Under a continuous contract the employee accumulates 2 paid sickness days a month in the first 12 months and 4 a month after that, up to 120 days.",
      "For sick leave of 4 or more consecutive days (or for the cases the law lists, such as pregnancy check-ups) supported by a medical certificate, the employee receives sickness allowance at four-fifths of the average daily wage (section 33 of the Employment Ordinance).",
      "An employee absent through sickness tells the employer as soon as possible. Extra sick leave or medical benefits the employer gives: ________.",
    ],
  },
  otherLeave: {
    clauses: [
      "An eligible employee has 14 weeks' maternity leave, 5 days' paternity leave and the other leave and protection of the Employment Ordinance.",
      "Once the employee has given notice of pregnancy, the employer may not end her employment during the pregnancy or maternity leave (section 15 of the Employment Ordinance); nor may it end the employment of an employee on paid sick leave.",
      "The employer may not end the employment of an employee injured at work or suffering from an occupational disease before the compensation has been agreed or the Commissioner for Labour has issued a certificate of assessment (section 48 of the Employees' Compensation Ordinance).",
      "None of these protections prevents a summary dismissal that the law allows (section 9 of the Employment Ordinance).",
    ],
  },
  mpf: {
    clauses: [
      "Regular employees (employed for 60 days or more, aged 18 to 64): within 60 days of the start of employment the employer enrols the employee in a Mandatory Provident Fund scheme and contributes under the Mandatory Provident Fund Schemes Ordinance (Cap. 485): employer and employee each contribute 5% of the employee's relevant income. Below HK$7,100 a month the employee need not contribute but the employer still does; above HK$30,000 a month each contribution is capped at HK$1,500.",
      "Casual employees in the catering industry (employed day to day or for less than 60 days, aged 18 to 64) must be covered from the first day of employment, even if it lasts only one day: the employer enrols them in an MPF scheme (usually the Industry Scheme) and contributes for every day worked. The 60-day enrolment period applies only to regular employees.",
    ],
    fields: ["Scheme name", "Trustee"],
  },
  insurance: {
    clauses: [
      "The employer has insured the employee under the Employees' Compensation Ordinance (Cap. 282) and displays the notice of insurance at the workplace.",
      "An employee injured at work tells the employer as soon as possible. The employer reports the accident to the Commissioner for Labour on the prescribed form: within 7 days of an accident that caused death, and within 14 days of any other injury (section 15 of the Employees' Compensation Ordinance).",
    ],
    fields: ["Insurer", "Policy no."],
  },
  termination: {
    clauses: [
      "This contract ends automatically on the end date, without notice or wages in lieu of notice; a severance or long service payment may still be due (see the next section).",
      "During the term, either party may end this contract early by written notice or by paying wages in lieu of notice (sections 6 and 7 of the Employment Ordinance):",
      "Either party may end the contract without notice or wages in lieu in the circumstances of section 9 or 10 of the Employment Ordinance (for example serious misconduct, or violence towards the employee).",
      "When the employment ends, the employer pays all sums due within 7 days (section 25 of the Employment Ordinance).",
    ],
    notice: [
      "In the first month of probation: no notice",
      "After the first month of probation: ________ days' notice (at least 7 days)",
      "After probation: ________ notice (at least 7 days; one month if not stated)",
    ],
  },
  severance: {
    clauses: [
      "Severance payment: an employee with at least 24 months' continuous employment is entitled to a severance payment if dismissed by reason of redundancy (including when this contract is ended early by reason of redundancy, or expires without renewal by reason of redundancy) or if laid off (Part VA of the Employment Ordinance). Lay-off means no work and no wages on more than half the normal working days in any 4 consecutive weeks, or more than one-third of them in any 26 consecutive weeks.",
      "Long service payment: an employee with at least five years' continuous employment is entitled to a long service payment if this contract expires and the employer does not renew it for a reason other than redundancy, and in the other circumstances of Part VB of the Employment Ordinance (for example dismissal for a reason other than serious misconduct or redundancy, death in service, or resignation on grounds of ill health or at 65 or over). Contracts renewed one after another count together.",
      "Neither payment is due if, at least 7 days before the employment ends, the employer offered in writing to renew the contract or re-engage the employee (on the same terms, or on other terms suitable for the employee) and the employee unreasonably refused.",
      "Calculation: for monthly-rated employees, two-thirds of the last month's wages (or of the average monthly wages of the last 12 months); for daily- or hourly-rated employees, 18 days' wages (any 18 days the employee chooses from the last 30 normal working days, or the average daily wages of the last 12 months); multiplied by the years of service, each year capped at HK$15,000 and the total at HK$390,000.",
      "From 1 May 2025 the employer may no longer use the accrued benefits of its mandatory MPF contributions to offset the severance or long service payment for employment on and after that date.",
    ],
  },
  general: {
    clauses: [
      "During and after the employment, the employee keeps confidential the recipes, costs, supplier and customer information learnt at work.",
      "The employer uses the employee's personal data only for employment matters (such as wages, MPF, tax and insurance) and keeps them securely under the Personal Data (Privacy) Ordinance (Cap. 486).",
      "Anything this contract does not cover is governed by the Employment Ordinance and the other laws of Hong Kong; any term of this contract that reduces the employee's rights under the Employment Ordinance is void (section 70).",
      "Any change to this contract is made in writing and signed by both parties. This contract is governed by the laws of Hong Kong.",
    ],
  },
  signatures: {
    employer: "For and on behalf of the employer",
    employee: "Employee",
  },
};
