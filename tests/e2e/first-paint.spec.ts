import { untilHydrated } from "./app-session.ts";
import { expect, test } from "./fixtures.ts";

/**
 * Decision 062: a page asks for its JavaScript once its first screen is painted, then hydrates
 * as before. Kept pages (allowed by hash) and pages rendered per request (nonces) both.
 */
for (const path of ["/", "/en/", "/places/1/", "/app/places"]) {
  test(`${path} asks for its code after its first screen is painted, then runs it`, async ({
    page,
  }) => {
    await page.goto(path);
    await untilHydrated(page);
    const timing = await page.evaluate(() => {
      const paint = performance.getEntriesByName("first-contentful-paint")[0] as
        | (PerformanceEntry & { paintTime?: number })
        | undefined;
      const scripts = performance
        .getEntriesByType("resource")
        .filter((entry) => /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname));
      return {
        // The frame's rendering, where the browser has it: presentation may come a little later.
        painted: paint ? (paint.paintTime ?? paint.startTime) : null,
        firstAsked: Math.min(...scripts.map((entry) => entry.startTime)),
        scripts: scripts.length,
      };
    });
    expect(timing.painted).not.toBeNull();
    expect(timing.scripts).toBeGreaterThan(2);
    expect(timing.firstAsked).toBeGreaterThanOrEqual(timing.painted ?? Number.POSITIVE_INFINITY);
  });
}

test("a hydrated app screen moves on without loading a new page", async ({ page }) => {
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(request.url());
  });
  await page.goto("/app/places");
  await untilHydrated(page);
  await page.locator("a.dir-card__link").first().click();
  await expect(page).toHaveURL(/\/app\/places\/\d+$/);
  await expect(page.locator("h1")).toBeVisible();
  expect(documents).toHaveLength(1);
});
