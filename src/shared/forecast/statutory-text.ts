import type { Language } from "../i18n/languages.ts";
import { writtenDate } from "../i18n/written-date.ts";
import {
  ASSUMPTION_META,
  DEFAULT_ASSUMPTIONS,
  STATUTORY_AS_OF,
  STATUTORY_FACTS,
} from "./constants.ts";

/**
 * The parameters of "forecast.statutory.summary": the law the forecast follows, with its dates and
 * the next scheduled changes. Always the statutory values, whatever the owner overrode.
 */
export function statutorySummaryVars(
  language: Language,
  money: (value: number, digits?: number) => string,
  percent: (fraction: number) => string,
): Record<string, string> {
  const smw = ASSUMPTION_META.SMW.statutory;
  if (smw?.nextChangeDue == null) throw new Error("SMW needs its effective and next review dates");
  const holidays = STATUTORY_FACTS.STATUTORY_HOLIDAYS;
  return {
    asOf: writtenDate(STATUTORY_AS_OF, language),
    smw: money(DEFAULT_ASSUMPTIONS.SMW, 1),
    smwFrom: writtenDate(smw.effectiveFrom, language),
    smwNext: writtenDate(smw.nextChangeDue, language),
    mpfRate: percent(DEFAULT_ASSUMPTIONS.MPF_RATE),
    mpfCap: money(DEFAULT_ASSUMPTIONS.MPF_CAP),
    riMin: money(STATUTORY_FACTS.MPF_RI_MIN.value),
    riMax: money(STATUTORY_FACTS.MPF_RI_MAX.value),
    holidays: String(holidays.value),
    holidaysYear: holidays.statutory.effectiveFrom.slice(0, 4),
    holidaysNext: String(holidays.statutory.nextValue),
    holidaysNextYear: holidays.statutory.nextChangeDue.slice(0, 4),
  };
}
