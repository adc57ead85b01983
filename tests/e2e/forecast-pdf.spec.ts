import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { forecast } from "../../src/shared/forecast/index.ts";
import type { ForecastInput } from "../../src/shared/forecast/types.ts";
import { LANGUAGE_TAG, type Language } from "../../src/shared/i18n/languages.ts";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { translate } from "../../src/shared/i18n/translate.ts";
import { sitePath } from "../../src/shared/site/site-pages.ts";
import { forecastFormat } from "../../src/web/features/forecast/format.ts";
import { readPdf } from "../support/read-pdf.ts";
import { expect, test } from "./fixtures.ts";

// Issue #31 item 1: the one-page PDF of the three cases, to take to a landlord or agent, at the
// rent share the owner picked; item 5: rates and insurance shown beside the P&L.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

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

async function typeForecast(page: Page, language: Language) {
  const t = MESSAGES[language];
  await page.goto(`${sitePath(language, false)}#forecast`);
  await page.locator("form.forecast-form").scrollIntoViewIfNeeded();
  await expect(page.locator("form.forecast-form")).toHaveAttribute("data-interactive", "");
  for (const [name, value] of Object.entries(TYPED)) {
    await page
      .getByLabel(t[`forecast.field.${name as keyof typeof TYPED}`], { exact: true })
      .fill(value);
  }
  await page.getByRole("button", { name: t["forecast.submit"] }).click();
}

for (const language of ["tc", "en"] as const) {
  test(`${language}: "Download PDF" gives one A4 page with the three cases at the chosen rent share`, async ({
    page,
  }) => {
    const t = MESSAGES[language];
    const format = forecastFormat(LANGUAGE_TAG[language]);
    const result = forecast(INPUT);
    await typeForecast(page, language);
    const dialog = page.getByRole("dialog", { name: t["forecast.results.title"] });
    await expect(dialog).toBeVisible();

    // Rates and other insurance are shown, with their amounts, beside the P&L.
    await expect(dialog.getByTestId("forecast-besides")).toHaveText(
      translate(t, "forecast.results.besides", {
        rates: format.money(result.rates),
        ratesRate: format.threshold(0.05),
        insurance: format.money(result.otherInsurance),
        insuranceYear: format.money(12_000),
      }),
    );

    await dialog.getByTestId("rent-share").fill("12");
    const link = dialog.getByRole("link", { name: t["forecast.action.pdf"] });
    await expect(link).toHaveAttribute("href", /[?&]share=12(&|$)/);
    const downloading = page.waitForEvent("download");
    await link.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${t["forecast.pdf.fileName"]}.pdf`);
    const file = await readFile((await download.path()) ?? "");
    const pdf = readPdf(file);
    expect(pdf.pages).toEqual([{ width: 595.28, height: 841.89 }]);
    expect(pdf.lines).toContain(t["forecast.pdf.title"]);
    expect(pdf.lines).toContain(translate(t, "forecast.pdf.ceiling", { share: "12%" }));
    const pdfMoney = new Intl.NumberFormat(LANGUAGE_TAG[language], {
      style: "currency",
      currency: "HKD",
      maximumFractionDigits: 0,
    });
    expect(pdf.lines).toContain(pdfMoney.format(0.12 * result.scenarios.neutral.revenue));
    expect(pdf.lines).toContain(pdfMoney.format(result.scenarios.neutral.netProfit));
  });
}
