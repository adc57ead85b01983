import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import ExcelJS from "exceljs";
import { WORKBOOK_NAMES } from "../../src/server/forecast/forecast-workbook-names.ts";
import { evaluateWorkbook } from "../../src/server/office/xlsx-formulas.ts";
import { forecastQuery } from "../../src/shared/forecast/forecast-query.ts";
import { type ForecastInput, forecast, SCENARIO_NAMES } from "../../src/shared/forecast/index.ts";
import { WORKED_EXAMPLE } from "../../src/shared/forecast/test-fixtures.ts";
import { LANGUAGE_TAG, LANGUAGES, type Language } from "../../src/shared/i18n/languages.ts";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { sitePath } from "../../src/shared/site/site-pages.ts";
import { templateEntry } from "../../src/shared/templates/template-catalogue.ts";
import { forecastFormat } from "../../src/web/features/forecast/format.ts";
import { expect, test } from "./fixtures.ts";
import { field, formHydrated, netProfits } from "./forecast-form.ts";

const en = MESSAGES.en;
const RESULTS_QUERY = forecastQuery(WORKED_EXAMPLE).toString();

/** The net profit of each case as the page must show it. */
function expectedNetProfits(language: Language, input: ForecastInput = WORKED_EXAMPLE) {
  const format = forecastFormat(LANGUAGE_TAG[language]);
  const { scenarios } = forecast(input);
  return SCENARIO_NAMES.map((name) => format.money(scenarios[name].netProfit));
}

async function fillWorkedExample(page: Page, language: Language) {
  const t = MESSAGES[language];
  await formHydrated(page);
  await field(page, t["forecast.field.floorArea"]).fill("1000");
  await field(page, t["forecast.field.baseRent"]).fill("120000");
  await field(page, t["forecast.field.managementFee"]).fill("8000");
  await field(page, t["forecast.field.perCapitaSpend"]).fill("80");
  await field(page, t["forecast.field.dailyVisitors"]).fill("400");
  await field(page, `${t["forecast.field.turnoverRentPercent"]}${t["forecast.optional"]}`).fill(
    "10",
  );
}

/**
 * Waits until the server-rendered results have their code: the dialog takes the focus as it
 * hydrates. A click before that would reach no handler.
 */
async function resultsHydrated(page: Page) {
  await expect(page.getByRole("dialog")).toBeFocused();
}

for (const language of LANGUAGES) {
  test(`in ${language}, the form shows the forecast in a modal whose URL reloads and goes back`, async ({
    page,
  }) => {
    const t = MESSAGES[language];
    const home = sitePath(language, false);
    await page.goto(`${home}#forecast`);
    await fillWorkedExample(page, language);
    await page.getByRole("button", { name: t["forecast.submit"] }).click();

    const dialog = page.getByRole("dialog", { name: t["forecast.results.title"] });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(`${home}?${RESULTS_QUERY}`);
    const expected = expectedNetProfits(language);
    expect(await netProfits(page)).toEqual(expected);
    await expect(dialog.getByTestId("break-even-neutral")).toContainText(
      forecastFormat(LANGUAGE_TAG[language]).number(
        Math.ceil(forecast(WORKED_EXAMPLE).breakEvenVisitors ?? Number.NaN),
      ),
    );

    await page.reload();
    await expect(dialog).toBeVisible();
    expect(await netProfits(page)).toEqual(expected);

    // Back once the reloaded results have their code: pressed while the server's dialog was
    // still waiting for it, React had to render the section afresh (a console error, seen in CI
    // under load).
    await resultsHydrated(page);
    await page.goBack();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(`${home}#forecast`);
    // The form keeps what was typed.
    await expect(field(page, t["forecast.field.floorArea"])).toHaveValue("1,000");
  });
}

test("fields are checked on leaving them and on submit, in the page's language", async ({
  page,
}) => {
  const t = MESSAGES.tc;
  await page.goto("/");
  await formHydrated(page);
  const area = field(page, t["forecast.field.floorArea"]);
  const rent = field(page, t["forecast.field.baseRent"]);

  await area.focus();
  await rent.focus();
  await expect(area).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText(t["forecast.validation.number"])).toHaveCount(1);

  await area.fill("-5");
  await expect(page.getByText(t["forecast.validation.positive"])).toBeVisible();
  await area.fill("60000");
  await expect(page.getByText(t["forecast.validation.small"])).toBeVisible();
  await area.fill("800");
  await expect(area).not.toHaveAttribute("aria-invalid", "true");

  await page.getByRole("button", { name: t["forecast.submit"] }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: t["forecast.errorSummary"] }),
  ).toBeVisible();
  await expect(rent).toBeFocused();
  await expect(page.getByText(t["forecast.validation.number"])).toHaveCount(4);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page).toHaveURL("/");
});

test("a changed assumption travels in the URL and changes the figures", async ({ page }) => {
  await page.goto("/en/");
  await fillWorkedExample(page, "en");
  await page.getByText(en["forecast.assumptions.toggle"]).click();
  await page.getByRole("button", { name: en["forecast.group.sales"] }).click();
  await page.getByRole("button", { name: en["forecast.group.pay"] }).click();
  await field(page, en["forecast.assumption.FOOD_COST_PCT"]).fill("32");
  await field(page, en["forecast.assumption.SAL_CHEF"]).fill("24000");
  await expect(
    page.getByText(en["forecast.assumptions.changed"].replace("{count}", "2")),
  ).toBeVisible();
  await page.getByRole("button", { name: en["forecast.submit"] }).click();

  await expect(page).toHaveURL(/SAL_CHEF=24000/);
  await expect(page).toHaveURL(/FOOD_COST_PCT=0\.32/);
  const format = forecastFormat("en");
  const { scenarios } = forecast(WORKED_EXAMPLE, { SAL_CHEF: 24_000, FOOD_COST_PCT: 0.32 });
  await expect(page.getByTestId("net-profit-neutral")).toContainText(
    format.money(scenarios.neutral.netProfit),
  );
});

