import type { Page, Route } from "@playwright/test";
import { forecastQuery } from "../../src/shared/forecast/forecast-query.ts";
import { WORKED_EXAMPLE } from "../../src/shared/forecast/test-fixtures.ts";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { ERROR_PAGE_TEXT } from "../../src/web/error-page-text.ts";
import { CHUNK_ATTEMPTS } from "../../src/web/lib/chunk-retry.ts";
import { expect, test } from "./fixtures.ts";
import { field, formHydrated } from "./forecast-form.ts";

// Issue [7] items 1 and 7: nothing typed is lost when code fails to load or the page reloads, a
// damaged results link says what it lost, and error pages stay in the page's language.

const en = MESSAGES.en;
const RESULTS_QUERY = forecastQuery(WORKED_EXAMPLE).toString();
// Retries ask under a query (`?retry=2`), which the routes must refuse as well.
const RESULTS_CHUNK = /\/assets\/forecast-results-[^/?]*\.js(\?.*)?$/;
const PANEL_CHUNK = /\/assets\/forecast-panel-[^/?]*\.js(\?.*)?$/;

/**
 * What the page reports of a refused chunk, which these tests cause on purpose: the browser's
 * notes, and React's report that it rendered the section again on the client after the failed
 * import — #520, or #422 when the failure came while the server's HTML was still being hydrated
 * (which one depends on timing) — which React hands to `reportError`, so it arrives as a page error.
 */
const REFUSED_CHUNK_ERRORS =
  /^Failed to load resource: net::ERR_FAILED$|Failed to fetch dynamically imported module: .*\/assets\/forecast-(results|panel)-|^Minified React error #(520|422);/;

/**
 * fixtures.ts's guard, narrowed for tests that refuse a chunk: those reports, console or page
 * errors, are expected; anything else still fails the test.
 */
const refusingTest = test.extend({
  // Replaces the guard of the same name (still automatic).
  failOnConsoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    const note = (text: string) => {
      if (!REFUSED_CHUNK_ERRORS.test(text)) errors.push(text);
    };
    page.on("console", (message) => {
      if (message.type() === "error") note(message.text());
    });
    page.on("pageerror", (error) => note(error.message));
    await use(undefined);
    expect(errors, "console errors on the page").toEqual([]);
  },
});

/** Fills the worked example's required figures, leaving turnover rent blank. */
async function fillRequired(page: Page) {
  await field(page, en["forecast.field.floorArea"]).fill("1000");
  await field(page, en["forecast.field.baseRent"]).fill("120000");
  await field(page, en["forecast.field.managementFee"]).fill("8000");
  await field(page, en["forecast.field.perCapitaSpend"]).fill("80");
  await field(page, en["forecast.field.dailyVisitors"]).fill("400");
}

async function expectRequiredFilled(page: Page) {
  // Shown back as typed or grouped ("120,000"): either way the same figure.
  const figure = (digits: string) => new RegExp(`^${digits.replace(/\B(?=(\d{3})+$)/g, ",?")}$`);
  await expect(field(page, en["forecast.field.floorArea"])).toHaveValue(figure("1000"));
  await expect(field(page, en["forecast.field.baseRent"])).toHaveValue(figure("120000"));
  await expect(field(page, en["forecast.field.managementFee"])).toHaveValue(figure("8000"));
  await expect(field(page, en["forecast.field.perCapitaSpend"])).toHaveValue("80");
  await expect(field(page, en["forecast.field.dailyVisitors"])).toHaveValue("400");
}

/**
 * Refuses a chunk's requests while `refusing(url)` says so. Counts the attempts to load it: each
 * retry asks under a URL of its own, and Chromium may fetch one URL more than once (a module
 * preload, then the import), so attempts are the distinct URLs refused.
 */
async function refuse(page: Page, chunk: RegExp, refusing: (url: string) => boolean = () => true) {
  const attempts = new Set<string>();
  await page.route(chunk, (route: Route) => {
    const url = route.request().url();
    if (!refusing(url)) return route.continue();
    attempts.add(url);
    return route.abort("failed");
  });
  return {
    get count() {
      return attempts.size;
    },
    has: (url: string) => attempts.has(url),
  };
}

