import type { Language } from "../i18n/languages.ts";

/**
 * Hong Kong's general holidays (公眾假期) under the General Holidays Ordinance (Cap. 149), as
 * dated data. Every Sunday is a general holiday too; this list holds the other days, the ones the
 * Government gazettes each year for the year after (around May or June), with the substitute days
 * already applied (a holiday falling on a Sunday moves to the next day that is not itself a
 * holiday). No day in the list is a Sunday.
 *
 * Outside the years below nothing is known: `isGeneralHoliday` answers false and `holidayName`
 * null, so opening hours fall back to the weekly schedule. `isKnownHolidayYear` tells callers
 * that "not a holiday" is a guess. Add the next year when its list is gazetted.
 */

export type LocalisedName = Readonly<Record<Language, string>>;

export interface GeneralHoliday {
  /** Hong Kong calendar date, YYYY-MM-DD. */
  date: string;
  name: LocalisedName;
}

export interface HolidayListSource {
  title: string;
  url: string;
}

/** The names the gazette uses (English and Chinese notices; sc as GovHK's simplified pages). */
const NAME = {
  firstOfJanuary: { en: "The first day of January", tc: "一月一日", sc: "一月一日" },
  lunarNewYear: { en: "Lunar New Year's Day", tc: "農曆年初一", sc: "农历年初一" },
  lunarNewYear2: { en: "The second day of Lunar New Year", tc: "農曆年初二", sc: "农历年初二" },
  lunarNewYear3: { en: "The third day of Lunar New Year", tc: "農曆年初三", sc: "农历年初三" },
  lunarNewYear4: { en: "The fourth day of Lunar New Year", tc: "農曆年初四", sc: "农历年初四" },
  chingMing: { en: "Ching Ming Festival", tc: "清明節", sc: "清明节" },
  afterChingMing: {
    en: "The day following Ching Ming Festival",
    tc: "清明節翌日",
    sc: "清明节翌日",
  },
  goodFriday: { en: "Good Friday", tc: "耶穌受難節", sc: "耶稣受难节" },
  afterGoodFriday: {
    en: "The day following Good Friday",
    tc: "耶穌受難節翌日",
    sc: "耶稣受难节翌日",
  },
  easterMonday: { en: "Easter Monday", tc: "復活節星期一", sc: "复活节星期一" },
  afterEasterMonday: {
    en: "The day following Easter Monday",
    tc: "復活節星期一翌日",
    sc: "复活节星期一翌日",
  },
  labourDay: { en: "Labour Day", tc: "勞動節", sc: "劳动节" },
  buddha: { en: "The Birthday of the Buddha", tc: "佛誕", sc: "佛诞" },
  afterBuddha: {
    en: "The day following the Birthday of the Buddha",
    tc: "佛誕翌日",
    sc: "佛诞翌日",
  },
  tuenNg: { en: "Tuen Ng Festival", tc: "端午節", sc: "端午节" },
  establishmentDay: {
    en: "Hong Kong Special Administrative Region Establishment Day",
    tc: "香港特別行政區成立紀念日",
    sc: "香港特别行政区成立纪念日",
  },
  afterMidAutumn: {
    en: "The day following the Chinese Mid-Autumn Festival",
    tc: "中秋節翌日",
    sc: "中秋节翌日",
  },
  nationalDay: { en: "National Day", tc: "國慶日", sc: "国庆日" },
  chungYeung: { en: "Chung Yeung Festival", tc: "重陽節", sc: "重阳节" },
  afterChungYeung: {
    en: "The day following Chung Yeung Festival",
    tc: "重陽節翌日",
    sc: "重阳节翌日",
  },
  christmas: { en: "Christmas Day", tc: "聖誕節", sc: "圣诞节" },
  firstWeekdayAfterChristmas: {
    en: "The first weekday after Christmas Day",
    tc: "聖誕節後第一個周日",
    sc: "圣诞节后第一个周日",
  },
} as const satisfies Record<string, LocalisedName>;

type HolidayKey = keyof typeof NAME;

