import { LANGUAGE_PATH_PREFIX, type Language } from "../../../shared/i18n/languages.ts";

/** The place's public page on the website, in a language (rendered on the server, indexed). */
export const placePageUrl = (siteUrl: string, id: number, language: Language) =>
  `${siteUrl}${LANGUAGE_PATH_PREFIX[language]}/places/${id}/`;

/** The place in the directory app. */
export const placeAppUrl = (siteUrl: string, id: number) => `${siteUrl}/app/places/${id}`;
