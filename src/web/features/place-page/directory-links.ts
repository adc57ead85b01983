import { LANGUAGE_PATH_PREFIX, type Language } from "../../../shared/i18n/languages.ts";
import { legalPath } from "../../../shared/site/site-pages.ts";
import { APP_PATHS } from "../../lib/app-paths.ts";

/**
 * Where a diner on a place's public page goes next: the directory app's screens, entered through
 * `/en/app/…` and `/zh/app/…` from the English and Simplified pages so a visitor who has not
 * chosen a language gets the app in the page's (decision 045). Plain paths: the page links to
 * them without loading the app's code.
 */
export interface DirectoryLinks {
  home: string;
  /** The place list; the header's search form sends its keyword here as `s`. */
  places: string;
  categories: string;
  districts: string;
  wishlist: string;
  terms: string;
  privacy: string;
}

export function directoryLinks(language: Language): DirectoryLinks {
  const prefix = LANGUAGE_PATH_PREFIX[language];
  return {
    home: `${prefix}${APP_PATHS.home}`,
    places: `${prefix}${APP_PATHS.places}`,
    categories: `${prefix}${APP_PATHS.categories}`,
    districts: `${prefix}${APP_PATHS.districts}`,
    wishlist: `${prefix}${APP_PATHS.wishlist}`,
    terms: legalPath(language, "terms"),
    privacy: legalPath(language, "privacy"),
  };
}

/** The keyword field's name: the app's place list reads its search from `?s=` (place-filter.ts). */
export const SEARCH_PARAM = "s";
