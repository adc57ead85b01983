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

/** The legal pages (decision 034): the privacy policy (with the collection statement) and terms. */
export const LEGAL_DOCUMENTS = ["privacy", "terms"] as const;
export type LegalDocument = (typeof LEGAL_DOCUMENTS)[number];

/** The anchor of the personal information collection statement inside the privacy policy. */
export const PICS_ANCHOR = "pics";

/**
 * The path of a legal page in a language, e.g. `/en/privacy/`; with `{ pics: true }` the privacy
 * policy opened at its personal information collection statement (`/en/privacy/#pics`), for forms
 * that collect personal data to link next to their consent.
 */
export function legalPath(
  language: Language,
  document: LegalDocument,
  options: { pics?: boolean } = {},
): string {
  const path = `${LANGUAGE_PATH_PREFIX[language]}/${document}/`;
  return options.pics && document === "privacy" ? `${path}#${PICS_ANCHOR}` : path;
}

/** One legal page in one language. */
export interface LegalPage {
  language: Language;
  document: LegalDocument;
  path: string;
}

/** The six legal URLs: the single source for their routes, SEO, hreflang and the sitemap. */
export const LEGAL_PAGES: readonly LegalPage[] = LEGAL_DOCUMENTS.flatMap((document) =>
  LANGUAGES.map((language) => ({ language, document, path: legalPath(language, document) })),
);

/** The legal page a path shows, ignoring a missing trailing slash; undefined for any other path. */
export function findLegalPage(pathname: string): LegalPage | undefined {
  const normalised = pathname.endsWith("/") ? pathname : `${pathname}/`;
  return LEGAL_PAGES.find((page) => page.path === normalised);
}

/**
 * The owners' way in (#31): "open this restaurant with us", from a forecast to a listing, in each
 * language (`/open/`, `/zh/open/`, `/en/open/`): the single source for its routes, links, SEO,
 * hreflang and the sitemap.
 */
export function openPath(language: Language): string {
  return `${LANGUAGE_PATH_PREFIX[language]}/open/`;
}

/** One language's "open this restaurant" page. */
export interface OpenPage {
  language: Language;
  path: string;
}

export const OPEN_PAGES: readonly OpenPage[] = LANGUAGES.map((language) => ({
  language,
  path: openPath(language),
}));

/** The "open this restaurant" page a path shows, ignoring a missing trailing slash. */
export function findOpenPage(pathname: string): OpenPage | undefined {
  const normalised = pathname.endsWith("/") ? pathname : `${pathname}/`;
  return OPEN_PAGES.find((page) => page.path === normalised);
}
