import type { Page } from "@playwright/test";
import type { Language } from "../../src/shared/i18n/languages.ts";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { tokenOf } from "./accounts.ts";
import { openSignedIn, storeSession, untilScreenReady } from "./app-session.ts";
import { expect, test } from "./fixtures.ts";
import { fill } from "./text.ts";

// Several server-bound screens on a shared machine: the story as a whole gets more time.
test.describe.configure({ timeout: 90_000 });
test.use({ viewport: { width: 390, height: 844 } });

/**
 * What playwright.config.ts's server lacks: no consultancy name, SITE_URL on localhost, no SMTP,
 * no address lookup, no Stripe. The contact, the firm's details and the (blank) tiles are set.
 */
const MISSING = ["firmName", "siteUrl", "mail", "geocoder", "cardPayments"] as const;
const MISSING_VARIABLES = [
  "CONSULTANCY_NAME",
  "SITE_URL",
  "SMTP_URL",
  "GEOCODER_URL",
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
];

/** The setup screen as an admin sees it, checked in one language. */
async function expectSetupScreen(page: Page, language: Language) {
  const t = MESSAGES[language];
  await expect(page.getByRole("heading", { name: t["siteSetup.title"], level: 1 })).toBeVisible();
  await expect(
    page.getByText(fill(t["siteSetup.summary.missing"], { missing: 5, total: 13 })),
  ).toBeVisible();

  const missing = page.getByRole("region", { name: `${t["siteSetup.missingTitle"]} (5)` });
  const set = page.getByRole("region", { name: `${t["siteSetup.setTitle"]} (8)` });
  // The missing first, each as a card titled in the admin's language.
  const missingCards = missing.getByRole("article");
  await expect(missingCards).toHaveCount(5);
  for (const [index, id] of MISSING.entries()) {
    await expect(missingCards.nth(index).getByRole("heading", { level: 3 })).toHaveText(
      t[`siteSetup.${id}.title`],
    );
  }
  await expect(set.getByRole("article")).toHaveCount(8);
  const order = await page
    .locator("[data-setting]")
    .evaluateAll((cards) => cards.map((card) => card.getAttribute("data-setting")));
  expect(order.slice(0, 5)).toEqual([...MISSING]);

  // Each missing one: its variables to copy, what visitors get now and once it is set.
  for (const name of MISSING_VARIABLES) {
    await expect(missing.locator("code", { hasText: new RegExp(`^${name}$`) })).toBeVisible();
  }
  const mail = missing.getByRole("article", { name: t["siteSetup.mail.title"] });
  await expect(mail.getByText(t["siteSetup.status.missing"], { exact: true })).toBeVisible();
  await expect(mail.getByText(t["siteSetup.mail.missing"])).toBeVisible();
  await expect(mail.getByText(t["siteSetup.mail.set"])).toBeVisible();
  // A set one shows what the site shows of it.
  const br = set.getByRole("article", { name: t["siteSetup.brNumber.title"] });
  await expect(br.getByText("12345678-000")).toBeVisible();
  await expect(br.getByText(t["siteSetup.brNumber.set"])).toBeVisible();

  // Nothing wider than the phone.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test("an admin on a phone finds the site setup from the account tab and sees what is missing, in Chinese", async ({
  page,
  context,
}) => {
  const t = MESSAGES.tc;
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await openSignedIn(page, await tokenOf(page, "demo-admin"), "/app/me");
  await page
    .getByRole("navigation", { name: t["app.home.accountMenu"] })
    .getByRole("link", { name: t["siteSetup.title"] })
    .click();
  await expect(page).toHaveURL(/\/app\/setup$/);
  await untilScreenReady(page);
  await expectSetupScreen(page, "tc");

  // The variable's name goes to the clipboard, and the screen says so.
  await page
    .getByRole("button", { name: fill(t["siteSetup.copyName"], { name: "SMTP_URL" }) })
    .click();
  await expect(page.getByRole("status").filter({ hasText: "SMTP_URL" })).toHaveText(
    fill(t["siteSetup.copied"], { name: "SMTP_URL" }),
  );
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("SMTP_URL");
});

test("an admin on a phone reads the site setup in English", async ({ page }) => {
  await openSignedIn(page, await tokenOf(page, "demo-admin"), "/en/app/setup");
  await expect(page).toHaveURL(/\/app\/setup$/);
  await expectSetupScreen(page, "en");
});

test.describe("for anyone else", () => {
  // The browser notes the server's refusal of the read in its console.
  test.use({
    allowedConsoleErrors: [/^Failed to load resource: the server responded with a status of 403/],
  });

  test("a customer is refused by the server and offered no link to it", async ({ page }) => {
    const t = MESSAGES.en;
    const token = await tokenOf(page, "demo-customer");
    await storeSession(page, token);
    await page.goto("/en/app/me");
    await untilScreenReady(page);
    const menu = page.getByRole("navigation", { name: t["app.home.accountMenu"] });
    await expect(menu.getByRole("link", { name: t["listings.mine.title"] })).toBeVisible();
    await expect(menu.getByRole("link", { name: t["siteSetup.title"] })).toHaveCount(0);
    await page.goto("/app/setup");
    await expect(page.getByRole("alert")).toHaveText(t["siteSetup.api.adminsOnly"]);
    await expect(page.locator("[data-setting]")).toHaveCount(0);
  });
});
