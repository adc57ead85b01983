import { createHash } from "node:crypto";
import { forecastQuery } from "../../shared/forecast/forecast-query.ts";
import { LANGUAGES, type Language } from "../../shared/i18n/languages.ts";
import type { TemplateSizeSource, TemplateSizes } from "../../shared/templates/template-files.ts";
import {
  CONTENT_TYPE,
  TEMPLATE_IDS,
  type TemplateId,
} from "../../shared/templates/template-ids.ts";
import type { ProjectionPrefill } from "./pre-open-projection.ts";
import { TEMPLATE_REGISTRY } from "./template-registry.ts";
import { RECORDED_TEMPLATE_SIZES } from "./template-sizes.generated.ts";

/** The files' sizes for one revision, as template-sizes.test.ts recorded them. */
export interface RecordedTemplateSizes {
  revision: string;
  sizes: TemplateSizes;
}

export interface GeneratedTemplate {
  body: Buffer;
  contentType: string;
  /** Strong: the files are byte-for-byte the same for the same content (see office-zip.ts). */
  etag: string;
}

/** Pre-filled projections differ per forecast; keep the most recent few. */
const PREFILLED_CACHE_SIZE = 50;

function generated(id: TemplateId, body: Buffer): GeneratedTemplate {
  const digest = createHash("sha256").update(body).digest("base64url").slice(0, 32);
  return {
    body,
    contentType: CONTENT_TYPE[TEMPLATE_REGISTRY[id].format],
    etag: `"${digest}"`,
  };
}

/**
 * Writes each template once per language, on first use, and keeps it in memory: fifteen files of
 * a few dozen kilobytes. Nothing here needs to survive a restart; it is regenerated identically.
 */
export class TemplateStore implements TemplateSizeSource {
  private readonly files = new Map<string, Promise<GeneratedTemplate>>();
  private readonly prefilled = new Map<string, Promise<GeneratedTemplate>>();

  /**
   * `recorded`: the sizes the template box shows without writing the files, when they are for
   * this revision (null: always measure the files).
   */
  constructor(
    private readonly revision: string,
    private readonly recorded: RecordedTemplateSizes | null = RECORDED_TEMPLATE_SIZES,
  ) {}

  get(id: TemplateId, language: Language): Promise<GeneratedTemplate> {
    return this.remember(this.files, `${id}.${language}`, id, () =>
      TEMPLATE_REGISTRY[id].build(language, this.revision),
    );
  }

  /** The projection filled in from a forecast, cached by the forecast's canonical query. */
  getPrefilled(language: Language, prefill: ProjectionPrefill): Promise<GeneratedTemplate> {
    const key = `${language}?${forecastQuery(prefill.input, prefill.assumptions)}`;
    const id = "pre-open-projection";
    const file = this.remember(this.prefilled, key, id, () =>
      TEMPLATE_REGISTRY[id].build(language, this.revision, prefill),
    );
    // A Map iterates in insertion order: drop the oldest once over the limit.
    while (this.prefilled.size > PREFILLED_CACHE_SIZE) {
      const oldest = this.prefilled.keys().next().value;
      if (oldest === undefined) break;
      this.prefilled.delete(oldest);
    }
    return file;
  }

  /**
   * Sizes of all fifteen files. The recorded ones when they are for this revision: the home
   * page, rendered as the server starts (warm-pages.ts), then writes no file, so the server does
   * not load docx and exceljs (some 32 MB) until a template is downloaded (issue #33). Otherwise
   * the first call generates the files and measures them.
   */
  async sizes(): Promise<TemplateSizes> {
    if (this.recorded?.revision === this.revision) return this.recorded.sizes;
    const entries = await Promise.all(
      TEMPLATE_IDS.map(async (id) => {
        const perLanguage = await Promise.all(
          LANGUAGES.map(async (language) => [language, (await this.get(id, language)).body.length]),
        );
        return [id, Object.fromEntries(perLanguage)];
      }),
    );
    return Object.fromEntries(entries) as TemplateSizes;
  }

  private remember(
    cache: Map<string, Promise<GeneratedTemplate>>,
    key: string,
    id: TemplateId,
    build: () => Promise<Buffer>,
  ): Promise<GeneratedTemplate> {
    const cached = cache.get(key);
    if (cached) return cached;
    const file = build().then((body) => generated(id, body));
    cache.set(key, file);
    // A failed build is not cached: the next request tries again.
    file.catch(() => cache.delete(key));
    return file;
  }
}
