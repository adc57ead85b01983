import { DATE_LOCALE, LANGUAGE_TAG, type Language } from "../../shared/i18n/languages.ts";

export type PdfFormats = ReturnType<typeof pdfFormats>;

/** The number and date formats of the forecast PDF in `language`. */
export function pdfFormats(language: Language) {
  const tag = LANGUAGE_TAG[language];
  const money = new Intl.NumberFormat(tag, {
    style: "currency",
    currency: "HKD",
    maximumFractionDigits: 0,
    signDisplay: "negative",
  });
  const percent = new Intl.NumberFormat(tag, {
    style: "percent",
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const threshold = new Intl.NumberFormat(tag, { style: "percent", maximumFractionDigits: 1 });
  const change = new Intl.NumberFormat(tag, {
    style: "percent",
    maximumFractionDigits: 1,
    signDisplay: "exceptZero",
  });
  const number = (value: number, digits = 0) =>
    new Intl.NumberFormat(tag, { maximumFractionDigits: digits }).format(value);
  const date = new Intl.DateTimeFormat(DATE_LOCALE[language], {
    dateStyle: "long",
    timeZone: "Asia/Hong_Kong",
  });
  return { money, percent, threshold, change, number, date };
}
