import type { Language } from "../../shared/i18n/languages.ts";
import {
  TEMPLATE_FORMAT,
  TEMPLATE_IDS,
  type TemplateFormat,
  type TemplateId,
} from "../../shared/templates/template-ids.ts";
import type { ProjectionPrefill } from "./pre-open-projection.ts";

export interface TemplateDefinition {
  format: TemplateFormat;
  /** Writes the file; only the projection reads a forecast to fill itself in. */
  build(language: Language, revision: string, prefill?: ProjectionPrefill): Promise<Buffer>;
}

type Build = TemplateDefinition["build"];

/**
 * Each generator's module, imported on its first file: the documents are written with docx and
 * the workbooks with exceljs, which the server does not load at start (issue #33), only when a
 * template is first asked for. Each is its own chunk in the server bundle.
 */
const IMPORTS: Record<TemplateId, () => Promise<Build>> = {
  "application-form": () => import("./application-form.ts").then((m) => m.buildApplicationForm),
  "daily-settlement": () => import("./daily-settlement.ts").then((m) => m.buildDailySettlement),
  "pre-open-projection": () =>
    import("./pre-open-projection.ts").then((m) => m.buildPreOpenProjection),
  "termination-agreement": () =>
    import("./termination-agreement.ts").then((m) => m.buildTerminationAgreement),
  "fixed-term-contract": () =>
    import("./fixed-term-contract.ts").then((m) => m.buildFixedTermContract),
};

/** The five documents: format and generator. */
export const TEMPLATE_REGISTRY: Record<TemplateId, TemplateDefinition> = Object.fromEntries(
  TEMPLATE_IDS.map((id) => [
    id,
    {
      format: TEMPLATE_FORMAT[id],
      build: async (language, revision, prefill) =>
        (await IMPORTS[id]())(language, revision, prefill),
    } satisfies TemplateDefinition,
  ]),
) as Record<TemplateId, TemplateDefinition>;

/** Which templates a forecast can fill in. */
export function acceptsPrefill(id: TemplateId): boolean {
  return id === "pre-open-projection";
}
