import type { CommonText } from "./common.tc.ts";

export const commonTextEn: CommonText = {
  brand: "Tablestart restaurant toolkit",
  disclaimer:
    "This is a free template from Tablestart, for reference only and not legal advice. Adapt it to your own circumstances before use; if in doubt, consult a lawyer or the Labour Department.",
  footerNote: "Tablestart template, not legal advice.",
  revision: "Template version: {date}",
  page: { before: "Page ", middle: " of ", after: "" },
  signature: "Signature",
  name: "Name",
  date: "Date",
  position: "Position",
  companyChop: "Company chop",
  yes: "Yes",
  no: "No",
  hkd: "HK$",
};
