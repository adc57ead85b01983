import AxeBuilder from "@axe-core/playwright";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { translate } from "../../src/shared/i18n/translate.ts";
import { LEGAL_LAST_UPDATED } from "../../src/shared/legal/legal-text.ts";
import { LEGAL_PAGES, legalPath, sitePath } from "../../src/shared/site/site-pages.ts";
import { expect, test } from "./fixtures.ts";
import { expectSeoHead } from "./seo-head.ts";

// The privacy policy (with the collection statement) and the terms of use (decision 034).

for (const page of LEGAL_PAGES) {
  test(`${page.path} is rendered on the server in ${page.language} with its SEO record`, async ({
    request,
    baseURL,
  }) => {
    const res = await request.get(page.path);
    expect(res.status()).toBe(200);
    const html = await res.text();
    const messages = MESSAGES[page.language];

    const title = `Tablestart | ${messages[`seo.${page.document}.title`]}`;
    expectSeoHead(html, { ...page, baseURL, title }, `${page.document}/`);
    expect(html).toContain(
      `<meta name="description" content="${messages[`seo.${page.document}.description`]}"/>`,
    );
    // The text itself is in the HTML, with the configured contact address.
    expect(html).toContain(`<time dateTime="${LEGAL_LAST_UPDATED}">`);
    expect(html).toContain('href="mailto:hello@tablestart.test"');
  });

  test(`${page.path} has one h1 and no serious accessibility violations (axe)`, async ({
    page: browser,
  }) => {
    await browser.goto(page.path);
    await expect(browser.getByRole("heading", { level: 1 })).toHaveCount(1);
    const results = await new AxeBuilder({ page: browser }).analyze();
    const serious = results.violations.filter(
      (v) => v.impact === "serious" || v.impact === "critical",
    );
    expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
  });
}

test("a legal path without its trailing slash redirects to the canonical one", async ({
  request,
}) => {
  const res = await request.get("/zh/privacy", { maxRedirects: 0 });
  expect(res.status()).toBe(301);
  expect(res.headers().location).toBe("/zh/privacy/");
});

test("the sitemap lists the legal pages with their alternates", async ({ request, baseURL }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const page of LEGAL_PAGES) expect(sitemap).toContain(`<loc>${baseURL}${page.path}</loc>`);
  expect(sitemap).toContain(`hreflang="x-default" href="${baseURL}/terms/"`);
});

test("the footer leads to both legal pages, and the language switch keeps the page", async ({
  page,
}) => {
  const en = MESSAGES.en;
  await page.goto("/en/");
  const footer = page.getByRole("contentinfo");
  await footer.getByRole("link", { name: en["legal.terms"] }).click();
  await expect(page).toHaveURL(/\/en\/terms\/$/);
  await expect(page).toHaveTitle(`Tablestart | ${en["seo.terms.title"]}`);
  await expect(page.getByRole("link", { name: en["legal.terms"] })).toHaveAttribute(
    "aria-current",
    "page",
  );

  await page.getByRole("contentinfo").getByRole("link", { name: en["legal.privacy"] }).click();
  await expect(page).toHaveURL(/\/en\/privacy\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  await page.getByRole("link", { name: "繁體中文" }).first().click();
  await expect(page).toHaveURL(/\/privacy\/$/);
  await expect(page).not.toHaveURL(/\/en\//);
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hant-HK");
  await expect(page).toHaveTitle(`Tablestart | ${MESSAGES.tc["seo.privacy.title"]}`);

  // The table of contents reaches the collection statement.
  await page.getByRole("navigation", { name: "目錄" }).getByRole("link").first().click();
  await expect(page).toHaveURL(/\/privacy\/#pics$/);
  await expect(page.locator("#pics h2")).toBeInViewport();
});

for (const language of ["tc", "sc", "en"] as const) {
  test(`in ${language}, the enquiry form links to the collection statement beside its consent`, async ({
    page,
  }) => {
    const messages = MESSAGES[language];
    await page.goto(sitePath(language, false));
    const form = page.locator("#enquiry-form");
    const link = form.getByRole("link", { name: messages["enquiry.picsLink"] });
    await expect(link).toHaveAttribute("href", legalPath(language, "privacy", { pics: true }));
    await expect(
      form.getByLabel(translate(messages, "enquiry.consent", { firm: messages["site.brand"] })),
    ).toHaveAccessibleDescription(messages["enquiry.picsLink"]);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${legalPath(language, "privacy")}#pics$`));
    await expect(page.locator("#pics h2")).toBeInViewport();
  });
}
