import type { ApplicationFormText } from "./application-form.tc.ts";

export const applicationFormEn: ApplicationFormText = {
  intro: [
    "Thank you for applying to work with us. Please complete this form in block letters; write “N/A” where an item does not apply.",
    "We decide on ability and experience. We do not discriminate on the grounds of sex, pregnancy, breastfeeding, marital status, disability, family status or race.",
  ],
  header: ["Restaurant", "Date of application"],
  position: {
    fields: [
      "Position applied for",
      "Second choice",
      "Expected salary (HK$)",
      "Earliest start date",
    ],
    employmentType: {
      label: "Type of employment:",
      options: ["Full-time", "Part-time", "Fixed-term", "Casual"],
    },
    salaryBasis: { label: "Expected salary is:", options: ["monthly", "daily", "hourly"] },
    source: "Where did you hear about this vacancy?",
  },
  personal: {
    fields: [
      "Name in English (as on ID)",
      "Name in Chinese",
      "Preferred name",
      "Mobile phone",
      "E-mail",
      "Other phone",
    ],
    address: "Correspondence address",
    contactMethod: { label: "Best way to reach you:", options: ["Phone", "WhatsApp", "E-mail"] },
    note: "We do not ask for your date of birth, marital status or a photograph: they say nothing about whether you can do the job.",
  },
  rightToWork: {
    hkidNote:
      "Please do not write your Hong Kong Identity Card number on this form. Only after you accept an offer will we inspect your identity document and record its number, as section 17J of the Immigration Ordinance (Cap. 115) requires.",
    question: {
      label: "Are you lawfully employable in Hong Kong without needing a separate work permit?",
      options: ["Yes", "No"],
    },
    ifNot: "If “No”, your immigration status and its conditions of employment",
    age: {
      label: "Are you 18 or over?",
      options: ["Yes", "No"],
      note: "We ask only whether you are 18 or over, not your date of birth: premises with a liquor licence need the Liquor Licensing Board's permission to employ young persons aged 15 to 18, and the Mandatory Provident Fund covers employees aged 18 to 64.",
    },
  },
  availability: {
    days: {
      label: "Days you can work:",
      options: ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"],
    },
    shifts: {
      label: "Shifts you can work:",
      options: ["Breakfast", "Lunch", "Afternoon tea", "Dinner", "Late night"],
    },
    holidays: {
      label: "Can you work rotating shifts and public holidays?",
      options: ["Yes", "No"],
    },
    fields: ["Most hours a week you can work", "Notice period in your current job"],
  },
  experience: {
    note: "Start with your most recent job.",
    columns: ["Employer", "Position", "Dates (from / to)", "Main duties", "Reason for leaving"],
  },
  qualifications: {
    educationColumns: ["School or institution", "Course or qualification", "Year completed"],
    certificates: {
      label: "Relevant certificates:",
      options: [
        "Hygiene Manager certificate",
        "Hygiene Supervisor certificate",
        "First aid certificate",
        "Other (please specify)",
      ],
    },
    languagesNote: "Languages (write: fluent / fair / basic)",
    languages: ["Cantonese", "Mandarin", "English", "Other languages"],
  },
  references: {
    note: "Please give two people you have worked with (not relatives). We will contact them only with your consent.",
    columns: ["Name", "How they know you", "Phone or e-mail"],
    consent: {
      label: "",
      options: ["I agree that you may contact these referees after the interview"],
    },
  },
  privacy: {
    clauses: [
      "Purpose: the personal data you give on this form are used only to assess your suitability for the position and for matters of this recruitment, such as arranging an interview and contacting you.",
      "Giving the data is voluntary, but if you do not give the data asked for, we may be unable to process your application.",
      "Transfer: only the people handling recruitment see your data; we do not disclose them to anyone else without your consent unless the law requires it.",
      "Retention: if your application is unsuccessful, we destroy your data no later than two years after the decision; if you are employed, they become part of your employee record.",
      "Access and correction: under the Personal Data (Privacy) Ordinance (Cap. 486) you may ask to see and correct your personal data; we may charge a fee that is not excessive for a data access request. Please contact:",
    ],
    contactFields: ["Contact person and position", "Phone or e-mail"],
  },
  declaration: {
    statements: [
      "I declare that the information on this form is, to the best of my knowledge, true and complete. I understand that false or misleading information, or the wilful omission of a material fact, may lead to my application not being considered and, if I have been employed, to the termination of my employment in accordance with my contract and the law.",
      "I have read and understood the personal information collection statement above.",
    ],
    signer: "Applicant",
  },
  officeUse: {
    fields: ["Interview date", "Interviewed by"],
    result: { label: "Result:", options: ["Offer", "Reserve", "Unsuccessful"] },
    moreFields: ["Start date", "Remarks"],
    reminder:
      "Inspect the identity document and record its number only after the offer is accepted; keep any copy securely and use it only as the law requires.",
  },
};
