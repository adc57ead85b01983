import AxeBuilder from "@axe-core/playwright";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { translate } from "../../src/shared/i18n/translate.ts";
import { expect, test } from "./fixtures.ts";

const en = MESSAGES.en;
const tc = MESSAGES.tc;

test("the language switch opens the same page in another language and remembers it", async ({
  page,
}) => {
  await page.goto("/about/");
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hant-HK");
  // Storing the choice is the page's code: a click before it runs is a plain link. The header
  // hydrates as one: once its menu works, so does the language switch.
  await expect(page.locator(".site-menu")).toHaveAttribute("data-interactive", "");
  await page.getByRole("link", { name: "English" }).first().click();
  await expect(page).toHaveURL(/\/en\/about\/$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  const team = translate(en, "firm.teamWithYears", { years: 12 });
  await expect(page).toHaveTitle(`Tablestart | ${translate(en, "seo.about.title", { team })}`);
  // The settings store writes after the navigation it starts: wait for the write.
  await expect
    .poll(() =>
      page.evaluate(
        () => JSON.parse(localStorage.getItem("tablestart") ?? "{}").settings?.language,
      ),
    )
    .toBe("en");

  await page.getByRole("link", { name: "简体中文" }).first().click();
  await expect(page).toHaveURL(/\/zh\/about\/$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hans");
});

test("the theme choice survives a reload", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/en/");
  const html = page.locator("html");
  await expect(html).toHaveAttribute("data-color-mode", "light");
  const lightBackground = await page.evaluate(
    () => getComputedStyle(document.body).backgroundColor,
  );

  await page.getByTitle(en["settings.display"], { exact: true }).click();
  await page.getByLabel(en["settings.theme"]).selectOption("dark");
  await expect(html).toHaveAttribute("data-color-mode", "dark");

  await page.reload();
  await expect(html).toHaveAttribute("data-color-mode", "dark");
  const darkBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(darkBackground).toBe("rgb(27, 27, 27)");
  expect(darkBackground).not.toBe(lightBackground);

  await page.getByTitle(en["settings.display"], { exact: true }).click();
  await page.getByLabel(en["settings.theme"]).selectOption("system");
  await page.reload();
  await expect(html).toHaveAttribute("data-color-mode", "light");
});

test("a service modal is a history entry: Back, backdrop and Escape close it", async ({ page }) => {
  await page.goto("/en/");
  // The details open by the page's code, asked for after the first paint (decision 062).
  await expect(page.locator(".site-menu")).toHaveAttribute("data-interactive", "");
  const learnMore = page.getByRole("button", {
    name: en["services.learnMoreLabel"].replace("{service}", en["services.licence.title"]),
  });
  const dialog = page.getByRole("dialog", { name: en["services.licence.title"] });

  await learnMore.click();
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Light Refreshment Restaurant Licence");
  await page.goBack();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/en\/$/);

  await learnMore.click();
  await expect(dialog).toBeVisible();
  // A click on the backdrop, outside the dialog box.
  await page.mouse.click(5, 5);
  await expect(dialog).toHaveCount(0);

  await learnMore.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(learnMore).toBeFocused();

  // Closing by any means leaves no modal entry behind in the history.
  await page.goBack();
  await expect(page).not.toHaveURL(/\/en\/$/);
});

test("asking about a service fills in the enquiry", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator(".site-menu")).toHaveAttribute("data-interactive", "");
  await page
    .getByRole("button", {
      name: tc["services.learnMoreLabel"].replace("{service}", tc["services.hr.title"]),
    })
    .click();
  await page.getByRole("button", { name: tc["services.ask"] }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByLabel(tc["enquiry.message"])).toHaveValue(
    tc["services.askMessage"].replace("{service}", tc["services.hr.title"]),
  );
});

