import { LANGUAGE_TAG, LANGUAGES, type Language } from "../i18n/languages.ts";
import type { Messages } from "../i18n/messages/index.ts";
import { translate } from "../i18n/translate.ts";
import type { PlacePageData } from "../places/place-page-source.ts";
import { placePagePath } from "../places/place-page-source.ts";
import { type Firm, firmVars } from "./firm.ts";
import {
  type LegalDocument,
  type LegalPage,
  legalPath,
  type OpenPage,
  openPath,
  type SitePage,
  sitePath,
} from "./site-pages.ts";

/** The SEO record of spec §3, built once per page and language. */
export interface SeoRecord {
  title: string;
  description: string;
  canonical: string;
  /** Alternates for every language plus `x-default` (the tc page). */
  hreflangs: { lang: string; href: string }[];
  ogType: "website";
  ogTitle: string;
  ogDescription: string;
  ogUrl: string;
  ogImage: string;
  ogImageAlt: string;
  /** Known for the site's share image; a place's photo goes without. */
  ogImageSize: { width: number; height: number } | null;
  ogLocale: string;
  twitterCardType: "summary_large_image";
  twitterTitle: string;
  twitterDescription: string;
  twitterImage: string;
  favicon: string;
  robots: "index, follow";
}

export const SHARE_IMAGE_PATH = "/images/tablestart-share.png";

/** Open Graph wants underscores and a region. */
const OG_LOCALE: Record<Language, string> = { tc: "zh_HK", sc: "zh_CN", en: "en_GB" };

/** Alternates for every language plus `x-default` (the tc page), for both `<link>` tags and the sitemap. */
export function siteHreflangs(
  siteUrl: string,
  isAboutUs: boolean,
): { lang: string; href: string }[] {
  return hreflangs(siteUrl, (language) => sitePath(language, isAboutUs));
}

/** The same alternates for a legal page (`/privacy/`, `/zh/privacy/`, `/en/privacy/`…). */
export function legalHreflangs(
  siteUrl: string,
  document: LegalDocument,
): { lang: string; href: string }[] {
  return hreflangs(siteUrl, (language) => legalPath(language, document));
}

/** The same alternates for the "open this restaurant" page (`/open/`, `/zh/open/`, `/en/open/`). */
export function openHreflangs(siteUrl: string): { lang: string; href: string }[] {
  return hreflangs(siteUrl, openPath);
}

/** The same alternates for a place's page (`/places/7/`, `/zh/places/7/`, `/en/places/7/`). */
export function placeHreflangs(siteUrl: string, id: number): { lang: string; href: string }[] {
  return hreflangs(siteUrl, (language) => placePagePath(language, id));
}

function hreflangs(
  siteUrl: string,
  pathIn: (language: Language) => string,
): { lang: string; href: string }[] {
  return [
    ...LANGUAGES.map((language) => ({
      lang: LANGUAGE_TAG[language],
      href: `${siteUrl}${pathIn(language)}`,
    })),
    { lang: "x-default", href: `${siteUrl}${pathIn("tc")}` },
  ];
}

