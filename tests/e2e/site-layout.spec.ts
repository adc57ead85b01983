import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { expect, test } from "./fixtures.ts";

const en = MESSAGES.en;

/** One row: the brand, the display settings and the menu button side by side. */
const ONE_ROW_MAX_HEIGHT = 72;

for (const width of [320, 375, 414]) {
  test.describe(`the header on a ${width} px phone`, () => {
    test.use({ viewport: { width, height: 740 }, hasTouch: true, isMobile: true });

    test("is one row and stays in view down the page", async ({ page }) => {
      await page.goto("/en/");
      const header = page.locator(".site-header");
      expect((await header.boundingBox())?.height).toBeLessThanOrEqual(ONE_ROW_MAX_HEIGHT);
      // A row wider than the phone would widen the page, and the header would slide off its left.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await page.locator("#contact").scrollIntoViewIfNeeded();
      await expect.poll(async () => (await header.boundingBox())?.y).toBe(0);
      await expect(page.locator(".site-menu__button")).toBeInViewport();
      await expect(page.locator(".site-menu__button")).toContainText(en["nav.menu"]);
    });
  });
}

test.describe("the phone menu", () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test("opens the section and language links, follows one and closes", async ({ page }) => {
    await page.goto("/en/");
    const menu = page.locator(".site-menu");
    const button = page.locator(".site-menu__button");
    // Before the menu opens, no section link is on screen: they are folded into it.
    await expect(page.getByRole("link", { name: en["nav.contact"], exact: true })).toHaveCount(0);
    await button.click();
    await expect(menu).toHaveAttribute("open", "");
    await expect(page.getByRole("link", { name: "繁體中文", exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "简体中文", exact: true })).toBeVisible();
    await page.getByRole("link", { name: en["nav.contact"], exact: true }).click();
    await expect(page).toHaveURL(/#contact$/);
    await expect(menu).not.toHaveAttribute("open", "");
    // The section's title is not hidden under the header that stays in view.
    const headerBottom = (await page.locator(".site-header").boundingBox())!.height;
    await expect
      .poll(async () => (await page.locator("#contact-title").boundingBox())?.y ?? 0)
      .toBeGreaterThanOrEqual(headerBottom);
  });

  test("closes on Escape, giving the focus back to its button", async ({ page }) => {
    await page.goto("/en/");
    await expect(page.locator(".site-menu")).toHaveAttribute("data-interactive", "");
    await page.locator(".site-menu__button").click();
    await expect(page.locator(".site-menu")).toHaveAttribute("open", "");
    await page.keyboard.press("Escape");
    await expect(page.locator(".site-menu")).not.toHaveAttribute("open", "");
    await expect(page.locator(".site-menu__button")).toBeFocused();
  });

  test("works without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 375, height: 740 },
    });
    const page = await context.newPage();
    await page.goto("/en/");
    await page.locator(".site-menu__button").click();
    await page.getByRole("link", { name: en["nav.forecast"], exact: true }).click();
    await expect(page).toHaveURL(/#forecast$/);
    await context.close();
  });
});

test("on a desktop the section links stand in the header, with no menu", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/en/");
  await expect(page.locator(".site-menu__button")).toBeHidden();
  await expect(page.getByRole("link", { name: en["nav.services"], exact: true })).toBeVisible();
  expect((await page.locator(".site-header").boundingBox())?.height).toBeLessThanOrEqual(
    ONE_ROW_MAX_HEIGHT,
  );
});

test("Simplified Chinese pages use Simplified Chinese fonts, Traditional ones Hong Kong fonts", async ({
  page,
}) => {
  const bodyFonts = () => page.evaluate(() => getComputedStyle(document.body).fontFamily);
  await page.goto("/zh/");
  const hans = await bodyFonts();
  expect(hans).toContain('"PingFang SC"');
  expect(hans).not.toContain("HK");
  await page.goto("/");
  const hant = await bodyFonts();
  expect(hant).toContain('"PingFang HK"');
  expect(hant).not.toContain(" SC");
  // Text in the other script inside a page takes its own script's fonts.
  const link = page.locator('.site-header__languages a[lang="zh-Hans"]');
  expect(await link.evaluate((el) => getComputedStyle(el).fontFamily)).toContain('"PingFang SC"');
});

test("a template's file size stays on one line", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/en/");
  const sizes = page.locator(".template-downloads__size");
  await expect(sizes.first()).toBeVisible();
  for (const size of await sizes.all()) {
    const lines = await size.evaluate(
      (el) =>
        el.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(el).lineHeight),
    );
    expect(lines).toBeLessThan(1.5);
  }
});

test("the brand's mark and the hero's illustration are sized and decorative", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/en/");
  for (const image of [page.locator(".site-brand__mark"), page.locator(".site-hero__art")]) {
    await expect(image).toHaveAttribute("alt", "");
    await expect(image).toHaveAttribute("width", /\d+/);
    await expect(image).toHaveAttribute("height", /\d+/);
  }
  await expect(page.locator(".site-hero__art")).toBeVisible();
  await expect
    .poll(() => page.locator(".site-hero__art").evaluate((img: HTMLImageElement) => img.complete))
    .toBe(true);
  // The link is named by the brand's text, not by the picture.
  await expect(page.getByRole("link", { name: /^Tablestart/ }).first()).toBeVisible();
});