/** Per year: the gazetted days in date order. */
const GAZETTED: Readonly<Record<number, readonly (readonly [string, HolidayKey])[]>> = {
  2025: [
    ["2025-01-01", "firstOfJanuary"],
    ["2025-01-29", "lunarNewYear"],
    ["2025-01-30", "lunarNewYear2"],
    ["2025-01-31", "lunarNewYear3"],
    ["2025-04-04", "chingMing"],
    ["2025-04-18", "goodFriday"],
    ["2025-04-19", "afterGoodFriday"],
    ["2025-04-21", "easterMonday"],
    ["2025-05-01", "labourDay"],
    ["2025-05-05", "buddha"],
    ["2025-05-31", "tuenNg"],
    ["2025-07-01", "establishmentDay"],
    ["2025-10-01", "nationalDay"],
    ["2025-10-07", "afterMidAutumn"],
    ["2025-10-29", "chungYeung"],
    ["2025-12-25", "christmas"],
    ["2025-12-26", "firstWeekdayAfterChristmas"],
  ],
  // As announced in the press release 政府公布二○二六年公眾假期 (16 May 2025,
  // https://www.info.gov.hk/gia/general/202505/16/P2025051300354.htm).
  // Ching Ming (5 Apr) is Easter Sunday: its substitute is Easter Monday's date, so the day
  // after Easter Monday is added. The Buddha's Birthday (24 May) and Chung Yeung (18 Oct) fall
  // on Sundays and move to the Mondays.
  2026: [
    ["2026-01-01", "firstOfJanuary"],
    ["2026-02-17", "lunarNewYear"],
    ["2026-02-18", "lunarNewYear2"],
    ["2026-02-19", "lunarNewYear3"],
    ["2026-04-03", "goodFriday"],
    ["2026-04-04", "afterGoodFriday"],
    ["2026-04-06", "afterChingMing"],
    ["2026-04-07", "afterEasterMonday"],
    ["2026-05-01", "labourDay"],
    ["2026-05-25", "afterBuddha"],
    ["2026-06-19", "tuenNg"],
    ["2026-07-01", "establishmentDay"],
    ["2026-09-26", "afterMidAutumn"],
    ["2026-10-01", "nationalDay"],
    ["2026-10-19", "afterChungYeung"],
    ["2026-12-25", "christmas"],
    ["2026-12-26", "firstWeekdayAfterChristmas"],
  ],
  // The second day of Lunar New Year (7 Feb) is a Sunday, so the fourth day is the substitute;
  // Christmas is a Saturday, so the first weekday after it is Monday 27 Dec.
  2027: [
    ["2027-01-01", "firstOfJanuary"],
    ["2027-02-06", "lunarNewYear"],
    ["2027-02-08", "lunarNewYear3"],
    ["2027-02-09", "lunarNewYear4"],
    ["2027-03-26", "goodFriday"],
    ["2027-03-27", "afterGoodFriday"],
    ["2027-03-29", "easterMonday"],
    ["2027-04-05", "chingMing"],
    ["2027-05-01", "labourDay"],
    ["2027-05-13", "buddha"],
    ["2027-06-09", "tuenNg"],
    ["2027-07-01", "establishmentDay"],
    ["2027-09-16", "afterMidAutumn"],
    ["2027-10-01", "nationalDay"],
    ["2027-10-08", "chungYeung"],
    ["2027-12-25", "christmas"],
    ["2027-12-27", "firstWeekdayAfterChristmas"],
  ],
};

/** Where each year's list is published: GovHK's "General holidays for <year>" page. */
export const HK_HOLIDAY_SOURCES: Readonly<Record<number, HolidayListSource>> = Object.fromEntries(
  Object.keys(GAZETTED).map((year) => [
    Number(year),
    {
      title: `GovHK, General holidays for ${year}`,
      url: `https://www.gov.hk/en/about/abouthk/holiday/${year}.htm`,
    },
  ]),
);

/** The first and last years with data. */
export const HK_HOLIDAY_YEARS = { first: 2025, last: 2027 } as const;

export const HK_GENERAL_HOLIDAYS: readonly GeneralHoliday[] = Object.values(GAZETTED).flatMap(
  (days) => days.map(([date, key]) => ({ date, name: NAME[key] })),
);

const BY_DATE = new Map(HK_GENERAL_HOLIDAYS.map((holiday) => [holiday.date, holiday]));

const DATE_PATTERN = /^(\d{4})-\d{2}-\d{2}$/;

/** Whether the year of a YYYY-MM-DD date (or a year) has gazetted data here. */
export function isKnownHolidayYear(dateOrYear: string | number): boolean {
  const year =
    typeof dateOrYear === "number" ? dateOrYear : Number(DATE_PATTERN.exec(dateOrYear)?.[1]);
  return year >= HK_HOLIDAY_YEARS.first && year <= HK_HOLIDAY_YEARS.last;
}

/**
 * Whether a Hong Kong date (YYYY-MM-DD) is a gazetted general holiday. Sundays are not included
 * (a place's Sunday hours are its weekly ones); a malformed date or a year without data is false.
 */
export function isGeneralHoliday(date: string): boolean {
  return BY_DATE.has(date);
}

/** The holiday's gazetted name in a language, or null when the date is not one (or unknown). */
export function holidayName(date: string, language: Language): string | null {
  return BY_DATE.get(date)?.name[language] ?? null;
}

/** A year's gazetted days in date order, or null for a year without data. */
export function generalHolidaysOf(year: number): readonly GeneralHoliday[] | null {
  if (!isKnownHolidayYear(year)) return null;
  return HK_GENERAL_HOLIDAYS.filter((holiday) => holiday.date.startsWith(`${year}-`));
}