refusingTest.describe("when code cannot be loaded", () => {
  refusingTest(
    "Calculate still shows the results, from the server, when the page's results code is gone",
    async ({ page }) => {
      await page.goto("/en/#forecast");
      await formHydrated(page);
      // As after a new deployment: this page's results chunk is gone, a freshly loaded page's is not.
      let fresh = false;
      page.on("request", (request) => {
        if (request.isNavigationRequest() && request.url().includes("?")) fresh = true;
      });
      const refused = await refuse(page, RESULTS_CHUNK, () => !fresh);
      await fillRequired(page);
      await page.getByRole("button", { name: en["forecast.submit"] }).click();

      const dialog = page.getByRole("dialog", { name: en["forecast.results.title"] });
      await expect(dialog).toBeVisible();
      await expect(page).toHaveURL(/\/en\/\?fa=1000&rent=120000&mf=8000&spend=80&visitors=400$/);
      expect(fresh, "the page was loaded afresh from the server").toBe(true);
      expect(refused.count, "the chunk was asked for again before giving up").toBe(CHUNK_ATTEMPTS);
      // The fresh page's code works: the results close, and the form holds the figures.
      await expect(dialog).toBeFocused();
      await dialog.getByRole("button", { name: en["common.close"] }).click();
      await expect(dialog).toBeHidden();
      await expectRequiredFilled(page);
    },
  );

  refusingTest(
    "a results chunk lost once is asked for again, and the page stays",
    async ({ page }) => {
      await page.goto("/en/#forecast");
      await formHydrated(page);
      let reloaded = false;
      page.on("request", (request) => {
        if (request.isNavigationRequest()) reloaded = true;
      });
      // Every request under the first attempt's URL fails; the retry's own URL loads.
      const refused = await refuse(
        page,
        RESULTS_CHUNK,
        (url) => refused.count === 0 || refused.has(url),
      );
      await fillRequired(page);
      await page.getByRole("button", { name: en["forecast.submit"] }).click();
      const dialog = page.getByRole("dialog", { name: en["forecast.results.title"] });
      await expect(dialog).toBeVisible();
      await expect(dialog).toBeFocused();
      expect(refused.count).toBe(1);
      expect(reloaded, "the results came without loading the page again").toBe(false);
    },
  );

  refusingTest(
    "if the results code never arrives, the reader gets a message and keeps the figures",
    async ({ page }) => {
      await page.goto("/en/#forecast");
      await formHydrated(page);
      await refuse(page, RESULTS_CHUNK);
      await fillRequired(page);
      await page.getByRole("button", { name: en["forecast.submit"] }).click();

      // After one fresh load the message stands, in view, with a reload; no reload loop follows.
      const message = page.getByRole("alert").filter({ hasText: en["section.resultsFailed"] });
      await expect(message).toBeVisible();
      await expect(message).toBeInViewport();
      await expect(message.getByRole("button", { name: en["section.reload"] })).toBeVisible();
      await expect(page).toHaveURL(/\?fa=1000&/);
      await formHydrated(page);
      await expectRequiredFilled(page);
    },
  );

  refusingTest(
    "a section whose code fails shows a message and leaves the rest of the page working",
    async ({ page }) => {
      await refuse(page, PANEL_CHUNK);
      await page.goto("/en/");
      const forecast = page.locator("#forecast");
      // Its code is asked for as the visitor nears the section (src/web/lib/when-wanted.ts).
      await forecast.scrollIntoViewIfNeeded();
      await expect(forecast.getByRole("alert")).toContainText(en["section.failed"]);
      await expect(forecast.getByRole("button", { name: en["section.reload"] })).toBeVisible();
      // The other sections are there and work: a service's details open.
      await expect(page.locator("#templates")).toBeVisible();
      await expect(page.locator("#contact")).toBeVisible();
      await page.locator(".site-service__more").first().click();
      await expect(page.getByRole("dialog")).toBeVisible();
    },
  );
});

