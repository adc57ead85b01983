import type { Page } from "@playwright/test";
import type { Language } from "../../src/shared/i18n/languages.ts";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { openPath, sitePath } from "../../src/shared/site/site-pages.ts";
import { expect } from "./fixtures.ts";
import { mailedCode } from "./outbox.ts";
import { fill } from "./text.ts";

// Issue #31 item 2: one continuous path from a forecast to a listing under review; the story
// is here so that the admin's part (the lead set to "contacted") can start where it ends.

/** Typed as a Hong Kong owner types them: commas, a "HK$", a "$". */
const TYPED = {
  floorArea: "1,000",
  baseRent: "HK$120,000",
  managementFee: "8,500",
  perCapitaSpend: "$85",
  dailyVisitors: "300",
};

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function forecastToResults(page: Page, language: Language) {
  const t = MESSAGES[language];
  await page.goto(`${sitePath(language, false)}#forecast`);
  await page.locator("form.forecast-form").scrollIntoViewIfNeeded();
  await expect(page.locator("form.forecast-form")).toHaveAttribute("data-interactive", "");
  for (const [name, value] of Object.entries(TYPED)) {
    await field(page, t[`forecast.field.${name as keyof typeof TYPED}`]).fill(value);
  }
  // Typed money shows once: no "HK$" before a typed "HK$120,000" (review 2 #58).
  const rent = field(page, t["forecast.field.baseRent"]);
  await rent.blur();
  // Typed with its "HK$", shown once: the field's own prefix stays, the value is the number.
  await expect(rent).toHaveValue("120,000");
  await page.getByRole("button", { name: t["forecast.submit"] }).click();
  const dialog = page.getByRole("dialog", { name: t["forecast.results.title"] });
  await expect(dialog).toBeVisible();
  // The answer first: break-even customers a day, for each scenario.
  await expect(dialog.getByTestId("break-even-neutral")).toBeVisible();
  return dialog;
}

/**
 * The whole story in one language: forecast → help → short first step → account (code from the
 * dev outbox) → place form pre-filled → submitted for review. Returns the owner's e-mail and the
 * restaurant's name, for the admin's part of the story (helper B: the lead set to "contacted").
 */
export async function openRestaurantStory(
  page: Page,
  language: Language,
  owner: { restaurant: string; name: string; district: string },
) {
  const t = MESSAGES[language];
  const email = `owner-${language}-${Date.now()}@example.test`;
  const dialog = await forecastToResults(page, language);

  const help = dialog.getByRole("link", { name: t["questionnaire.forecastCta.link"] });
  await help.scrollIntoViewIfNeeded();
  await help.click();
  // The website's page, in its shell and language, with the figures carried.
  await expect(page).toHaveURL(new RegExp(`${openPath(language).replaceAll("/", "\\/")}\\?`));
  await expect(page.getByRole("heading", { name: t["openPath.title"], level: 1 })).toBeVisible();
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expect(page.getByText(t["openPath.fromForecast"])).toBeVisible();

  // Step 1: short; the rest under "more details", pre-filled, the management fee included.
  await page.getByLabel(t["questionnaire.field.restaurantName"]).fill(owner.restaurant);
  await page.getByLabel(t["questionnaire.field.contactName"]).fill(owner.name);
  await page.getByLabel(t["questionnaire.field.email"]).fill(email);
  await page.getByLabel(t["questionnaire.field.district"]).selectOption({ label: owner.district });
  const month = page.getByLabel(t["questionnaire.field.openingMonth"]);
  await expect(month).toHaveAttribute("type", "month");
  await page.getByText(t["openPath.more"]).click();
  const hkd = t["questionnaire.unit.hkd"];
  const withUnit = (label: string) => fill(t["questionnaire.withUnit"], { label, unit: hkd });
  await expect(page.getByLabel(withUnit(t["questionnaire.field.monthlyRent"]))).toHaveValue(
    "120000",
  );
  await expect(page.getByLabel(withUnit(t["questionnaire.field.managementFee"]))).toHaveValue(
    "8500",
  );
  await page.getByLabel(t["questionnaire.field.seats"]).fill("40");
  await page.getByRole("checkbox", { name: t["questionnaire.field.consent"] }).check();
  await page.getByRole("button", { name: t["openPath.send"] }).click();

  // Step 2: the account from what was typed; no username.
  await expect(page.getByRole("heading", { name: t["openPath.account.title"] })).toBeFocused();
  await expect(page.getByLabel(t["openPath.account.name"])).toHaveValue(owner.name);
  await expect(page.getByLabel(t["openPath.account.email"])).toHaveValue(email);
  await page.getByLabel(t["openPath.account.password"]).fill("a-good-long-password");
  await page.locator("#open-account-accept_terms").check();
  await page.getByRole("button", { name: t["openPath.account.create"] }).click();
  await expect(page.getByRole("heading", { name: t["openPath.code.title"] })).toBeFocused();
  await page
    .getByLabel(t["openPath.code.label"], { exact: true })
    .fill(await mailedCode(page.request, email));
  await page.getByRole("button", { name: t["openPath.code.verify"] }).click();

  // Step 3: signed in (stored as the app stores it) and on to the place form, pre-filled.
  await expect(page.getByRole("heading", { name: t["openPath.list.title"] })).toBeFocused();
  const stored = await page.evaluate(() => localStorage.getItem("tablestart.auth"));
  expect(JSON.parse(stored ?? "{}")).toMatchObject({ verification: { emailVerified: true } });
  await page.getByRole("link", { name: t["openPath.list.go"] }).click();
  const prefix = { tc: "", sc: "/zh", en: "/en" }[language];
  await expect(page).toHaveURL(
    new RegExp(`^[^?]*${prefix}/app/my-places/new\\?|/app/my-places/new\\?`),
  );
  await expect(page.getByText(t["openPath.list.banner"])).toBeVisible();
  await expect(page.getByLabel(t["listings.field.title"], { exact: true })).toHaveValue(
    owner.restaurant,
  );
  await page.getByRole("button", { name: t["listings.form.submitNew"] }).click();
  await expect(page).toHaveURL(/\/app\/my-places\?status=pending$/);
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: fill(t["listings.saved.pending"], { title: owner.restaurant }) }),
  ).toBeVisible();
  return { email, restaurant: owner.restaurant };
}
