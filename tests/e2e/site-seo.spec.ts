import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { translate } from "../../src/shared/i18n/translate.ts";
import { LEGAL_PAGES, OPEN_PAGES, SITE_PAGES } from "../../src/shared/site/site-pages.ts";
import { expect, test } from "./fixtures.ts";
import { expectSeoHead, HTML_LANG } from "./seo-head.ts";

const TITLE_DESCRIPTION = {
  tc: "免費餐廳開業工具",
  sc: "免费餐厅开业工具",
  en: "Free restaurant toolkit",
};

for (const page of SITE_PAGES) {
  test(`${page.path} is rendered on the server in ${page.language} with its SEO record`, async ({
    request,
    baseURL,
  }) => {
    const res = await request.get(page.path);
    expect(res.status()).toBe(200);
    const html = await res.text();
    const messages = MESSAGES[page.language];

    // The e2e server claims the 12 years it is configured with (playwright.config.ts).
    const team = translate(messages, "firm.teamWithYears", { years: 12 });
    const title = page.isAboutUs
      ? `Tablestart | ${translate(messages, "seo.about.title", { team })}`
      : `Tablestart | ${TITLE_DESCRIPTION[page.language]}`;
    expectSeoHead(html, { ...page, baseURL, title }, page.isAboutUs ? "about/" : "");
    // The content itself is in the HTML, not only after hydration.
    expect(html).toContain(messages["site.brandLocal"]);
  });
}

test("a path without its trailing slash redirects to the canonical one", async ({ request }) => {
  const res = await request.get("/en/about", { maxRedirects: 0 });
  expect(res.status()).toBe(301);
  expect(res.headers().location).toBe("/en/about/");
});

test("robots.txt and sitemap.xml describe the site", async ({ request, baseURL }) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.headers()["content-type"]).toContain("application/xml");
  // The website's pages, the legal pages (decision 034), "open a restaurant" and each published
  // place's page (decision 044), each in three languages.
  const places = await (await request.get("/api/listar/v1/place/list?per_page=1")).json();
  expect((await sitemap.text()).match(/<loc>/g)).toHaveLength(
    SITE_PAGES.length + LEGAL_PAGES.length + OPEN_PAGES.length + 3 * places.pagination.total,
  );
});

test("the share image is a real 1200×630 PNG", async ({ request }) => {
  const res = await request.get("/images/tablestart-share.png");
  expect(res.status()).toBe(200);
  const png = await res.body();
  expect(png.subarray(1, 4).toString()).toBe("PNG");
  expect(png.readUInt32BE(16)).toBe(1200);
  expect(png.readUInt32BE(20)).toBe(630);
});

test.describe("unknown pages", () => {
  // Chromium notes every 404 it is served in the console; here that is the point.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  for (const [path, language] of [
    ["/no-such-page/", "tc"],
    ["/zh/no-such-page/", "sc"],
    ["/en/no-such-page/", "en"],
  ] as const) {
    test(`an unknown page ${path} answers 404 in ${language}`, async ({ request, page }) => {
      const res = await request.get(path);
      expect(res.status()).toBe(404);
      const html = await res.text();
      expect(html).toContain(`<html lang="${HTML_LANG[language]}"`);
      expect(html).toContain(MESSAGES[language]["notFound.title"]);
      expect(html).toContain('content="noindex, follow"');

      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        MESSAGES[language]["notFound.title"],
      );
    });
  }
});

test("requests a page cannot handle get a 4xx, never a 500", async ({ request }) => {
  expect((await request.post("/")).status()).toBe(405);
  // The website pages take the enquiry form's posts; anything else posted there is refused.
  expect((await request.post("/en/", { form: { a: "1" } })).status()).toBe(400);
  expect((await request.post("/en/privacy/", { form: { a: "1" } })).status()).toBe(405);
  expect((await request.get("/%E0%A4%A")).status()).toBe(400);
  expect((await request.get("/api/")).status()).toBe(404);
  expect((await request.get("/api/")).headers()["content-type"]).toContain("application/json");
});
