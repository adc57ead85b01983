import { LANGUAGE_PATH_PREFIX, LANGUAGES, type Language } from "../i18n/languages.ts";

/** One public page of the toolkit website: Home, in a language, optionally opened at "about us". */
export interface SitePage {
  language: Language;
  isAboutUs: boolean;
  /** Path with the trailing slash the canonical URLs use, e.g. `/en/about/`. */
  path: string;
}

export function sitePath(language: Language, isAboutUs: boolean): string {
  return `${LANGUAGE_PATH_PREFIX[language]}/${isAboutUs ? "about/" : ""}`;
}

/** The six website URLs: the single source for routes, SEO, hreflang and the sitemap. */
export const SITE_PAGES: readonly SitePage[] = [false, true].flatMap((isAboutUs) =>
  LANGUAGES.map((language) => ({ language, isAboutUs, path: sitePath(language, isAboutUs) })),
);

/** The page a path shows, ignoring a missing trailing slash; undefined for any other path. */
export function findSitePage(pathname: string): SitePage | undefined {
  const normalised = pathname.endsWith("/") ? pathname : `${pathname}/`;
  return SITE_PAGES.find((page) => page.path === normalised);
}

/** The language a path is in by its prefix (`/en…` en, `/zh…` sc, anything else tc). */
export function languageOfPath(pathname: string): Language {
  if (/^\/en(\/|$)/.test(pathname)) return "en";
  if (/^\/zh(\/|$)/.test(pathname)) return "sc";
  return "tc";
}
