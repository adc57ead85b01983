import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { forecast } from "../../src/shared/forecast/index.ts";
import { WORKED_EXAMPLE } from "../../src/shared/forecast/test-fixtures.ts";
import { LANGUAGE_TAG, type Language } from "../../src/shared/i18n/languages.ts";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { sitePath } from "../../src/shared/site/site-pages.ts";
import { forecastFormat } from "../../src/web/features/forecast/format.ts";
import { expect, test } from "./fixtures.ts";

const en = MESSAGES.en;
/** An iPhone 12–15 screen: the height an owner sees at once. */
const PHONE = { width: 390, height: 844 };

async function openForm(page: Page, language: Language) {
  await page.goto(sitePath(language, false));
  // Its code loads as a visitor nears the section (src/web/lib/when-wanted.ts): go there first.
  await page.locator("form.forecast-form").scrollIntoViewIfNeeded();
  await expect(page.locator("form.forecast-form")).toHaveAttribute("data-interactive", "");
}

/** The owner's own figures: the worked example of the forecast spec. */
async function fillWorkedExample(page: Page) {
  const fill = (key: keyof typeof en, value: number | null) =>
    page.getByLabel(en[key], { exact: true }).fill(String(value));
  await fill("forecast.field.floorArea", WORKED_EXAMPLE.floorArea);
  await fill("forecast.field.baseRent", WORKED_EXAMPLE.baseRent);
  await fill("forecast.field.managementFee", WORKED_EXAMPLE.managementFee);
  await fill("forecast.field.perCapitaSpend", WORKED_EXAMPLE.perCapitaSpend);
  await fill("forecast.field.dailyVisitors", WORKED_EXAMPLE.dailyVisitors);
  await page
    .getByLabel(`${en["forecast.field.turnoverRentPercent"]}${en["forecast.optional"]}`)
    .fill(String(WORKED_EXAMPLE.turnoverRentPercent));
}

const panelToggle = (page: Page, language: Language) =>
  page.getByRole("heading", { level: 3 }).getByRole("button", {
    name: MESSAGES[language]["forecast.assumptions.toggle"],
  });

const groupToggle = (page: Page, language: Language, group: "pay" | "sales") =>
  page.getByRole("heading", { level: 4 }).getByRole("button", {
    name: MESSAGES[language][`forecast.group.${group}`],
  });

test.describe("on a phone", () => {
  test.use({ viewport: PHONE });

  test("the panel starts closed and Calculate is within a screen of the last required field", async ({
    page,
  }) => {
    await openForm(page, "tc");
    const toggle = panelToggle(page, "tc");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByLabel(MESSAGES.tc["forecast.assumption.SMW"])).toBeHidden();

    // The two yes/no questions come last among the required fields.
    const lastRequired = await page.locator("#forecast-lightFood").boundingBox();
    const calculate = await page
      .getByRole("button", { name: MESSAGES.tc["forecast.submit"] })
      .boundingBox();
    if (!lastRequired || !calculate) throw new Error("the form is not laid out");
    expect(calculate.y - (lastRequired.y + lastRequired.height)).toBeLessThanOrEqual(PHONE.height);

    // Opened, the panel shows its groups closed, so Calculate is still about a screen away.
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(groupToggle(page, "tc", "pay")).toHaveAttribute("aria-expanded", "false");
    const opened = await page
      .getByRole("button", { name: MESSAGES.tc["forecast.submit"] })
      .boundingBox();
    if (!opened) throw new Error("the form is not laid out");
    expect(opened.y - (lastRequired.y + lastRequired.height)).toBeLessThanOrEqual(2 * PHONE.height);
  });
});

