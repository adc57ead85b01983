import { describe, expect, it } from "vitest";
import { LANGUAGE_TAG } from "../i18n/languages.ts";
import { MESSAGES } from "../i18n/messages/index.ts";
import { translate } from "../i18n/translate.ts";
import { buildSeoRecord } from "./seo-record.ts";
import { findSitePage, languageOfPath, SITE_PAGES } from "./site-pages.ts";

const SITE = "https://tablestart.hk";
const DESCRIPTION = {
  tc: "免費餐廳開業工具",
  sc: "免费餐厅开业工具",
  en: "Free restaurant toolkit",
};

describe("the six website pages", () => {
  it("are exactly the spec's paths", () => {
    expect(SITE_PAGES.map((p) => p.path).sort()).toEqual(
      ["/", "/about/", "/en/", "/en/about/", "/zh/", "/zh/about/"].sort(),
    );
  });

  it("are found with or without the trailing slash, and nothing else is", () => {
    expect(findSitePage("/en")).toMatchObject({ language: "en", isAboutUs: false });
    expect(findSitePage("/zh/about")).toMatchObject({ language: "sc", isAboutUs: true });
    expect(findSitePage("/fr/")).toBeUndefined();
    expect(findSitePage("/about/us/")).toBeUndefined();
  });

  it("tell the language of any path by its prefix", () => {
    expect(languageOfPath("/en/nothing")).toBe("en");
    expect(languageOfPath("/zh")).toBe("sc");
    expect(languageOfPath("/english")).toBe("tc");
    expect(languageOfPath("/app/settings")).toBe("tc");
  });
});

describe.each(SITE_PAGES)("SEO record of $path", (page) => {
  const seo = buildSeoRecord({
    page,
    messages: MESSAGES[page.language],
    siteUrl: SITE,
    faviconUrl: "/favicon.svg",
    firm: { name: null, years: 12 },
  });

  it("follows the title pattern in the page's language", () => {
    if (page.isAboutUs) {
      const team = translate(MESSAGES[page.language], "firm.teamWithYears", { years: 12 });
      expect(seo.title).toBe(
        `Tablestart | ${translate(MESSAGES[page.language], "seo.about.title", { team })}`,
      );
    } else {
      expect(seo.title).toBe(`Tablestart | ${DESCRIPTION[page.language]}`);
    }
    expect(seo.ogTitle).toBe(seo.title);
    expect(seo.twitterTitle).toBe(seo.title);
  });

  it("has a description of its own in its language, with the configured years filled in", () => {
    expect(seo.description.length).toBeGreaterThan(20);
    expect(seo.description).toContain("12");
    expect(seo.description).not.toMatch(/[{}]/);
    expect(seo.ogDescription).toBe(seo.description);
    expect(seo.twitterDescription).toBe(seo.description);
    const other = page.language === "en" ? "tc" : "en";
    const otherDescription = page.isAboutUs ? "seo.about.description" : "seo.home.description";
    expect(seo.description).not.toBe(MESSAGES[other][otherDescription]);
  });

  it("is canonical to itself with alternates in every language and x-default", () => {
    expect(seo.canonical).toBe(`${SITE}${page.path}`);
    expect(seo.ogUrl).toBe(seo.canonical);
    const suffix = page.isAboutUs ? "about/" : "";
    expect(seo.hreflangs).toEqual([
      { lang: LANGUAGE_TAG.tc, href: `${SITE}/${suffix}` },
      { lang: LANGUAGE_TAG.sc, href: `${SITE}/zh/${suffix}` },
      { lang: LANGUAGE_TAG.en, href: `${SITE}/en/${suffix}` },
      { lang: "x-default", href: `${SITE}/${suffix}` },
    ]);
  });

  it("shares the image, favicon and robots rule", () => {
    expect(seo.ogImage).toBe(`${SITE}/images/tablestart-share.png`);
    expect(seo.twitterImage).toBe(seo.ogImage);
    expect(seo.twitterCardType).toBe("summary_large_image");
    expect(seo.ogType).toBe("website");
    expect(seo.favicon).toBe(`${SITE}/favicon.svg`);
    expect(seo.robots).toBe("index, follow");
  });
});

it("keeps an absolute favicon URL from the configuration", () => {
  const page = SITE_PAGES[0]!;
  const seo = buildSeoRecord({
    page,
    messages: MESSAGES.tc,
    siteUrl: SITE,
    faviconUrl: "https://cdn.example.com/icon.png",
    firm: { name: null, years: null },
  });
  expect(seo.favicon).toBe("https://cdn.example.com/icon.png");
});
