import type { APIRequestContext, Page } from "@playwright/test";
import type { Language } from "../../src/shared/i18n/languages.ts";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { translate } from "../../src/shared/i18n/translate.ts";
import { sitePath } from "../../src/shared/site/site-pages.ts";
import { expect, test } from "./fixtures.ts";

/** What one visitor types: each value is unique to the test, so their mail can be found. */
function enquiry(label: string) {
  const marker = `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  return {
    name: `陳大文 ${marker}`,
    contact: "+852 9123 4567",
    message: `想在觀塘開一間咖啡店，約 600 平方呎。${marker}`,
    marker,
  };
}

/**
 * Every URL the page is at or asks for as a page (navigations and their redirects): none may hold
 * a field's name or anything typed, not even percent-encoded.
 */
function watchUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on("framenavigated", (frame) => urls.push(frame.url()));
  page.on("request", (request) => {
    if (request.isNavigationRequest()) urls.push(request.url());
  });
  return urls;
}

function expectNoFieldIn(urls: string[], typed: ReturnType<typeof enquiry>) {
  expect(urls.length).toBeGreaterThan(0);
  for (const url of urls) {
    const decoded = decodeURIComponent(url.replace(/\+/g, " "));
    for (const field of ["name=", "contact=", "message=", "consent=", "website=", "intent="]) {
      expect(url, `${field} in a URL`).not.toContain(field);
    }
    expect(decoded).not.toContain(typed.marker);
    expect(decoded).not.toContain("9123");
  }
}

async function mailWith(request: APIRequestContext, marker: string) {
  const answer = await (await request.get("/dev/mail.json")).json();
  return (answer.data as { subject: string; text: string }[]).find((mail) =>
    mail.text.includes(marker),
  );
}

async function fillEnquiry(page: Page, language: Language, typed: ReturnType<typeof enquiry>) {
  const messages = MESSAGES[language];
  const form = page.locator("#enquiry-form");
  await form.getByLabel(messages["enquiry.name"]).fill(typed.name);
  await form.getByLabel(messages["enquiry.contact"]).fill(typed.contact);
  await form.getByLabel(messages["enquiry.message"]).fill(typed.message);
  await form
    .getByLabel(translate(messages, "enquiry.consent", { firm: messages["site.brand"] }))
    .check();
  return form;
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const [language, languageName] of [
    ["en", "English"],
    ["tc", "繁體中文"],
  ] as const) {
    test(`an enquiry in ${language} is received and thanked for in ${language}, with no field in any URL`, async ({
      page,
      request,
    }) => {
      const messages = MESSAGES[language];
      const urls = watchUrls(page);
      const typed = enquiry(language);
      const home = sitePath(language, false);
      await page.goto(home);
      const form = await fillEnquiry(page, language, typed);
      await form.getByRole("button", { name: messages["enquiry.submit"] }).click();

      // A whole page from the server, in the same language, opened at the form.
      await expect(
        page.getByRole("status").filter({ hasText: messages["enquiry.success"] }),
      ).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute(
        "lang",
        language === "en" ? "en" : "zh-Hant-HK",
      );
      expect(new URL(page.url()).pathname).toBe(home);
      expect(new URL(page.url()).hash).toBe("#enquiry-form");
      // The form is empty again, ready for another enquiry.
      await expect(form.getByLabel(messages["enquiry.name"])).toHaveValue("");

      const mail = await mailWith(request, typed.marker);
      expect(mail?.text).toContain(`Name: ${typed.name}`);
      expect(mail?.text).toContain(`Contact: ${typed.contact}`);
      expect(mail?.text).toContain(`Language: ${languageName}`);
      expectNoFieldIn(urls, typed);
    });
  }

  test.describe("with a mistake", () => {
    // The page that shows the errors is the answer to a bad request, and says so (400).
    test.use({ allowedConsoleErrors: [/status of 400 \(Bad Request\)/] });

    test("invalid input comes back with the errors beside the fields and what was typed", async ({
      page,
      request,
    }) => {
      const sc = MESSAGES.sc;
      const urls = watchUrls(page);
      const typed = enquiry("invalid");
      await page.goto("/zh/about/");
      const form = page.locator("#enquiry-form");
      await form.getByLabel(sc["enquiry.name"]).fill(typed.name);
      await form.getByLabel(sc["enquiry.contact"]).fill("not an address 9123");
      await form.getByLabel(sc["enquiry.message"]).fill(typed.message);
      // Consent left unticked.
      await form.getByRole("button", { name: sc["enquiry.submit"] }).click();

      await expect(form.locator("#enquiry-contact-error")).toHaveText(sc["enquiry.error.contact"]);
      await expect(form.locator("#enquiry-consent-error")).toHaveText(sc["enquiry.error.consent"]);
      await expect(form.locator("#enquiry-name-error")).toHaveCount(0);
      await expect(form.getByText(sc["enquiry.fieldError"])).toBeVisible();
      await expect(form.getByLabel(sc["enquiry.contact"])).toHaveAttribute("aria-invalid", "true");
      // What was typed is still there, in the Simplified Chinese page it was sent from.
      await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hans");
      expect(new URL(page.url()).pathname).toBe("/zh/about/");
      await expect(form.getByLabel(sc["enquiry.name"])).toHaveValue(typed.name);
      await expect(form.getByLabel(sc["enquiry.contact"])).toHaveValue("not an address 9123");
      await expect(form.getByLabel(sc["enquiry.message"])).toHaveValue(typed.message);
      expect(await mailWith(request, typed.marker)).toBeUndefined();

      // Put right and sent again, it goes through.
      await form.getByLabel(sc["enquiry.contact"]).fill("chan@example.hk");
      await form.getByLabel(translate(sc, "enquiry.consent", { firm: sc["site.brand"] })).check();
      await form.getByRole("button", { name: sc["enquiry.submit"] }).click();
      await expect(
        page.getByRole("status").filter({ hasText: sc["enquiry.success"] }),
      ).toBeVisible();
      expect((await mailWith(request, typed.marker))?.text).toContain("Language: 简体中文");
      expectNoFieldIn(urls, typed);
    });
  });
});

test.describe("with JavaScript", () => {
  test("the form sends through the page's code: no page load, no field in any URL", async ({
    page,
    request,
  }) => {
    const en = MESSAGES.en;
    const urls = watchUrls(page);
    const typed = enquiry("js");
    await page.goto("/en/");
    const form = page.locator("#enquiry-form");
    // Its code loads as a visitor nears the section (src/web/lib/when-wanted.ts): go there first.
    await form.scrollIntoViewIfNeeded();
    await expect(form).toHaveAttribute("data-interactive", "");
    await fillEnquiry(page, "en", typed);
    const navigations = urls.length;
    const posted = page.waitForRequest((r) => r.method() === "POST");
    await form.getByRole("button", { name: en["enquiry.submit"] }).click();
    const post = await posted;
    // The fields travel in the body only.
    expect(post.postData()).toContain(encodeURIComponent(typed.marker));
    expect(decodeURIComponent(post.url())).not.toContain(typed.marker);

    await expect(page.getByRole("status").filter({ hasText: en["enquiry.success"] })).toBeVisible();
    await expect(form.getByLabel(en["enquiry.message"])).toHaveValue("");
    expect(urls.length, "a navigation happened").toBe(navigations);
    expect((await mailWith(request, typed.marker))?.text).toContain("Language: English");
    expectNoFieldIn(urls, typed);
  });

  test("what was typed survives a reload, and is forgotten once sent", async ({ page }) => {
    const tc = MESSAGES.tc;
    const typed = enquiry("reload");
    await page.goto("/");
    const form = page.locator("#enquiry-form");
    // Its code loads as a visitor nears the section (src/web/lib/when-wanted.ts): go there first.
    await form.scrollIntoViewIfNeeded();
    await expect(form).toHaveAttribute("data-interactive", "");
    await fillEnquiry(page, "tc", typed);
    // The draft is written after the typing renders: wait for it, not for a time.
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem("tablestartEnquiryDraft") ?? ""))
      .toContain(typed.marker);

    await page.reload();
    await expect(form).toHaveAttribute("data-interactive", "");
    await expect(form.getByLabel(tc["enquiry.name"])).toHaveValue(typed.name);
    await expect(form.getByLabel(tc["enquiry.contact"])).toHaveValue(typed.contact);
    await expect(form.getByLabel(tc["enquiry.message"])).toHaveValue(typed.message);
    await expect(
      form.getByLabel(translate(tc, "enquiry.consent", { firm: tc["site.brand"] })),
    ).toBeChecked();

    await form.getByRole("button", { name: tc["enquiry.submit"] }).click();
    await expect(page.getByRole("status").filter({ hasText: tc["enquiry.success"] })).toBeVisible();
    await page.reload();
    await expect(form).toHaveAttribute("data-interactive", "");
    await expect(form.getByLabel(tc["enquiry.message"])).toHaveValue("");
  });

  test.describe("without a connection", () => {
    test.use({ allowedConsoleErrors: [/ERR_CONNECTION_REFUSED|ERR_FAILED/] });

    test("a refused post says so and keeps the page and what was typed", async ({ page }) => {
      const en = MESSAGES.en;
      const typed = enquiry("offline");
      await page.goto("/en/about/");
      const form = page.locator("#enquiry-form");
      await form.scrollIntoViewIfNeeded();
      await expect(form).toHaveAttribute("data-interactive", "");
      await page.route(
        (url) => url.pathname.endsWith(".data"),
        (route) =>
          route.request().method() === "POST" ? route.abort("connectionrefused") : route.continue(),
      );
      await fillEnquiry(page, "en", typed);
      await form.getByRole("button", { name: en["enquiry.submit"] }).click();
      await expect(
        page.getByRole("alert").filter({ hasText: en["error.notConnected"] }),
      ).toBeVisible();
      await expect(form.getByLabel(en["enquiry.message"])).toHaveValue(typed.message);
      await expect(page.locator("h1")).toBeVisible();
    });
  });
});
