import type { Page } from "@playwright/test";
import { scenarioBreakEvens } from "../../src/shared/forecast/break-even.ts";
import { forecast, SCENARIO_NAMES } from "../../src/shared/forecast/index.ts";
import type { ForecastInput } from "../../src/shared/forecast/types.ts";
import { LANGUAGE_TAG, type Language } from "../../src/shared/i18n/languages.ts";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { sitePath } from "../../src/shared/site/site-pages.ts";
import { forecastFormat } from "../../src/web/features/forecast/format.ts";
import { expect, test } from "./fixtures.ts";

// Issue #31: an owner on a phone asks first how many customers a day it takes to break even.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** A street-shop restaurant as an owner would type it: commas, a "HK$", no turnover rent. */
const TYPED = {
  floorArea: "1,200",
  baseRent: "HK$110,000",
  managementFee: "7,800",
  perCapitaSpend: "95",
  dailyVisitors: "320",
};
const INPUT: ForecastInput = {
  floorArea: 1_200,
  baseRent: 110_000,
  managementFee: 7_800,
  perCapitaSpend: 95,
  dailyVisitors: 320,
  turnoverRentPercent: null,
  selfServiceKiosk: false,
  lightFood: false,
};

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function typeForecast(page: Page, language: Language) {
  const t = MESSAGES[language];
  await page.goto(`${sitePath(language, false)}#forecast`);
  // The form's code loads as a visitor nears it; typing before that checks nothing.
  await page.locator("form.forecast-form").scrollIntoViewIfNeeded();
  await expect(page.locator("form.forecast-form")).toHaveAttribute("data-interactive", "");
  for (const [name, value] of Object.entries(TYPED)) {
    await field(page, t[`forecast.field.${name as keyof typeof TYPED}`]).fill(value);
  }
  await page.getByRole("button", { name: t["forecast.submit"] }).click();
}

/** Waits until the dialog's slide-in has come to rest, so positions are where they stay. */
function settled(page: Page) {
  return page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished),
    ),
  );
}

for (const language of ["tc", "en"] as const) {
  test(`${language}: typed figures show break-even on the first screen, then the rent ceiling`, async ({
    page,
  }) => {
    const t = MESSAGES[language];
    const format = forecastFormat(LANGUAGE_TAG[language]);
    await typeForecast(page, language);
    const dialog = page.getByRole("dialog", { name: t["forecast.results.title"] });
    await expect(dialog).toBeVisible();
    await settled(page);

    const cases = scenarioBreakEvens(INPUT);
    const body = dialog.locator(".forecast-results__body");
    expect(await body.evaluate((element) => element.scrollTop)).toBe(0);
    for (const name of SCENARIO_NAMES) {
      const { breakEven, expectedVisitors } = cases[name];
      const needed = format.number(Math.ceil(breakEven.visitors ?? Number.NaN));
      const figure = dialog.getByTestId(`break-even-${name}`);
      await expect(figure).toHaveText(t["forecast.breakEven.value"].replace("{visitors}", needed));
      // Inside the first screen without scrolling, and the owner's own figure beside it.
      await expect(figure).toBeInViewport({ ratio: 1 });
      await expect(dialog.locator(`.forecast-answer__case[data-scenario="${name}"]`)).toContainText(
        t["forecast.breakEven.expected"].replace("{visitors}", format.number(expectedVisitors)),
      );
    }

    // The rent ceiling at the default 15% of each case's revenue, then at a share the owner picks.
    const { scenarios } = forecast(INPUT);
    const ceiling = (name: (typeof SCENARIO_NAMES)[number], share: number) =>
      t["forecast.rentCeiling.value"].replace(
        "{amount}",
        format.money(share * scenarios[name].revenue),
      );
    for (const name of SCENARIO_NAMES) {
      await expect(dialog.getByTestId(`rent-ceiling-${name}`)).toHaveText(ceiling(name, 0.15));
    }
    const share = dialog.getByTestId("rent-share");
    await share.fill("12");
    await expect(dialog.getByTestId("rent-ceiling-neutral")).toHaveText(ceiling("neutral", 0.12));
    await share.fill("90");
    await expect(share).toHaveAttribute("aria-invalid", "true");
    await expect(
      dialog.getByText(
        t["forecast.rentCeiling.shareError"].replace("{min}", "1").replace("{max}", "50"),
      ),
    ).toBeVisible();
    await expect(dialog.getByTestId("rent-ceiling-neutral")).toHaveText(ceiling("neutral", 0.12));

    // Staff read down the phone, not sideways: no role's card is wider than the screen.
    const staffing = dialog.locator(".forecast-staffing");
    await staffing.scrollIntoViewIfNeeded();
    const widths = await staffing.evaluate((table) => ({
      table: table.getBoundingClientRect().width,
      scroller: (table.parentElement as HTMLElement).scrollWidth,
      client: (table.parentElement as HTMLElement).clientWidth,
    }));
    expect(widths.table).toBeLessThanOrEqual(390);
    expect(widths.scroller).toBeLessThanOrEqual(widths.client);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    // 3 chefs on duty with relief cover are 3.75 full-time staff, said in people.
    await expect(dialog.locator('.forecast-staffing tr[data-role="chef"]')).toContainText(
      t["forecast.staffing.split"]
        .replace("{full}", format.number(3))
        .replace("{hours}", format.threshold(0.75)),
    );
  });
}
