import { LANGUAGES, type Language } from "../i18n/languages.ts";
import { templateEntry, templateSections } from "./template-catalogue.ts";
import {
  TEMPLATE_FORMAT,
  TEMPLATE_IDS,
  type TemplateFormat,
  type TemplateId,
} from "./template-ids.ts";

/** File sizes in bytes of every template in every language, as the server generated them. */
export type TemplateSizes = Record<TemplateId, Record<Language, number>>;

/** Where the web app gets template sizes from (the server's cache, through the load context). */
export interface TemplateSizeSource {
  sizes(): Promise<TemplateSizes>;
}

/** One template as the template box shows it: text in the page's language, files in all three. */
export interface TemplateFile {
  id: TemplateId;
  format: TemplateFormat;
  title: string;
  summary: string;
  /** Section headings in document order, for the preview. */
  sections: string[];
  sizes: Record<Language, number>;
  hrefs: Record<Language, string>;
}

/**
 * The download URL of a template. `extra` carries a forecast's query for the projection sheet
 * (see `forecastQuery` in shared/forecast), which fills it in from the neutral scenario.
 */
export function templateHref(id: TemplateId, language: Language, extra?: URLSearchParams): string {
  const query = new URLSearchParams({ lang: language });
  for (const [name, value] of extra ?? []) if (name !== "lang") query.append(name, value);
  return `/templates/${id}.${TEMPLATE_FORMAT[id]}?${query}`;
}

/** The `files` prop of the Home page in one language. */
export function templateFiles(language: Language, sizes: TemplateSizes): TemplateFile[] {
  return TEMPLATE_IDS.map((id) => {
    const entry = templateEntry(id, language);
    return {
      id,
      format: TEMPLATE_FORMAT[id],
      title: entry.title,
      summary: entry.summary,
      sections: templateSections(id, language),
      sizes: sizes[id],
      hrefs: Object.fromEntries(LANGUAGES.map((l) => [l, templateHref(id, l)])) as Record<
        Language,
        string
      >,
    };
  });
}
