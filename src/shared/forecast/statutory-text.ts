import type { Language } from "../i18n/languages.ts";
import {
  ASSUMPTION_META,
  DEFAULT_ASSUMPTIONS,
  STATUTORY_AS_OF,
  STATUTORY_FACTS,
} from "./constants.ts";
import type { IsoDate } from "./sources.ts";

const MONTHS_EN = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/**
 * A statutory date as the page's language writes it: "2026年5月1日", "1 May 2026". Written out by
 * hand rather than with Intl, so the server and every browser print the same text.
 */
export function formatIsoDate(iso: IsoDate, language: Language): string {
  const [year, month, day] = iso.split("-").map(Number) as [number, number, number];
  return language === "en"
    ? `${day} ${MONTHS_EN[month - 1]} ${year}`
    : `${year}年${month}月${day}日`;
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
    asOf: formatIsoDate(STATUTORY_AS_OF, language),
    smw: money(DEFAULT_ASSUMPTIONS.SMW, 1),
    smwFrom: formatIsoDate(smw.effectiveFrom, language),
    smwNext: formatIsoDate(smw.nextChangeDue, language),
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