for (const language of ["tc", "sc"] as const) {
  test(`on a ${language} page the sources are named in Chinese, with no codes`, async ({
    page,
  }) => {
    const t = MESSAGES[language];
    await openForm(page, language);
    await panelToggle(page, language).click();
    await groupToggle(page, language, "pay").click();
    const pay = page.locator("#forecast-assumptions-pay");
    await expect(pay.getByText(t["forecast.source.S33"])).toBeVisible();
    await expect(pay.getByText(t["forecast.source.S6"]).first()).toBeVisible();
    // Every source line reads in Chinese; none is a bare code such as "S6" or "A3".
    const lines = await pay.locator(".forecast-assumption__sources li").allTextContents();
    expect(lines.length).toBeGreaterThan(10);
    for (const line of lines) expect(line).toMatch(/\p{Script=Han}/u);
    expect(await pay.textContent()).not.toMatch(/\b[SA]\d+\b/);
  });
}

test("opening a group shows plain names, each source with its kind and date", async ({ page }) => {
  await openForm(page, "en");
  await panelToggle(page, "en").click();
  const smw = page.getByLabel(en["forecast.assumption.SMW"], { exact: true });
  await expect(smw).toBeHidden();

  const toggle = groupToggle(page, "en", "pay");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(smw).toBeVisible();

  const field = page.locator(".forecast-assumption").filter({ has: smw });
  const government = field.getByRole("listitem");
  await expect(government).toHaveCount(1);
  await expect(government).toContainText(en["forecast.sourceKind.government"]);
  await expect(government).toContainText(en["forecast.source.S33"]);
  await expect(government).toContainText("10 February 2026");

  // A figure that rests on a press report says so, and says where our estimate takes over.
  const chef = page
    .locator(".forecast-assumption")
    .filter({ has: page.getByLabel(en["forecast.assumption.SAL_CHEF"], { exact: true }) });
  await expect(chef.getByRole("listitem")).toHaveText([
    new RegExp(`^${en["forecast.sourceKind.press"]}.*10 September 2025$`),
    en["forecast.sourceKind.estimate"],
  ]);

  // Closing the group hides its fields again.
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(smw).toBeHidden();
});

test("changing an assumption in a group still changes the forecast", async ({ page }) => {
  await openForm(page, "en");
  await fillWorkedExample(page);
  await panelToggle(page, "en").click();
  await groupToggle(page, "en", "sales").click();
  await page.getByLabel(en["forecast.assumption.FOOD_COST_PCT"], { exact: true }).fill("35");
  await page.getByRole("button", { name: en["forecast.submit"] }).click();

  await expect(page).toHaveURL(/FOOD_COST_PCT=0\.35/);
  const format = forecastFormat(LANGUAGE_TAG.en);
  const { scenarios } = forecast(WORKED_EXAMPLE, { FOOD_COST_PCT: 0.35 });
  await expect(page.getByTestId("net-profit-neutral")).toContainText(
    format.money(scenarios.neutral.netProfit),
  );
});

test("an assumption with an error opens its group and takes the focus", async ({ page }) => {
  await openForm(page, "en");
  await panelToggle(page, "en").click();
  await groupToggle(page, "en", "sales").click();
  const food = page.getByLabel(en["forecast.assumption.FOOD_COST_PCT"], { exact: true });
  await food.fill("-5");
  // Closing the panel and its group hides the bad figure; Calculate must bring it back.
  await groupToggle(page, "en", "sales").click();
  await panelToggle(page, "en").click();
  await fillWorkedExample(page);
  await page.getByRole("button", { name: en["forecast.submit"] }).click();
  await expect(food).toBeFocused();
  await expect(groupToggle(page, "en", "sales")).toHaveAttribute("aria-expanded", "true");
});

test("the open panel with its groups passes axe", async ({ page }) => {
  // axe walks every open group's fields: on a 2-core machine under load that alone can take 30 s.
  test.setTimeout(90_000);
  await openForm(page, "tc");
  await panelToggle(page, "tc").click();
  for (const button of await page.locator(".forecast-assumptions__group-toggle").all()) {
    await button.click();
  }
  const result = await new AxeBuilder({ page }).include(".forecast-assumptions").analyze();
  expect(result.violations).toEqual([]);
});
