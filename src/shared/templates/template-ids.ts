/** The five downloadable documents (issue [3]), in the order the template box lists them. */
export const TEMPLATE_IDS = [
  "application-form",
  "daily-settlement",
  "pre-open-projection",
  "termination-agreement",
  "fixed-term-contract",
] as const;
export type TemplateId = (typeof TEMPLATE_IDS)[number];

export type TemplateFormat = "docx" | "xlsx";

export const TEMPLATE_FORMAT: Record<TemplateId, TemplateFormat> = {
  "application-form": "docx",
  "daily-settlement": "xlsx",
  "pre-open-projection": "xlsx",
  "termination-agreement": "docx",
  "fixed-term-contract": "docx",
};

export const CONTENT_TYPE: Record<TemplateFormat, string> = {
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

export function isTemplateId(value: unknown): value is TemplateId {
  return typeof value === "string" && (TEMPLATE_IDS as readonly string[]).includes(value);
}

/**
 * The day the documents' content was last checked against Hong Kong law. It is printed in every
 * document and stamped as its creation date, so the same content always gives the same bytes.
 */
export const TEMPLATE_REVISION = "2026-11-29";
