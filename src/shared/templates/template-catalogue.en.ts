import type { TemplateCatalogueText } from "./template-catalogue.tc.ts";

// Written by hand in British (Hong Kong) English, not translated by machine from tc.
export const templateCatalogueEn: TemplateCatalogueText = {
  "application-form": {
    title: "Job application form",
    summary:
      "For restaurant staff applying to you: contact details, position, availability, experience and a privacy notice.",
    fileName: "Tablestart job application form",
    sections: {
      position: "Position applied for",
      personal: "Personal and contact details",
      rightToWork: "Right to work in Hong Kong",
      availability: "Availability",
      experience: "Work experience",
      qualifications: "Education, certificates and languages",
      references: "Referees",
      privacy: "Personal information collection statement",
      declaration: "Declaration and signature",
      officeUse: "For employer's use",
    },
  },
  "daily-settlement": {
    title: "Daily settlement sheet",
    summary:
      "For closing the till: takings by payment method, float, cash count by denomination, voids and discounts, variance worked out, signed off by two people.",
    fileName: "Tablestart daily settlement sheet",
    sections: {
      details: "Details",
      sales: "Takings by payment method",
      adjustments: "Voids, discounts and refunds",
      cashCount: "Cash count by denomination",
      reconciliation: "Cash reconciliation and variance",
      signOff: "Sign-off by two people",
    },
  },
  "pre-open-projection": {
    title: "Pre-opening budget and projection",
    summary:
      "For doing the sums before you open: the opening budget line by line, and the first 12 months of revenue, costs, profit and cash, all by formula.",
    fileName: "Tablestart pre-opening budget and projection",
    sections: {
      deposits: "Deposits and rent in advance",
      fitOut: "Fit-out works",
      equipment: "Kitchen equipment and furniture",
      licences: "Licences and professional fees",
      preOpeningWages: "Pre-opening wages and training",
      marketing: "Launch marketing",
      workingCapital: "Working capital",
      projection: "12-month projection",
      cashPosition: "Cash position and payback",
    },
  },
  "termination-agreement": {
    title: "Mutual termination agreement",
    summary:
      "For ending employment by agreement: last working day, payment in lieu of notice, wages due, annual leave pay, severance or long service payment and return of property.",
    fileName: "Tablestart mutual termination agreement",
    sections: {
      parties: "Parties",
      employment: "Employment details",
      termination: "Termination and last working day",
      notice: "Notice and payment in lieu",
      finalPayments: "Final pay and other sums",
      severance: "Severance and long service payment",
      mpfTax: "MPF and tax",
      property: "Return of property",
      confidentiality: "Confidentiality",
      settlement: "Statutory rights and settlement",
      signatures: "Signatures",
    },
  },
  "fixed-term-contract": {
    title: "Fixed-term employment contract",
    summary:
      "For hiring on a fixed term: term, position, wages and wage period, hours, rest days, leave, sickness allowance, MPF, insurance and termination.",
    fileName: "Tablestart fixed-term employment contract",
    sections: {
      parties: "Parties",
      term: "Term and probation",
      position: "Position and place of work",
      wages: "Wages and wage period",
      hours: "Hours of work",
      restDays: "Rest days",
      holidays: "Statutory holidays",
      annualLeave: "Paid annual leave",
      sickness: "Sick leave and sickness allowance",
      otherLeave: "Other statutory leave",
      mpf: "Mandatory Provident Fund",
      insurance: "Employees' compensation insurance",
      termination: "Termination",
      severance: "Severance and long service payment",
      general: "General terms",
      signatures: "Signatures",
    },
  },
};
