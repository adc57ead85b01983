import type { Language } from "../../src/shared/i18n/languages.ts";
import { expect } from "./fixtures.ts";

export const HTML_LANG = { tc: "zh-Hant-HK", sc: "zh-Hans", en: "en" } as const;

/**
 * The server-rendered head of a website page: language, title, canonical URL, the alternates of
 * its three languages plus x-default (`/{prefix}{rest}`), robots, Open Graph, Twitter and icon.
 */
export function expectSeoHead(
  html: string,
  page: { baseURL: string | undefined; language: Language; path: string; title: string },
  rest: string,
) {
  const { baseURL, path, title } = page;
  expect(html).toContain(`<html lang="${HTML_LANG[page.language]}"`);
  expect(html).toContain(`<title>${title}</title>`);
  expect(html).toContain(`<link rel="canonical" href="${baseURL}${path}"/>`);
  for (const [lang, prefix] of [
    ["zh-Hant-HK", ""],
    ["zh-Hans", "/zh"],
    ["en", "/en"],
    ["x-default", ""],
  ]) {
    expect(html).toContain(
      `<link rel="alternate" hrefLang="${lang}" href="${baseURL}${prefix}/${rest}"/>`,
    );
  }
  expect(html).toContain('<meta name="robots" content="index, follow"/>');
  expect(html).toContain(`<meta property="og:title" content="${title}"/>`);
  expect(html).toContain(`<meta property="og:url" content="${baseURL}${path}"/>`);
  expect(html).toContain(
    `<meta property="og:image" content="${baseURL}/images/tablestart-share.png"/>`,
  );
  expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
  expect(html).toContain(`<meta name="twitter:title" content="${title}"/>`);
  expect(html).toContain('<link rel="icon" href="/favicon.svg"/>');
}