function absolute(siteUrl: string, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${siteUrl}${pathOrUrl}`;
}

export function buildSeoRecord(options: {
  page: SitePage;
  messages: Messages;
  siteUrl: string;
  faviconUrl: string;
  firm: Firm;
}): SeoRecord {
  const { page, messages, siteUrl } = options;
  const brand = messages["site.brand"];
  const vars = firmVars((key, values) => translate(messages, key, values), options.firm);
  const title = page.isAboutUs
    ? `${brand} | ${translate(messages, "seo.about.title", vars)}`
    : `${brand} | ${messages["site.title"]}`;
  const description = translate(
    messages,
    page.isAboutUs ? "seo.about.description" : "seo.home.description",
    vars,
  );
  return record({
    ...options,
    title,
    description,
    hreflangs: siteHreflangs(siteUrl, page.isAboutUs),
  });
}

/** The SEO record of a legal page: "Tablestart | <document title>" and its own description. */
export function buildLegalSeoRecord(options: {
  page: LegalPage;
  messages: Messages;
  siteUrl: string;
  faviconUrl: string;
}): SeoRecord {
  const { page, messages, siteUrl } = options;
  return record({
    ...options,
    title: `${messages["site.brand"]} | ${messages[`seo.${page.document}.title`]}`,
    description: messages[`seo.${page.document}.description`],
    hreflangs: legalHreflangs(siteUrl, page.document),
  });
}

/** The SEO record of the "open this restaurant" page: "Tablestart | <its title>". */
export function buildOpenSeoRecord(options: {
  page: OpenPage;
  messages: Messages;
  siteUrl: string;
  faviconUrl: string;
}): SeoRecord {
  const { messages, siteUrl } = options;
  return record({
    ...options,
    title: `${messages["site.brand"]} | ${messages["seo.open.title"]}`,
    description: messages["seo.open.description"],
    hreflangs: openHreflangs(siteUrl),
  });
}

/**
 * The SEO record of a place's page: "<place> | Tablestart", its excerpt (or a line naming its
 * category and district) as the description, and its cover photo as the share image.
 */
export function buildPlaceSeoRecord(options: {
  place: PlacePageData;
  language: Language;
  messages: Messages;
  siteUrl: string;
  faviconUrl: string;
}): SeoRecord {
  const { place, language, messages, siteUrl } = options;
  const where = [place.category?.name, place.district].filter(Boolean).join(" · ");
  const description =
    summary(place.excerpt) ||
    translate(messages, where ? "placePage.seo.descriptionWhere" : "placePage.seo.description", {
      title: place.title,
      where,
    });
  const cover = place.photos[0];
  return record({
    ...options,
    page: { language, path: placePagePath(language, place.id) },
    // The place first: it is what a diner searched for, and all a narrow result shows.
    title: `${place.title} | ${messages["app.name"]}`,
    description,
    hreflangs: placeHreflangs(siteUrl, place.id),
    image: cover
      ? {
          url: cover.full,
          alt: translate(messages, "placePage.photoAlt", { title: place.title, number: 1 }),
        }
      : undefined,
  });
}

/** Search results show about 160 characters of a description: one line, cut at a word. */
const DESCRIPTION_MAX = 160;

function summary(text: string): string {
  const line = text.replace(/\s+/g, " ").trim();
  if (line.length <= DESCRIPTION_MAX) return line;
  const cut = line.slice(0, DESCRIPTION_MAX - 1);
  const space = cut.lastIndexOf(" ");
  return `${space > DESCRIPTION_MAX / 2 ? cut.slice(0, space) : cut}…`;
}

function record(options: {
  page: { language: Language; path: string };
  messages: Messages;
  siteUrl: string;
  faviconUrl: string;
  title: string;
  description: string;
  hreflangs: { lang: string; href: string }[];
  /** The site's share image unless given. */
  image?: { url: string; alt: string };
}): SeoRecord {
  const { page, messages, siteUrl, title, description } = options;
  const canonical = `${siteUrl}${page.path}`;
  const image = options.image
    ? absolute(siteUrl, options.image.url)
    : `${siteUrl}${SHARE_IMAGE_PATH}`;
  return {
    title,
    description,
    canonical,
    hreflangs: options.hreflangs,
    ogType: "website",
    ogTitle: title,
    ogDescription: description,
    ogUrl: canonical,
    ogImage: image,
    ogImageAlt: options.image?.alt ?? messages["seo.imageAlt"],
    ogImageSize: options.image ? null : { width: 1200, height: 630 },
    ogLocale: OG_LOCALE[page.language],
    twitterCardType: "summary_large_image",
    twitterTitle: title,
    twitterDescription: description,
    twitterImage: image,
    favicon: absolute(siteUrl, options.faviconUrl),
    robots: "index, follow",
  };
}
