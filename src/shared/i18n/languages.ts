export const LANGUAGES = ["tc", "sc", "en"] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = "tc";

/** BCP 47 tags for `<html lang>`, hreflang and `Intl`. */
export const LANGUAGE_TAG: Record<Language, string> = {
  tc: "zh-Hant-HK",
  sc: "zh-Hans",
  en: "en",
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

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}
