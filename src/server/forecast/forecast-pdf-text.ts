import type { Language } from "../../shared/i18n/languages.ts";
import { MESSAGES, type MessageKey } from "../../shared/i18n/messages/index.ts";

/**
 * Every message the one-page forecast PDF writes (forecast-pdf.ts may use no other), so that the
 * fonts it embeds can be cut down to the characters it can print: scripts/build-pdf-fonts.ts
 * subsets Noto Sans TC / SC to them, and forecast-pdf.test.ts checks that every character of
 * every message below has a glyph in the font of its language.
 */
export const PDF_MESSAGE_KEYS = [
  "site.brand",
  "site.brandLocal",
  "forecast.pdf.title",
  "forecast.pdf.purpose",
  "forecast.pdf.made",
  "forecast.pdf.perMonth",
  "forecast.pdf.breakEven",
  "forecast.pdf.expected",
  "forecast.pdf.gap",
  "forecast.pdf.revenue",
  "forecast.pdf.expenses",
  "forecast.pdf.profit",
  "forecast.pdf.rent",
  "forecast.pdf.ceiling",
  "forecast.pdf.ceilingNone",
  "forecast.pdf.turnoverAbove",
  "forecast.pdf.headroom",
  "forecast.pdf.besideTitle",
  "forecast.pdf.rates",
  "forecast.pdf.insurance",
  "forecast.pdf.provision",
  "forecast.pdf.assumptions",
  "forecast.results.inputs",
  "forecast.results.changedAssumptions",
  "forecast.results.netMargin",
  "forecast.results.notes",
  "forecast.results.excluded",
  "forecast.field.floorArea",
  "forecast.field.baseRent",
  "forecast.field.managementFee",
  "forecast.field.perCapitaSpend",
  "forecast.field.dailyVisitors",
  "forecast.field.turnoverRentPercent",
  "forecast.field.selfServiceKiosk",
  "forecast.field.lightFood",
  "forecast.unit.sqft",
  "forecast.yes",
  "forecast.no",
  "forecast.scenario.neutral",
  "forecast.scenario.pessimistic",
  "forecast.scenario.optimistic",
  "forecast.scenario.asEntered",
  "forecast.scenario.factors",
  "forecast.breakEven.unreachable",
  "forecast.breakEven.spare",
  "forecast.breakEven.short",
  "forecast.rentCeiling.spare",
  "forecast.rentCeiling.over",
] as const satisfies readonly MessageKey[];

export type PdfMessageKey = (typeof PDF_MESSAGE_KEYS)[number];

/**
 * What the figures and dates add to the messages: ASCII (numbers, "HK$", English dates), the
 * characters `Intl` writes in a Chinese date, and the dashes and spaces a number may carry.
 */
export const PDF_EXTRA_CHARACTERS = `${Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join("")}年月日—–−·…\u00a0`;

/** The font family a language's PDF is set in: Hong Kong forms for tc and en, mainland for sc. */
export type PdfFontFamily = "tc" | "sc";

export function pdfFontFamily(language: Language): PdfFontFamily {
  return language === "sc" ? "sc" : "tc";
}

/** The characters a font family must cover: its languages' PDF messages and the extras. */
export function pdfFontCharacters(family: PdfFontFamily): string {
  const languages: Language[] = family === "sc" ? ["sc"] : ["tc", "en"];
  const characters = new Set<string>(PDF_EXTRA_CHARACTERS);
  for (const language of languages) {
    for (const key of PDF_MESSAGE_KEYS) {
      for (const character of MESSAGES[language][key]) characters.add(character);
    }
  }
  return [...characters].sort().join("");
}
