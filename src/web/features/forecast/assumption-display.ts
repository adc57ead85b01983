import {
  ASSUMPTION_META,
  type AssumptionName,
  FORECAST_SOURCES,
  type SourceId,
} from "../../../shared/forecast/index.ts";
import type { PartialDate } from "../../../shared/forecast/sources.ts";
import type { Language } from "../../../shared/i18n/languages.ts";
import { writtenDate } from "../../../shared/i18n/written-date.ts";

// Twelve significant digits hide binary noise (33.3 / 100 = 0.33299999999999996) and keep any
// figure an owner would type.
const tidy = (value: number) => Number(value.toPrecision(12));

/** Percentages are stored as fractions and shown as percent. */
function scaleOf(name: AssumptionName): number {
  return ASSUMPTION_META[name].unit === "%" ? 100 : 1;
}

/** A constant in the unit the owner sees and types (30 for a 30% food cost). */
export function toDisplayValue(name: AssumptionName, engineValue: number): number {
  return tidy(engineValue * scaleOf(name));
}

/** What the owner typed, in the engine's unit (0.3 for 30%). */
export function toEngineValue(name: AssumptionName, displayValue: number): number {
  return tidy(displayValue / scaleOf(name));
}

/**
 * A source's date to the precision it was given: "2023", "May 2023", "10 September 2025" in English,
 * "2023年", "2023年5月", "2025年9月10日" in Chinese.
 */
export function formatSourceDate(date: PartialDate, language: Language): string {
  const [year, month] = date.split("-");
  if (month === undefined) return language === "en" ? date : `${year}年`;
  if (date.length > 7) return writtenDate(date, language);
  // The first of the month, less its day: writtenDate holds the month names.
  return language === "en"
    ? writtenDate(`${date}-01`, "en").replace(/^1 /, "")
    : `${year}年${Number(month)}月`;
}

/** The sources of a constant as the panel lists them: what we read first, our estimate last. */
export function sourcesOf(name: AssumptionName): readonly SourceId[] {
  const ids = ASSUMPTION_META[name].sources;
  return [
    ...ids.filter((id) => FORECAST_SOURCES[id].kind !== "estimate"),
    ...ids.filter((id) => FORECAST_SOURCES[id].kind === "estimate"),
  ];
}