test("typed figures survive a reload of the page", async ({ page }) => {
  await page.goto("/en/#forecast");
  await formHydrated(page);
  await fillRequired(page);
  await page
    .getByRole("group", { name: en["forecast.field.lightFood"] })
    .getByLabel(en["forecast.yes"])
    .check();
  await page.reload();
  await formHydrated(page);
  await expectRequiredFilled(page);
  await expect(
    page
      .getByRole("group", { name: en["forecast.field.lightFood"] })
      .getByLabel(en["forecast.yes"]),
  ).toBeChecked();

  // Once sent, they are the results link's, and the draft is gone: a fresh home page is empty.
  await page.getByRole("button", { name: en["forecast.submit"] }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.goto("/en/");
  await formHydrated(page);
  await expect(field(page, en["forecast.field.floorArea"])).toHaveValue("");
});

test("a damaged results link names the values it lost and fills in the rest", async ({ page }) => {
  // The worked example's link, cut short in the middle of "visitors=400".
  const cut = RESULTS_QUERY.slice(0, RESULTS_QUERY.indexOf("visitors=") + 4);
  await page.goto(`/en/?${cut}`);
  const notice = page.getByRole("alert").filter({ hasText: en["forecast.field.dailyVisitors"] });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText("“visi”");
  await expect(notice).not.toContainText(en["forecast.field.floorArea"]);
  // A link with figures asks for the form's code at once (no scrolling to it, which would race
  // the page's own move to the message).
  await expect(page.locator("form.forecast-form")).toHaveAttribute("data-interactive", "");
  // The page goes to the message rather than leaving the reader at the top with no results.
  await expect(notice).toBeInViewport();
  await expect(notice).toBeFocused();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(field(page, en["forecast.field.floorArea"])).toHaveValue(/^1,?000$/);
  await expect(field(page, en["forecast.field.perCapitaSpend"])).toHaveValue("80");
  await expect(field(page, en["forecast.field.dailyVisitors"])).toHaveValue("");
});

test("the damaged-link message is in the page's language", async ({ page }) => {
  await page.goto("/zh/?fa=1000&rent=120000");
  const sc = MESSAGES.sc;
  await expect(page.getByRole("alert").first()).toContainText(sc["forecast.field.managementFee"]);
  await expect(page.getByRole("alert").first()).toContainText(sc["forecast.field.dailyVisitors"]);
});

test("'change the figures' from a shared link goes to the form with the figures filled in", async ({
  page,
}) => {
  await page.goto(`/en/?${RESULTS_QUERY}`);
  const dialog = page.getByRole("dialog", { name: en["forecast.results.title"] });
  await expect(dialog).toBeFocused();
  await dialog.getByRole("button", { name: en["forecast.action.edit"] }).click();
  await expect(dialog).toBeHidden();
  const first = field(page, en["forecast.field.floorArea"]);
  await expect(first).toBeFocused();
  await expect(first).toBeInViewport();
  await expectRequiredFilled(page);
  await expect(page).toHaveURL(/\/en\/$/);
});

test.describe("error pages", () => {
  // The browser notes the 404 a missing page is answered with.
  test.use({
    allowedConsoleErrors: [/^Failed to load resource: the server responded with a status of 404/],
  });

  for (const [prefix, language] of [
    ["/en/", "en"],
    ["/zh/", "sc"],
    ["/", "tc"],
  ] as const) {
    test(`a missing page under ${prefix} is in its language and links to ${prefix}`, async ({
      page,
    }) => {
      const response = await page.goto(`${prefix}does-not-exist/`);
      expect(response?.status()).toBe(404);
      await expect(page.locator("html")).toHaveAttribute(
        "lang",
        { en: "en", sc: "zh-Hans", tc: "zh-Hant-HK" }[language],
      );
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        MESSAGES[language]["notFound.title"],
      );
      await expect(
        page.getByRole("link", { name: MESSAGES[language]["notFound.home"] }),
      ).toHaveAttribute("href", prefix);
    });
  }

  test("the last-resort error page is in the path's language and links to its home", async ({
    page,
  }) => {
    // A page that takes no form: posting to it fails the page itself (405), past its own screen.
    const response = await page.request.post("/en/privacy/", { form: { x: "1" } });
    expect(response.status()).toBe(405);
    const html = await response.text();
    expect(html).toContain(`<h1>${ERROR_PAGE_TEXT.en.errorTitle}</h1>`);
    expect(html).toContain(`class="error-page__home" href="/en/"`);
    const sc = await (await page.request.post("/zh/terms/", { form: { x: "1" } })).text();
    expect(sc).toContain(`<h1>${ERROR_PAGE_TEXT.sc.errorTitle}</h1>`);
    expect(sc).toContain(`class="error-page__home" href="/zh/"`);
  });
});
