import type { Page } from "@playwright/test";
import { SCENARIO_NAMES } from "../../src/shared/forecast/index.ts";

/** A forecast field by its whole label ("Floor area", not "Floor area per seat"). */
export const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/**
 * Waits until the forecast form's code has arrived (it marks itself `data-interactive`); before
 * that, leaving a field checks nothing. Its code loads as a visitor nears the section
 * (src/web/lib/when-wanted.ts), so the page goes there first. No clock: as long as the app takes,
 * within the test's own timeout.
 */
export async function formHydrated(page: Page) {
  await page.locator("form.forecast-form").scrollIntoViewIfNeeded();
  await page.locator("form.forecast-form[data-interactive]").waitFor();
}

/** Each case's net profit as shown, without the "a month" after it. */
export function netProfits(page: Page) {
  return Promise.all(
    SCENARIO_NAMES.map(async (name) => {
      const text = await page.getByTestId(`net-profit-${name}`).textContent();
      return (text ?? "").split(/\s/)[0];
    }),
  );
}
