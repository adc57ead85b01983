import type { Page } from "@playwright/test";
import { forecastQuery } from "../../src/shared/forecast/forecast-query.ts";
import { type ForecastInput, forecast, SCENARIO_NAMES } from "../../src/shared/forecast/index.ts";
import { exampleWith, WORKED_EXAMPLE } from "../../src/shared/forecast/test-fixtures.ts";
import { LANGUAGE_TAG, LANGUAGES, type Language } from "../../src/shared/i18n/languages.ts";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { sitePath } from "../../src/shared/site/site-pages.ts";
import { forecastFormat } from "../../src/web/features/forecast/format.ts";
import { expect, test } from "./fixtures.ts";
import { field, formHydrated, netProfits } from "./forecast-form.ts";

/** The example of issue #11: 2,000 customers a day in 300 ft², which once showed "Healthy". */
const IMPOSSIBLE = exampleWith({ floorArea: 300, dailyVisitors: 2_000 });

/** Types each required figure as given (text, so "1,000" stays as typed). */
async function fillForm(page: Page, language: Language, figures: Record<string, string>) {
  const t = MESSAGES[language];
  await formHydrated(page);
  for (const [name, text] of Object.entries(figures)) {
    const label =
      name === "turnoverRentPercent"
        ? `${t["forecast.field.turnoverRentPercent"]}${t["forecast.optional"]}`
        : t[`forecast.field.${name}` as keyof typeof t];
    await field(page, label).fill(text);
  }
}

const asText = (input: ForecastInput) => ({
  floorArea: String(input.floorArea),
  baseRent: String(input.baseRent),
  managementFee: String(input.managementFee),
  perCapitaSpend: String(input.perCapitaSpend),
  dailyVisitors: String(input.dailyVisitors),
  turnoverRentPercent: String(input.turnoverRentPercent ?? ""),
});

function expectedNetProfits(language: Language, input: ForecastInput) {
  const format = forecastFormat(LANGUAGE_TAG[language]);
  const { scenarios } = forecast(input);
  return SCENARIO_NAMES.map((name) => format.money(Math.abs(scenarios[name].netProfit)));
}

for (const language of LANGUAGES) {
  test(`in ${language}, the impossible example is warned about beside the field and first in the results, and nothing is healthy`, async ({
    page,
  }) => {
    const t = MESSAGES[language];
    const home = sitePath(language, false);
    await page.goto(`${home}#forecast`);
    await fillForm(page, language, asText(IMPOSSIBLE));

    // Beside the customers, once the field is left: a caution, not an error.
    const visitors = field(page, t["forecast.field.dailyVisitors"]);
    await visitors.blur();
    const warning = page.getByTestId("forecast-dailyVisitors-warning");
    await expect(warning).toBeVisible();
    await expect(warning).toContainText(forecastFormat(LANGUAGE_TAG[language]).number(2_000));
    await expect(visitors).toHaveAttribute("aria-describedby", /forecast-dailyVisitors-warning/);
    await expect(visitors).not.toHaveAttribute("aria-invalid", "true");

    // Calculate still works, and the warning is the first thing in the results.
    await page.getByRole("button", { name: t["forecast.submit"] }).click();
    const dialog = page.getByRole("dialog", { name: t["forecast.results.title"] });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(`${home}?${forecastQuery(IMPOSSIBLE)}`);
    const first = dialog.locator(".forecast-results__body > :first-child");
    await expect(first).toHaveAttribute("data-testid", "forecast-doubts");
    await expect(first).toContainText(t["forecast.plausibility.title"]);
    await expect(first).toBeInViewport();

    // No band says healthy, and each profit says it is not credible.
    await expect(dialog.locator(".forecast-band--healthy")).toHaveCount(0);
    await expect(dialog.getByText(t["forecast.band.healthy"], { exact: true })).toHaveCount(0);
    await expect(dialog.getByText(t["forecast.plausibility.profitDoubt"])).toHaveCount(3);
  });
}

test("the worked example is not doubted and its bands still say Healthy", async ({ page }) => {
  // The control: the check above must fail if the bands or the warning were simply gone.
  await page.goto(`/en/?${forecastQuery(WORKED_EXAMPLE)}`);
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("Healthy", { exact: true }).first()).toBeVisible();
  await expect(page.getByTestId("forecast-doubts")).toHaveCount(0);
  await expect(page.getByText(MESSAGES.en["forecast.plausibility.profitDoubt"])).toHaveCount(0);
});

test("a shared link of the impossible example says Healthy nowhere on the page", async ({
  page,
}) => {
  await page.goto(`/en/?${forecastQuery(IMPOSSIBLE)}`);
  await expect(page.getByTestId("forecast-doubts")).toBeVisible();
  expect(await page.locator("body").innerText()).not.toContain("Healthy");
});

for (const typed of ["1,000", "１０００", "HK$1,000", "１，０００", " 1000 "]) {
  test(`"${typed}" in a field gives the same forecast and link as 1000`, async ({ page }) => {
    const t = MESSAGES.en;
    await page.goto("/en/#forecast");
    await fillForm(page, "en", { ...asText(WORKED_EXAMPLE), floorArea: typed, baseRent: "120000" });
    // Shown back grouped once left, and still editable as a number.
    await expect(field(page, t["forecast.field.floorArea"])).toHaveValue("1,000");
    await expect(field(page, t["forecast.field.baseRent"])).toHaveValue("120,000");

    await page.getByRole("button", { name: t["forecast.submit"] }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    // The link carries plain numbers: the same URL as typing 1000.
    await expect(page).toHaveURL(`/en/?${forecastQuery(WORKED_EXAMPLE)}`);
    expect(await netProfits(page)).toEqual(expectedNetProfits("en", WORKED_EXAMPLE));
  });
}

test("a shared link with numbers as typed opens the same forecast", async ({ page }) => {
  const query = new URLSearchParams(forecastQuery(WORKED_EXAMPLE));
  query.set("fa", "１，０００");
  query.set("rent", "HK$120,000");
  query.set("mf", "8,000");
  await page.goto(`${sitePath("tc", false)}?${query}`);
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(await netProfits(page)).toEqual(expectedNetProfits("tc", WORKED_EXAMPLE));
  await expect(field(page, MESSAGES.tc["forecast.field.floorArea"])).toHaveValue("1,000");
});

test("the workbook reads numbers as typed and names a field it cannot read", async ({ page }) => {
  const query = new URLSearchParams(forecastQuery(WORKED_EXAMPLE));
  query.set("fa", "１，０００");
  query.set("rent", "HKD 120,000");
  const ok = await page.request.get(`/forecast.xlsx?${query}&lang=en`);
  expect(ok.status()).toBe(200);
  expect(ok.headers()["content-type"]).toContain("spreadsheetml");

  query.set("fa", "1,2,3");
  const bad = await page.request.get(`/forecast.xlsx?${query}&lang=en`);
  expect(bad.status()).toBe(400);
  const body = await bad.json();
  expect(Object.keys(body.data.params)).toEqual(["fa"]);
  expect(body.data.params.fa).toBe(MESSAGES.en["forecast.validation.number"]);
});
