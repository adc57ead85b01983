import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { renderComplete } from "../../../../tests/support/render-complete.ts";
import { scenarioBreakEvens } from "../../../shared/forecast/break-even.ts";
import { forecastQuery } from "../../../shared/forecast/forecast-query.ts";
import { forecast } from "../../../shared/forecast/index.ts";
import { exampleWith, WORKED_EXAMPLE } from "../../../shared/forecast/test-fixtures.ts";
import { LANGUAGES, type Language } from "../../../shared/i18n/languages.ts";
import { MESSAGES } from "../../../shared/i18n/messages/index.ts";
import { writtenDate } from "../../../shared/i18n/written-date.ts";
import { sitePath } from "../../../shared/site/site-pages.ts";
import { I18nProvider } from "../../i18n/i18n-context.tsx";
import { AppShell } from "../../shell/app-shell.tsx";
import { ForecastSection } from "./forecast-section.tsx";
import { forecastFormat } from "./format.ts";

function render(language: Language, search = ""): Promise<string> {
  const router = createMemoryRouter(
    [
      {
        path: "*",
        element: (
          <I18nProvider language={language} messages={MESSAGES[language]}>
            <AppShell labels={{ close: "close", loading: "loading" }} storage={null}>
              <ForecastSection />
            </AppShell>
          </I18nProvider>
        ),
      },
    ],
    { initialEntries: [`${sitePath(language, false)}${search}`] },
  );
  return renderComplete(<RouterProvider router={router} />);
}

/** The text of the page without tags, entities decoded enough to search for figures. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");

describe.each(LANGUAGES)("the forecast section in %s", (language) => {
  const messages = MESSAGES[language];
  const format = forecastFormat({ tc: "zh-Hant-HK", sc: "zh-Hans", en: "en" }[language]);

  it("renders the form with the eight inputs and no results", async () => {
    const html = await render(language);
    expect(html).toContain('id="forecast"');
    for (const name of ["fa", "rent", "mf", "spend", "visitors", "tr", "kiosk", "light"]) {
      expect(html).toContain(`name="${name}"`);
    }
    expect(html).toContain(messages["forecast.assumptions.toggle"]);
    expect(html).not.toContain('role="dialog"');
    // A missing key would show itself, like "forecast.field.floorArea".
    expect(text(html)).not.toMatch(/\bforecast\.[a-zA-Z]/);
  });

  it("renders the results of a forecast link on the server", async () => {
    const html = await render(language, `?${forecastQuery(WORKED_EXAMPLE)}`);
    const page = text(html);
    expect(html).toContain('role="dialog"');
    expect(page).toContain(messages["forecast.results.title"]);
    const result = forecast(WORKED_EXAMPLE);
    for (const scenario of Object.values(result.scenarios)) {
      expect(page).toContain(format.money(scenario.netProfit));
    }
    // Break-even in each case, rounded up, heads the results beside the customers expected; the
    // figures themselves are checked in break-even.test.ts.
    const cases = scenarioBreakEvens(WORKED_EXAMPLE);
    const lead = page.indexOf(messages["forecast.breakEven.lead"]);
    expect(lead).toBeGreaterThan(page.indexOf(messages["forecast.results.title"]));
    for (const { breakEven, expectedVisitors } of Object.values(cases)) {
      const needed = Math.ceil(breakEven.visitors ?? Number.NaN);
      const shown = messages["forecast.breakEven.value"].replace(
        "{visitors}",
        format.number(needed),
      );
      expect(page.indexOf(shown, lead)).toBeGreaterThan(lead);
      expect(page).toContain(
        messages["forecast.breakEven.expected"].replace(
          "{visitors}",
          format.number(expectedVisitors),
        ),
      );
    }
    // ... before the profit, and the rent ceiling at 15% of the neutral revenue after it.
    expect(page.indexOf(format.money(result.scenarios.neutral.netProfit))).toBeGreaterThan(lead);
    expect(page).toContain(
      messages["forecast.rentCeiling.value"].replace(
        "{amount}",
        format.money(0.15 * result.scenarios.neutral.revenue),
      ),
    );
    // The SP/LSP provision beside the P&L, the costs left out, and the law's dates (review F2, F4).
    expect(page).toContain(format.money(result.severanceProvision));
    expect(page).toContain(messages["forecast.results.excluded"]);
    expect(page).toContain(writtenDate("2027-05-01", language));
    expect(page).toContain(writtenDate("2026-05-01", language));
    const workbook = `/forecast.xlsx?${forecastQuery(WORKED_EXAMPLE)}&lang=${language}`;
    expect(html).toContain(`href="${workbook.replace(/&/g, "&amp;")}"`);
    expect(page).not.toMatch(/\bforecast\.[a-zA-Z]/);
    // The form behind the results holds the same figures, grouped as the form shows them.
    expect(html).toMatch(
      /id="forecast-floorArea"[^>]*value="1,000"|value="1,000"[^>]*id="forecast-floorArea"/,
    );
  });

  it("shows a loss in the error colour", async () => {
    const html = await render(language, `?${forecastQuery(exampleWith({ dailyVisitors: 150 }))}`);
    expect(html).toContain("forecast-scenario__net--loss");
    expect(html).toContain("forecast-money--loss");
    // "Net loss HK$…", never "Net loss -HK$…": the label already says it is a loss.
    const loss = forecast(exampleWith({ dailyVisitors: 150 })).scenarios.neutral.netProfit;
    expect(loss).toBeLessThan(0);
    const page = text(html).replace(/\s+/g, " ");
    expect(page).toContain(`${messages["forecast.results.netLoss"]} ${format.money(-loss)}`);
    expect(page).not.toContain(`${messages["forecast.results.netLoss"]} ${format.money(loss)}`);
  });

  it("heads the results of implausible figures with the warning, and praises nothing", async () => {
    const impossible = exampleWith({ floorArea: 300, dailyVisitors: 2_000 });
    const html = await render(language, `?${forecastQuery(impossible)}`);
    const page = text(html);
    const title = messages["forecast.plausibility.title"];
    expect(page).toContain(title);
    expect(page.indexOf(title)).toBeLessThan(page.indexOf(messages["forecast.results.inputs"]));
    expect(page).toContain(messages["forecast.plausibility.profitDoubt"]);
    expect(html).toContain("forecast-band--doubtful");
    expect(html).not.toContain("forecast-band--healthy");
  });

  it("shows a bad link's mistakes in the form instead of results", async () => {
    const html = await render(language, "?fa=abc&rent=60000&mf=0&spend=80&visitors=300");
    expect(html).not.toContain('role="dialog"');
    expect(text(html)).toContain(messages["forecast.validation.number"]);
    expect(html).toContain('aria-invalid="true"');
  });
});
