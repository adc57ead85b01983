export const LANGUAGES = ["tc", "sc", "en"] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = "tc";

/** BCP 47 tags for `<html lang>`, hreflang and `Intl`. */
export const LANGUAGE_TAG: Record<Language, string> = {
  tc: "zh-Hant-HK",
  sc: "zh-Hans",
  en: "en",
};

/**
 * The locale Intl writes dates and times in: English as Hong Kong writes it, day first ("Fri,
 * 6 Mar", "27 Nov 2026, 11:00 am"), as `writtenDate` does; the Chinese tags are the pages' own.
 */
export const DATE_LOCALE: Record<Language, string> = {
  tc: LANGUAGE_TAG.tc,
  sc: LANGUAGE_TAG.sc,
  en: "en-HK",
};

/** Website URL prefix per language: `/` is tc, `/zh/` is sc, `/en/` is en. */
export const LANGUAGE_PATH_PREFIX: Record<Language, string> = {
  tc: "",
  sc: "/zh",
  en: "/en",
};

/** The language's own name, as shown in a language switch. */
export const LANGUAGE_NAME: Record<Language, string> = {
  tc: "繁體中文",
  sc: "简体中文",
  en: "English",
};

/** The name cut to what a crowded row has room for; the full name stays the link's name. */
export const LANGUAGE_SHORT_NAME: Record<Language, string> = {
  tc: "繁",
  sc: "简",
  en: "EN",
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}
