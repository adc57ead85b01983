import type { Language } from "../i18n/languages.ts";
import { templateCatalogueEn } from "./template-catalogue.en.ts";
import { templateCatalogueSc } from "./template-catalogue.sc.generated.ts";
import { type TemplateCatalogueText, templateCatalogueTc } from "./template-catalogue.tc.ts";
import type { TemplateId } from "./template-ids.ts";

const TEMPLATE_CATALOGUE: Record<Language, TemplateCatalogueText> = {
  tc: templateCatalogueTc,
  sc: templateCatalogueSc,
  en: templateCatalogueEn,
};

/** A template's title, summary, file name and section headings in a language. */
export function templateEntry<Id extends TemplateId>(
  id: Id,
  language: Language,
): TemplateCatalogueText[Id] {
  return TEMPLATE_CATALOGUE[language][id];
}

/** The section headings in document order, as the preview lists them. */
export function templateSections(id: TemplateId, language: Language): string[] {
  return Object.values(templateEntry(id, language).sections);
}
