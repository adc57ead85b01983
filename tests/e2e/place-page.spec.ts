import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext } from "@playwright/test";
import { LANGUAGES, type Language } from "../../src/shared/i18n/languages.ts";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { placePagePath } from "../../src/shared/places/place-page-source.ts";
import { expect, test } from "./fixtures.ts";
import { HTML_LANG } from "./seo-head.ts";

// A place's public page (issue [8]): rendered on the server for search engines and shared links,
// in three languages, from the demo data the server seeds on its first start.

/**
 * A published place of the demo data, as the API finds it: the Wan Chai cha chaan teng, which has
 * photos, reviews, hours and a long e-mail address; with its name in each language as the API
 * gives it (decision 083: English, Traditional, Simplified converted).
 */
async function demoPlace(
  request: APIRequestContext,
): Promise<{ id: number; title: string; titles: Record<Language, string> }> {
  const res = await request.get(
    `/api/listar/v1/place/list?per_page=20&s=${encodeURIComponent("灣仔茶餐廳")}`,
  );
  expect(res.status()).toBe(200);
  const places = (await res.json()).data as { ID: number; post_title: string }[];
  const place = places.find((one) => one.post_title === "灣仔茶餐廳");
  if (!place) throw new Error("the demo data has no 灣仔茶餐廳");
  const titles = {} as Record<Language, string>;
  for (const language of LANGUAGES) {
    const view = await request.get(`/api/listar/v1/place/view?id=${place.ID}&lang=${language}`);
    titles[language] = (await view.json()).data.post_title;
  }
  // The English page must not be the Chinese one under another address.
  expect(titles.en).not.toBe(titles.tc);
  expect(titles.sc).toBe("湾仔茶餐厅");
  return { id: place.ID, title: place.post_title, titles };
}

/** The JSON-LD data blocks of a page's HTML, parsed. */
function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? "null"),
  );
}

for (const language of LANGUAGES) {
  test(`a place's raw HTML in ${language} carries its SEO record and schema.org JSON-LD`, async ({
    request,
    baseURL,
  }) => {
    const place = await demoPlace(request);
    const path = placePagePath(language, place.id);
    const res = await request.get(path);
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<html lang="${HTML_LANG[language]}"`);
    // The place first (what was searched for), then the directory (issue 30, finding 37).
    expect(html).toContain(`<title>${place.titles[language]} | Tablestart</title>`);
    expect(html).toContain(`<link rel="canonical" href="${baseURL}${path}"/>`);
    for (const [lang, other] of [
      ["zh-Hant-HK", "tc"],
      ["zh-Hans", "sc"],
      ["en", "en"],
      ["x-default", "tc"],
    ] as const) {
      expect(html).toContain(
        `<link rel="alternate" hrefLang="${lang}" href="${baseURL}${placePagePath(other, place.id)}"/>`,
      );
    }
    expect(html).toContain('<meta name="robots" content="index, follow"/>');
    expect(html).toMatch(/<meta property="og:image" content="http[^"]+"\/>/);

    const [ld, ...more] = jsonLdBlocks(html);
    expect(more).toEqual([]);
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      name: place.titles[language],
      url: `${baseURL}${path}`,
      address: { "@type": "PostalAddress", addressCountry: "HK" },
      geo: { "@type": "GeoCoordinates" },
      aggregateRating: { "@type": "AggregateRating" },
    });
    expect(ld?.image).toEqual(expect.arrayContaining([expect.stringMatching(/^http/)]));
    // The cover comes at once and sized; the gallery below the fold is lazy and sized.
    expect(html).toMatch(/<img class="place-head__cover"[^>]+width="1200" height="675"/);
    const lazy = html.match(/<img [^>]*loading="lazy"[^>]*>/g) ?? [];
    expect(lazy.length).toBeGreaterThan(0);
    for (const img of lazy) expect(img).toMatch(/width="\d+" height="\d+"/);
    expect(String(ld?.["@type"])).toMatch(
      /^(Restaurant|LocalBusiness|HairSalon|NailSalon|DaySpa|ExerciseGym|BarOrPub|CafeOrCoffeeShop|Bakery|HealthAndBeautyBusiness)$/,
    );
  });
}

test("a place's page fits a 390 px phone in every language, without console errors", async ({
  page,
  request,
}) => {
  const place = await demoPlace(request);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const language of LANGUAGES) {
    await page.goto(placePagePath(language, place.id));
    await expect(
      page.getByRole("heading", { level: 1, name: place.titles[language] }),
    ).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, language).toBe(0);
  }
});

test("a place's page leads into the app in its language, and to itself in the others", async ({
  page,
  request,
}) => {
  const place = await demoPlace(request);
  await page.goto(placePagePath("en", place.id));
  const open = page.getByRole("link", { name: MESSAGES.en["placePage.openInApp"] });
  await expect(open).toBeVisible();
  await expect(open).toHaveAttribute("href", `/en/app/places/${place.id}`);
  // The header's language links keep the place.
  await page
    .getByRole("navigation", { name: MESSAGES.en["settings.language"] })
    .first()
    .getByRole("link", { name: "简体中文" })
    .click();
  await expect(page).toHaveURL(new RegExp(`/zh/places/${place.id}/$`));
  await expect(
    page.getByRole("link", { name: MESSAGES.sc["placePage.openInApp"] }),
  ).toHaveAttribute("href", `/zh/app/places/${place.id}`);
  // Followed, it opens the place's screen in the app.
  await page.getByRole("link", { name: MESSAGES.sc["placePage.openInApp"] }).click();
  await expect(page).toHaveURL(new RegExp(`/app/places/${place.id}$`));
  await expect(page.getByRole("heading", { name: place.titles.sc }).first()).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hans");
});

/** A published demo place that takes bookings, and one that does not, as the list has them. */
async function placesByBooking(request: APIRequestContext) {
  const res = await request.get("/api/listar/v1/place/list?per_page=50");
  expect(res.status()).toBe(200);
  const places = (await res.json()).data as { ID: number; booking_use: boolean }[];
  const bookable = places.find((one) => one.booking_use);
  const notBookable = places.find((one) => !one.booking_use);
  if (!bookable || !notBookable) throw new Error("the demo data needs both kinds of place");
  return { bookable: bookable.ID, notBookable: notBookable.ID };
}

for (const language of ["tc", "en"] as const) {
  test(`a place's page in ${language} wears the directory's header and footer, not the toolkit's`, async ({
    page,
    request,
  }) => {
    const m = MESSAGES[language];
    const prefix = language === "en" ? "/en" : "";
    const place = await demoPlace(request);
    await page.goto(placePagePath(language, place.id));
    const header = page.getByRole("banner");
    await expect(
      header.getByRole("link", { name: `Tablestart ${m["placePage.brandTagline"]}` }),
    ).toHaveAttribute("href", `${prefix}/app`);
    const nav = page.getByRole("navigation", { name: m["placePage.nav.label"] });
    for (const [key, path] of [
      ["placePage.nav.categories", "/app/categories"],
      ["placePage.nav.districts", "/app/districts"],
      ["placePage.nav.app", "/app"],
    ] as const) {
      await expect(nav.getByRole("link", { name: m[key], exact: true })).toHaveAttribute(
        "href",
        `${prefix}${path}`,
      );
    }
    // The consultancy's menu, tagline and e-mail stay on the toolkit's own pages.
    for (const key of ["nav.services", "nav.forecast", "templates.nav", "nav.about"] as const) {
      await expect(page.getByRole("link", { name: m[key], exact: true })).toHaveCount(0);
    }
    await expect(page.getByText(m["site.brandLocal"])).toHaveCount(0);
    const footer = page.getByRole("contentinfo");
    await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(0);
    await expect(footer.getByRole("link", { name: m["legal.terms"] })).toHaveAttribute(
      "href",
      `${prefix}/terms/`,
    );
    await expect(
      footer.getByRole("link", { name: m["placePage.footer.wishlist"] }),
    ).toHaveAttribute("href", `${prefix}/app/wishlist`);

    // The search sends its keyword to the app's place list, in the page's language.
    await nav.getByRole("searchbox", { name: m["placePage.nav.searchLabel"] }).fill("灣仔");
    await nav.getByRole("button", { name: m["placePage.nav.search"] }).click();
    await expect(page).toHaveURL(/\/app\/places\?s=%E7%81%A3%E4%BB%94/);
    await expect(page.locator("html")).toHaveAttribute("lang", HTML_LANG[language]);
  });
}