test("the enquiry form shows field errors, then sends", async ({ page }) => {
  await page.goto("/en/#contact");
  const form = page.locator("#enquiry-form");
  // Before its code runs the browser would post the form itself (enquiry-no-js.spec.ts).
  await expect(form).toHaveAttribute("data-interactive", "");
  await form.getByRole("button", { name: en["enquiry.submit"] }).click();
  await expect(form.getByText(en["validation.required"]).first()).toBeVisible();
  await expect(form.locator("#enquiry-consent-error")).toHaveText(en["enquiry.error.consent"]);
  await expect(form.getByLabel(en["enquiry.name"])).toHaveAttribute("aria-invalid", "true");

  await form.getByLabel(en["enquiry.name"]).fill("Chan Tai Man");
  await form.getByLabel(en["enquiry.contact"]).fill("not-an-address");
  await form.getByLabel(en["enquiry.contact"]).blur();
  await expect(form.locator("#enquiry-contact-error")).toHaveText(en["enquiry.error.contact"]);
  await form.getByLabel(en["enquiry.contact"]).fill("chan@example.hk");
  await form.getByLabel(en["enquiry.message"]).fill("A noodle shop in Mong Kok, about 600 ft².");
  await form.getByLabel(translate(en, "enquiry.consent", { firm: en["site.brand"] })).check();
  await form.getByRole("button", { name: en["enquiry.submit"] }).click();

  await expect(page.getByRole("status").filter({ hasText: en["enquiry.success"] })).toBeVisible();
  await expect(form.getByLabel(en["enquiry.name"])).toHaveValue("");
});

test.describe("without a server", () => {
  test.use({ allowedConsoleErrors: [/ERR_CONNECTION_REFUSED/] });

  test("the enquiry form keeps what was typed when the server cannot be reached", async ({
    page,
  }) => {
    await page.goto("/zh/#contact");
    await expect(page.locator("#enquiry-form")).toHaveAttribute("data-interactive", "");
    const sc = MESSAGES.sc;
    // The form posts to its page; with the page's code loaded, as React Router's data request.
    await page.route(
      (url) => url.pathname.endsWith(".data"),
      (route) =>
        route.request().method() === "POST" ? route.abort("connectionrefused") : route.continue(),
    );
    const form = page.locator("#enquiry-form");
    await form.getByLabel(sc["enquiry.name"]).fill("王先生");
    await form.getByLabel(sc["enquiry.contact"]).fill("91234567");
    await form.getByLabel(sc["enquiry.message"]).fill("想了解开业预算。");
    await form.getByLabel(translate(sc, "enquiry.consent", { firm: sc["site.brand"] })).check();
    await form.getByRole("button", { name: sc["enquiry.submit"] }).click();
    await expect(page.getByText(sc["error.notConnected"])).toBeVisible();
    await expect(form.getByLabel(sc["enquiry.message"])).toHaveValue("想了解开业预算。");
  });
});

for (const path of ["/", "/zh/about/", "/en/"]) {
  test(`${path} has no serious accessibility violations (axe)`, async ({ page }) => {
    await page.goto(path);
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter(
      (v) => v.impact === "serious" || v.impact === "critical",
    );
    expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
  });
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  for (const path of ["/", "/zh/", "/en/", "/en/about/"]) {
    test(`${path} fits the screen without sideways scrolling`, async ({ page }) => {
      await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});

test.describe("sections below the first screen", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("load their code as the visitor comes near, not while the first screen loads", async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on("request", (request) => asked.push(new URL(request.url()).pathname));
    const chunk = (name: string) => asked.some((path) => path.startsWith(`/assets/${name}-`));
    await page.goto("/en/");
    // The page's own code runs (its header works, the settings are restored)…
    await expect(page.locator(".site-menu")).toHaveAttribute("data-interactive", "");
    await expect(page.locator("html")).toHaveAttribute("data-color-mode", "light");
    // …while the forecast, the templates and the enquiry form stay as the server sent them.
    expect(chunk("forecast-panel")).toBe(false);
    expect(chunk("template-box")).toBe(false);
    expect(chunk("enquiry-form")).toBe(false);
    await expect(page.locator("form.forecast-form")).not.toHaveAttribute("data-interactive", "");

    await page.locator("#forecast").scrollIntoViewIfNeeded();
    await expect(page.locator("form.forecast-form")).toHaveAttribute("data-interactive", "");
    expect(chunk("forecast-panel")).toBe(true);
    await page.locator("#contact").scrollIntoViewIfNeeded();
    await expect(page.locator("#enquiry-form")).toHaveAttribute("data-interactive", "");
    await expect(page.locator("#templates")).toHaveAttribute("data-interactive", "");
  });

  test("a tap anywhere asks for them: the visitor is using the page", async ({ page }) => {
    await page.goto("/en/");
    await expect(page.locator(".site-menu")).toHaveAttribute("data-interactive", "");
    await page.locator(".site-hero").tap();
    await expect(page.locator("form.forecast-form")).toHaveAttribute("data-interactive", "");
    await expect(page.locator("#enquiry-form")).toHaveAttribute("data-interactive", "");
  });
});