test("a shared results link opens the results; closing stays on the page", async ({ page }) => {
  await page.goto("/en/");
  await page.goto(`/en/?${RESULTS_QUERY}`);
  const dialog = page.getByRole("dialog", { name: en["forecast.results.title"] });
  await expect(dialog).toBeVisible();
  await resultsHydrated(page);

  await dialog.getByRole("button", { name: en["common.close"] }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL("/en/");
  // The form shows the figures of the link.
  await expect(field(page, en["forecast.field.floorArea"])).toHaveValue("1,000");

  // The results entry was replaced, so Back leaves for the page before, not back to the results.
  await page.goBack();
  await expect(page).toHaveURL("/en/");
  await expect(dialog).toBeHidden();
});

test("Escape and the backdrop close the results like Back", async ({ page }) => {
  await page.goto("/en/");
  await fillWorkedExample(page, "en");
  const submit = page.getByRole("button", { name: en["forecast.submit"] });
  const dialog = page.getByRole("dialog", { name: en["forecast.results.title"] });

  await submit.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL("/en/");
  await expect(submit).toBeFocused();

  await submit.click();
  await expect(dialog).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL("/en/");
});

test("the workbook downloads and its net profit formula gives the engine's figure", async ({
  page,
}) => {
  await page.goto(`/en/?${RESULTS_QUERY}`);
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: en["forecast.action.download"] }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("tablestart-forecast.xlsx");

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer);
  const book = evaluateWorkbook(workbook);
  const { scenarios } = forecast(WORKED_EXAMPLE);
  for (const name of SCENARIO_NAMES) {
    const computed = book.name(WORKBOOK_NAMES.netProfit[name]) as number;
    expect(computed).toBeCloseTo(scenarios[name].netProfit, 6);
  }
  // Editing the floor area in Excel recalculates the profit.
  book.set("FloorArea", 1_500);
  expect(book.name(WORKBOOK_NAMES.netProfit.neutral) as number).toBeCloseTo(
    forecast({ ...WORKED_EXAMPLE, floorArea: 1_500 }).scenarios.neutral.netProfit,
    6,
  );
});

test("the results offer the pre-opening projection filled in from the forecast", async ({
  page,
}) => {
  const assumptions = { SAL_CHEF: 24_000 };
  const query = forecastQuery(WORKED_EXAMPLE, assumptions).toString();
  await page.goto(`/en/?${query}`);
  const dialog = page.getByRole("dialog", { name: en["forecast.results.title"] });
  const link = dialog.getByRole("link", { name: en["forecast.action.projection"] });
  await expect(link).toHaveAttribute(
    "href",
    `/templates/pre-open-projection.xlsx?lang=en&${query}`,
  );
  await resultsHydrated(page);

  const downloading = page.waitForEvent("download");
  await link.click();
  const download = await downloading;
  // The file name says it was filled in from the forecast.
  expect(download.suggestedFilename()).toBe(
    `${templateEntry("pre-open-projection", "en").fileName}${en["templates.prefilled.fileSuffix"]}.xlsx`,
  );
  const file = await readFile(await download.path());
  expect(file.length).toBeGreaterThan(5_000);
  expect(file.subarray(0, 2).toString()).toBe("PK");
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  expect(workbook.worksheets.length).toBeGreaterThan(0);
});

test("copy link puts the results URL on the clipboard and says so", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto(`/en/?${RESULTS_QUERY}`);
  await resultsHydrated(page);
  await page.getByRole("button", { name: en["forecast.action.copyLink"] }).click();
  await expect(
    page.getByRole("status").filter({ hasText: en["forecast.action.copied"] }),
  ).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
});

test("printing shows the results alone", async ({ page }) => {
  await page.goto(`/en/?${RESULTS_QUERY}`);
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.emulateMedia({ media: "print" });
  await expect(page.locator(".site-header")).toBeHidden();
  await expect(page.locator(".forecast-form")).toBeHidden();
  await expect(page.locator(".forecast-actions")).toBeHidden();
  await expect(page.getByTestId("net-profit-neutral")).toBeVisible();
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px the results fit the screen and scroll inside themselves`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto(`/?${RESULTS_QUERY}`);
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    // The dialog slides in: measure where it comes to rest, not a frame of the way there.
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
          .map((animation) => animation.finished),
      ),
    );
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const box = await dialog.boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(viewport.height);
    // The last words of the results can be scrolled to.
    const notes = page.getByText(MESSAGES.tc["forecast.results.notes"]);
    await notes.scrollIntoViewIfNeeded();
    await expect(notes).toBeInViewport();
  });
}

test("the form and the results pass axe", async ({ page }) => {
  await page.goto("/en/");
  await formHydrated(page);
  await page.getByText(en["forecast.assumptions.toggle"]).click();
  const form = await new AxeBuilder({ page }).include("#forecast").analyze();
  expect(form.violations).toEqual([]);

  await page.goto(`/en/?${RESULTS_QUERY}`);
  await expect(page.getByRole("dialog")).toBeVisible();
  const results = await new AxeBuilder({ page }).include(".forecast-results").analyze();
  expect(results.violations).toEqual([]);
});
