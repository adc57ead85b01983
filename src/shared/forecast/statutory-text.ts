import type { Language } from "../i18n/languages.ts";
import { writtenDate } from "../i18n/written-date.ts";
import {
  ASSUMPTION_META,
  DEFAULT_ASSUMPTIONS,
  STATUTORY_AS_OF,
  STATUTORY_FACTS,
  type StatutoryDating,
} from "./constants.ts";

/**
 * The message that dates a statutory value: in force since when, and what comes next, a scheduled
 * change, a review under way (MPF relevant income, review 2 P7) or nothing announced.
 */
export function statutoryStatus(
  statutory: StatutoryDating,
  date: (iso: string) => string,
):
  | { key: "forecast.assumptions.inForce"; params: { from: string; next: string } }
  | {
      key: "forecast.assumptions.inForceUnderReview" | "forecast.assumptions.inForceNoChange";
      params: { from: string };
    } {
  const from = date(statutory.effectiveFrom);
  if (statutory.nextChangeDue !== null) {
    return {
      key: "forecast.assumptions.inForce",
      params: { from, next: date(statutory.nextChangeDue) },
    };
  }
  if (statutory.underReview)
    return { key: "forecast.assumptions.inForceUnderReview", params: { from } };
  return { key: "forecast.assumptions.inForceNoChange", params: { from } };
}

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
