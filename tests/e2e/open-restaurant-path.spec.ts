import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { translate } from "../../src/shared/i18n/translate.ts";
import { openPath } from "../../src/shared/site/site-pages.ts";
import { tokenOf } from "./accounts.ts";
import { openSignedIn } from "./app-session.ts";
import { expect, test } from "./fixtures.ts";
import { openRestaurantStory } from "./open-restaurant-path.ts";

// Issue #31 item 2: one continuous path, on a phone, from a forecast to a listing under review.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
// A long story of many steps on a shared machine: the whole gets more time.
test.describe.configure({ timeout: 180_000 });

test("tc: from a forecast with typed HK figures to a listing submitted for review, and the admin's lead", async ({
  page,
}) => {
  const name = `陳大文${Date.now().toString(36)}`;
  await openRestaurantStory(page, "tc", {
    restaurant: `深水埗麵家 ${Date.now() % 10_000}`,
    name,
    district: "深水埗",
  });

  // The consultancy sees the owner as a lead, with the forecast they came with, and follows up.
  const tc = MESSAGES.tc;
  await openSignedIn(page, await tokenOf(page.request, "demo-admin"), "/app/leads");
  const lead = page.getByRole("article", { name });
  await expect(lead).toContainText(tc["leads.status.new"]);
  await lead.getByRole("button", { name: tc["leads.open"] }).click();
  await expect(lead.getByRole("link", { name: new RegExp(tc["leads.forecast"]) })).toHaveAttribute(
    "href",
    /^\/\?(.+&)?fa=1000(&|$)/,
  );
  await lead.getByLabel(tc["leads.statusLabel"]).selectOption("contacted");
  await lead.getByRole("button", { name: tc["leads.save"] }).click();
  await expect(lead.getByRole("status")).toHaveText(
    translate(tc, "leads.statusSaved", { status: tc["leads.status.contacted"] }),
  );
  await page.reload();
  await expect(lead).toContainText(tc["leads.status.contacted"]);
});

test("en: from a forecast with typed HK figures to a listing submitted for review", async ({
  page,
}) => {
  await openRestaurantStory(page, "en", {
    restaurant: `Noodle House ${Date.now() % 10_000}`,
    name: "Mary Chan",
    district: "Sham Shui Po",
  });
});

test("en: an address with an account is told so and offered a sign-in, nothing more", async ({
  page,
}) => {
  const t = MESSAGES.en;
  await page.goto(openPath("en"));
  await page.getByLabel(t["questionnaire.field.restaurantName"]).fill("Second Try");
  await page.getByLabel(t["questionnaire.field.contactName"]).fill("Someone");
  // The demo customer's address is taken.
  const taken = "customer@example.com";
  await page.getByLabel(t["questionnaire.field.email"]).fill(taken);
  await page.getByLabel(t["questionnaire.field.district"]).selectOption({ label: "Wan Chai" });
  await page.getByRole("checkbox", { name: t["questionnaire.field.consent"] }).check();
  await page.getByRole("button", { name: t["openPath.send"] }).click();
  await page.getByLabel(t["openPath.account.password"]).fill("a-good-long-password");
  await page.locator("#open-account-accept_terms").check();
  await page.getByRole("button", { name: t["openPath.account.create"] }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: t["openPath.account.taken"] }),
  ).toBeVisible();
  const signIn = page.getByRole("link", { name: t["openPath.account.signIn"] });
  await expect(signIn).toHaveAttribute("href", /^\/en\/app\/sign-in\?next=/);
});
