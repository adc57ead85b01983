import type { Page } from "@playwright/test";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { untilHydrated } from "./app-session.ts";
import { expect, test } from "./fixtures.ts";

/**
 * Decision 063: a tap on a button of a server-rendered page before its code has arrived is kept
 * and done once the page has hydrated. The page's entry module is held back until the story has
 * tapped, as a slow line would hold it.
 */
async function holdTheCode(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/entry\.client-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const hydrated = (page: Page) => page.evaluate(() => "__reactRouterDataRouter" in window);

test("'Learn more' tapped before the page's code has arrived opens the service once it has", async ({
  page,
}) => {
  const release = await holdTheCode(page);
  await page.goto("/en/", { waitUntil: "domcontentloaded" });
  const more = page.locator(".site-service__more").first();
  const title = await page.locator(".site-service__title").first().innerText();
  await more.click();
  expect(await hydrated(page)).toBe(false);
  await expect(more).toHaveAttribute("aria-busy", "true");

  release();
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog).toBeVisible();
  await expect(more).not.toHaveAttribute("aria-busy");
  // Kept once: closing it leaves the page as it was, with no second dialog behind.
  await dialog.getByRole("button", { name: MESSAGES.en["common.close"] }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("'Save' tapped by a visitor before the app's code has arrived still leads to sign-in", async ({
  page,
}) => {
  const release = await holdTheCode(page);
  await page.goto("/app/places/1", { waitUntil: "domcontentloaded" });
  await page.getByRole("button", { name: new RegExp(MESSAGES.tc["directory.place.save"]) }).click();
  expect(await hydrated(page)).toBe(false);

  release();
  await expect(page).toHaveURL(/\/app\/sign-in\?next=%2Fapp%2Fplaces%2F1%3Fwish%3D1$/);
});

test("a tap after the page has hydrated is the page's alone", async ({ page }) => {
  await page.goto("/en/");
  await untilHydrated(page);
  await page.locator(".site-service__more").first().click();
  await expect(page.getByRole("dialog")).toHaveCount(1);
  await expect(page.locator("[aria-busy='true']")).toHaveCount(0);
});
