import { describe, expect, it } from "vitest";
import { LANGUAGE_TAG } from "../i18n/languages.ts";
import { MESSAGES } from "../i18n/messages/index.ts";
import { translate } from "../i18n/translate.ts";
import type { PlacePageData } from "../places/place-page-source.ts";
import { buildLegalSeoRecord, buildPlaceSeoRecord, buildSeoRecord } from "./seo-record.ts";
import {
  findLegalPage,
  findSitePage,
  LEGAL_PAGES,
  languageOfPath,
  legalPath,
  SITE_PAGES,
} from "./site-pages.ts";

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

describe("the six legal pages", () => {
  it("are the privacy policy and the terms in each language", () => {
    expect(LEGAL_PAGES.map((p) => p.path).sort()).toEqual(
      ["/privacy/", "/zh/privacy/", "/en/privacy/", "/terms/", "/zh/terms/", "/en/terms/"].sort(),
    );
    expect(legalPath("en", "privacy", { pics: true })).toBe("/en/privacy/#pics");
    expect(legalPath("tc", "terms", { pics: true })).toBe("/terms/");
  });

  it("are found with or without the trailing slash, and are not home pages", () => {
    expect(findLegalPage("/zh/terms")).toMatchObject({ language: "sc", document: "terms" });
    expect(findLegalPage("/privacy/")).toMatchObject({ language: "tc", document: "privacy" });
    expect(findLegalPage("/en/")).toBeUndefined();
    expect(findSitePage("/en/privacy/")).toBeUndefined();
    expect(languageOfPath("/en/privacy/")).toBe("en");
  });
});

describe.each(LEGAL_PAGES)("SEO record of $path", (page) => {
  const messages = MESSAGES[page.language];
  const seo = buildLegalSeoRecord({
    page,
    messages,
    siteUrl: SITE,
    faviconUrl: "/favicon.svg",
  });

  it("has its own title and description in its language", () => {
    expect(seo.title).toBe(`Tablestart | ${messages[`seo.${page.document}.title`]}`);
    expect(seo.ogTitle).toBe(seo.title);
    expect(seo.twitterTitle).toBe(seo.title);
    expect(seo.description).toBe(messages[`seo.${page.document}.description`]);
    expect(seo.description.length).toBeGreaterThan(40);
    expect(seo.ogDescription).toBe(seo.description);
    expect(seo.twitterDescription).toBe(seo.description);
    const other = page.language === "en" ? "tc" : "en";
    expect(seo.description).not.toBe(MESSAGES[other][`seo.${page.document}.description`]);
  });

  it("is canonical to itself with alternates in every language and x-default", () => {
    expect(seo.canonical).toBe(`${SITE}${page.path}`);
    expect(seo.ogUrl).toBe(seo.canonical);
    expect(seo.hreflangs).toEqual([
      { lang: LANGUAGE_TAG.tc, href: `${SITE}/${page.document}/` },
      { lang: LANGUAGE_TAG.sc, href: `${SITE}/zh/${page.document}/` },
      { lang: LANGUAGE_TAG.en, href: `${SITE}/en/${page.document}/` },
      { lang: "x-default", href: `${SITE}/${page.document}/` },
    ]);
  });

  it("shares the image, favicon and robots rule of the other pages", () => {
    expect(seo.ogImage).toBe(`${SITE}/images/tablestart-share.png`);
    expect(seo.twitterCardType).toBe("summary_large_image");
    expect(seo.ogType).toBe("website");
    expect(seo.favicon).toBe(`${SITE}/favicon.svg`);
    expect(seo.robots).toBe("index, follow");
  });
});

describe("buildPlaceSeoRecord", () => {
  const place = {
    id: 53,
    title: "華興茶餐廳",
    excerpt: "",
    category: { name: "茶餐廳", slug: "cha-chaan-teng" },
    district: "油尖旺",
    photos: [],
  } as unknown as PlacePageData;

  it("titles the page with the place first and the directory after", () => {
    for (const language of ["tc", "sc", "en"] as const) {
      const seo = buildPlaceSeoRecord({
        place,
        language,
        messages: MESSAGES[language],
        siteUrl: SITE,
        faviconUrl: `${SITE}/favicon.svg`,
      });
      expect(seo.title).toBe(`華興茶餐廳 | ${MESSAGES[language]["app.name"]}`);
      expect(seo.ogTitle).toBe(seo.title);
      expect(seo.canonical).toBe(
        `${SITE}${language === "tc" ? "" : language === "sc" ? "/zh" : "/en"}/places/53/`,
      );
    }
  });
});
