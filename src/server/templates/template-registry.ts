import type { Language } from "../../shared/i18n/languages.ts";
import {
  TEMPLATE_FORMAT,
  TEMPLATE_IDS,
  type TemplateFormat,
  type TemplateId,
} from "../../shared/templates/template-ids.ts";
import { buildApplicationForm } from "./application-form.ts";
import { buildDailySettlement } from "./daily-settlement.ts";
import { buildFixedTermContract } from "./fixed-term-contract.ts";
import { buildPreOpenProjection, type ProjectionPrefill } from "./pre-open-projection.ts";
import { buildTerminationAgreement } from "./termination-agreement.ts";

export interface TemplateDefinition {
  format: TemplateFormat;
  /** Writes the file; only the projection reads a forecast to fill itself in. */
  build(language: Language, revision: string, prefill?: ProjectionPrefill): Promise<Buffer>;
}

const BUILDERS: Record<TemplateId, TemplateDefinition["build"]> = {
  "application-form": buildApplicationForm,
  "daily-settlement": buildDailySettlement,
  "pre-open-projection": buildPreOpenProjection,
  "termination-agreement": buildTerminationAgreement,
  "fixed-term-contract": buildFixedTermContract,
};

/** The five documents: format and generator. */
export const TEMPLATE_REGISTRY: Record<TemplateId, TemplateDefinition> = Object.fromEntries(
  TEMPLATE_IDS.map((id) => [id, { format: TEMPLATE_FORMAT[id], build: BUILDERS[id] }]),
) as Record<TemplateId, TemplateDefinition>;

/** Which templates a forecast can fill in. */
export function acceptsPrefill(id: TemplateId): boolean {
  return id === "pre-open-projection";
}
