import type { Page } from "@playwright/test";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { placePagePath } from "../../src/shared/places/place-page-source.ts";
import { untilHydrated } from "./app-session.ts";
import { expect, test } from "./fixtures.ts";

// A page kept by the rendered-page cache (decision 053) carries no nonce: its policy allows its own
// inline scripts by hash. An injected inline script must still be refused, and the page's own
// scripts must still run (it hydrates and answers a click).

const en = MESSAGES.en;

// The refusal of the injected script is the browser's console error that this test wants.
test.use({ allowedConsoleErrors: [/Content Security Policy/] });

/** Opens a kept page (an ETag says it came from the cache) and injects an inline script. */
async function injectInto(page: Page, path: string) {
  // The first visit may be the one that renders it; the second is certainly served from memory.
  await page.request.get(path);
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  const headers = response?.headers() ?? {};
  expect(headers.etag).toBeTruthy();
  expect(headers["content-security-policy"]).toContain("'sha256-");
  expect(headers["content-security-policy"]).not.toContain("'nonce-");

  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { violations: string[] }).violations = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`);
    });
  });
  // Playwright's own helper adds a <script> with this text, as an injection would.
  await page.addScriptTag({ content: "window.injected = true;" }).catch(() => undefined);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { violations: string[] }).violations))
    .toContain("script-src-elem inline");
  expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBe(
    undefined,
  );
  // Its own scripts still run: the page hydrates (a control used before that would do nothing).
  await untilHydrated(page);
}

test("a kept website page refuses an injected inline script, and still hydrates", async ({
  page,
}) => {
  await injectInto(page, "/en/");
  // The page's own code runs: a service's "learn more" opens its dialog.
  await page
    .getByRole("button", {
      name: en["services.learnMoreLabel"].replace("{service}", en["services.licence.title"]),
    })
    .click();
  await expect(page.getByRole("dialog", { name: en["services.licence.title"] })).toBeVisible();
});

test("a kept place page refuses an injected inline script, and still hydrates", async ({
  page,
  request,
}) => {
  const res = await request.get("/api/listar/v1/place/list?per_page=1");
  const [place] = (await res.json()).data as { ID: number }[];
  if (!place) throw new Error("the demo data has no place");
  await injectInto(page, placePagePath("en", place.ID));
  // Choosing a theme is the page's code: the dark palette applies at once.
  await page.getByTitle(en["settings.display"], { exact: true }).first().click();
  await page.getByLabel(en["settings.theme"]).first().selectOption("dark");
  await expect(page.locator("html")).toHaveAttribute("data-color-mode", "dark");
});