test("a place that takes bookings has a Book button into the app's form; one that does not, only the app", async ({
  page,
  request,
}) => {
  const { bookable, notBookable } = await placesByBooking(request);
  await page.goto(placePagePath("en", bookable));
  const book = page.getByRole("link", { name: MESSAGES.en["placePage.book"] });
  await expect(book).toBeVisible();
  await expect(book).toHaveAttribute("href", `/en/app/places/${bookable}/book`);
  await page.goto(placePagePath("tc", notBookable));
  await expect(page.getByRole("link", { name: MESSAGES.tc["placePage.book"] })).toHaveCount(0);
  await expect(
    page.getByRole("link", { name: MESSAGES.tc["placePage.openInApp"] }),
  ).toHaveAttribute("href", `/app/places/${notBookable}`);
  // Followed, Book opens the booking form, no account asked for (#27).
  await page.goto(placePagePath("tc", bookable));
  await page.getByRole("link", { name: MESSAGES.tc["placePage.book"] }).click();
  await expect(page).toHaveURL(new RegExp(`/app/places/${bookable}/book$`));
});

test("a place's page has one h1 and no serious accessibility violations (axe)", async ({
  page,
  request,
}) => {
  const place = await demoPlace(request);
  await page.goto(placePagePath("tc", place.id));
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (v) => v.impact === "serious" || v.impact === "critical",
  );
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a place's page shows everything", async ({ page, request }) => {
    const place = await demoPlace(request);
    await page.goto(placePagePath("en", place.id));
    await expect(page.getByRole("heading", { level: 1, name: place.titles.en })).toBeVisible();
    await expect(
      page.getByRole("heading", { name: MESSAGES.en["placePage.hours.title"] }),
    ).toBeVisible();
    await expect(
      page.getByRole("link", { name: MESSAGES.en["placePage.openInApp"] }),
    ).toBeVisible();
  });
});

test.describe("an unknown place", () => {
  // The browser reports the 404 document it was given.
  test.use({ allowedConsoleErrors: [/404/] });

  test("is the site's 404 page", async ({ page }) => {
    const res = await page.goto("/en/places/987654321/");
    expect(res?.status()).toBe(404);
    await expect(
      page.getByRole("heading", { level: 1, name: MESSAGES.en["notFound.title"] }),
    ).toBeVisible();
  });
});

test("the sitemap lists a published place in three languages", async ({ request, baseURL }) => {
  const place = await demoPlace(request);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const language of LANGUAGES) {
    expect(sitemap).toContain(`<loc>${baseURL}${placePagePath(language, place.id)}</loc>`);
  }
});
