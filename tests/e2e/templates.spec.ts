import { readFile } from "node:fs/promises";
import { forecastQuery } from "../../src/shared/forecast/forecast-query.ts";
import { WORKED_EXAMPLE } from "../../src/shared/forecast/test-fixtures.ts";
import { LANGUAGE_NAME, LANGUAGES } from "../../src/shared/i18n/languages.ts";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { sitePath } from "../../src/shared/site/site-pages.ts";
import { templateEntry, templateSections } from "../../src/shared/templates/template-catalogue.ts";
import { TEMPLATE_IDS } from "../../src/shared/templates/template-ids.ts";
import { expect, test } from "./fixtures.ts";

for (const language of LANGUAGES) {
  const messages = MESSAGES[language];

  test(`the template box lists the five templates in ${language}, and a download arrives`, async ({
    page,
  }) => {
    await page.goto(sitePath(language, false));
    const box = page.locator("#templates");
    await expect(box.getByRole("heading", { level: 2 })).toHaveText(messages["templates.title"]);
    const cards = box.locator(".template-card");
    await expect(cards).toHaveCount(TEMPLATE_IDS.length);
    for (const [index, id] of TEMPLATE_IDS.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(
        templateEntry(id, language).title,
      );
      // Format, a real size from the server, and the language of the main download.
      await expect(card.locator(".template-card__meta")).toContainText(
        /\.(docx|xlsx)\) · \d+(\.\d)?\u00a0kB · /,
      );
      await expect(card.locator(".template-card__meta")).toContainText(LANGUAGE_NAME[language]);
    }

    const card = box.locator("#template-application-form");
    const downloading = page.waitForEvent("download");
    await card.locator(".template-downloads__main").click();
    const download = await downloading;
    const { fileName } = templateEntry("application-form", language);
    expect(download.suggestedFilename()).toBe(`${fileName}.docx`);
    const file = await readFile((await download.path())!);
    expect(file.length).toBeGreaterThan(5_000);
    expect(file.subarray(0, 2).toString()).toBe("PK");
  });
}

test("a template downloads in another language than the page's", async ({ page }) => {
  await page.goto("/en/");
  const card = page.locator("#template-daily-settlement");
  const downloading = page.waitForEvent("download");
  await card.locator(".template-downloads__others a", { hasText: LANGUAGE_NAME.tc }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(
    `${templateEntry("daily-settlement", "tc").fileName}.xlsx`,
  );
  expect((await readFile((await download.path())!)).length).toBeGreaterThan(5_000);
});

test("the preview lists a template's sections, and Back closes it", async ({ page }) => {
  await page.goto("/zh/");
  const title = templateEntry("termination-agreement", "sc").title;
  // The preview button is server-rendered; it opens anything once the box's code has arrived,
  // which loads as a visitor nears the section (src/web/lib/when-wanted.ts).
  await page.locator("#templates").scrollIntoViewIfNeeded();
  await expect(page.locator("#templates")).toHaveAttribute("data-interactive", "");
  await page
    .getByRole("button", { name: MESSAGES.sc["templates.previewLabel"].replace("{title}", title) })
    .click();
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator("ol li")).toHaveText(templateSections("termination-agreement", "sc"));
  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/zh\/$/);
});

test("?template= preselects a template: marked, in view, its preview open", async ({ page }) => {
  await page.goto("/en/?template=fixed-term-contract");
  const title = templateEntry("fixed-term-contract", "en").title;
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator("ol li")).toHaveCount(
    templateSections("fixed-term-contract", "en").length,
  );

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  const card = page.locator("#template-fixed-term-contract");
  await expect(card).toHaveClass(/template-card--selected/);
  await expect(card).toContainText(MESSAGES.en["templates.selected"]);
  await expect(card).toBeInViewport();
  await expect(page.locator(".template-card--selected")).toHaveCount(1);
});

test("an unknown ?template= is ignored", async ({ page }) => {
  await page.goto("/?template=nonsense");
  await expect(page.locator(".template-card")).toHaveCount(TEMPLATE_IDS.length);
  await expect(page.locator(".template-card--selected")).toHaveCount(0);
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("a forecast in the page offers the projection filled in from it", async ({ page }) => {
  const query = forecastQuery(WORKED_EXAMPLE).toString();
  await page.goto(`/en/?${query}`);
  const card = page.locator("#template-pre-open-projection");
  const link = card.getByRole("link", { name: MESSAGES.en["templates.prefilled.download"] });
  await expect(link).toHaveAttribute(
    "href",
    `/templates/pre-open-projection.xlsx?lang=en&${query}`,
  );
  const downloading = page.waitForEvent("download");
  // The forecast's results open over the page; the link works all the same.
  await link.dispatchEvent("click");
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(
    `${templateEntry("pre-open-projection", "en").fileName}${MESSAGES.en["templates.prefilled.fileSuffix"]}.xlsx`,
  );
});

test.describe("a broken download link", () => {
  // The browser logs the 404 this test asks for.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test("gets a 404 page in the asked-for language, with a way back", async ({ page }) => {
    const response = await page.goto("/templates/menu.docx?lang=en");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      MESSAGES.en["templates.notFound.title"],
    );
    await page.getByRole("link", { name: MESSAGES.en["templates.notFound.back"] }).click();
    await expect(page).toHaveURL(/\/en\/#templates$/);
  });
});
