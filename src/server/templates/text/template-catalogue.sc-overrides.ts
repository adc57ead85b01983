import type { TemplateCatalogueText } from "../../../shared/templates/template-catalogue.tc.ts";
import type { ScTextOverrides } from "./sc-text-overrides.ts";

// Per-entry mainland wording for the template catalogue's Simplified Chinese (titles, summaries,
// section headings; decision 033). It lives with the other template overrides because
// scripts/generate-sc.ts generates the catalogue's sc with the template texts.
export const templateCatalogueScOverrides: ScTextOverrides<TemplateCatalogueText> = {
  "application-form": {
    // 应征用 becomes 应聘用 by the word list, which reads "should be employed".
    summary:
      "供餐厅员工应聘时填写：个人及联系资料、应聘职位、可工作时间、工作经验及收集个人资料声明。",
  },
};
