import { forecastQuery } from "../../src/shared/forecast/forecast-query.ts";
import { WORKED_EXAMPLE } from "../../src/shared/forecast/test-fixtures.ts";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { translate } from "../../src/shared/i18n/translate.ts";
import { VALID_QUESTIONNAIRE } from "../support/valid-requests.ts";
import { tokenOf } from "./accounts.ts";
import { openSignedIn } from "./app-session.ts";
import { expect, test } from "./fixtures.ts";

// A story across the website and the app on a shared machine: the whole gets more time.
test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const tc = MESSAGES.tc;
const RESULTS_PATH = `/?${forecastQuery(WORKED_EXAMPLE)}`;

test("a visitor asks about their forecast and answers the questionnaire; the admin follows both up", async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const enquirer = `陳先生${stamp}`;
  const owner = `李小姐${stamp}`;

  // From the forecast's results, "ask us about this forecast" opens the contact form with them.
  await page.goto(RESULTS_PATH);
  const dialog = page.getByRole("dialog", { name: tc["forecast.results.title"] });
  await expect(dialog).toBeFocused();
  await dialog.getByRole("link", { name: tc["enquiry.askAboutForecast"] }).click();
  const form = page.locator("#enquiry-form");
  await expect(form).toHaveAttribute("data-interactive", "");
  await expect(form.getByText(tc["enquiry.forecastAttached"])).toBeVisible();
  await expect(form.getByRole("link", { name: tc["enquiry.forecastOpen"] })).toHaveAttribute(
    "href",
    RESULTS_PATH,
  );
  await form.getByLabel(tc["enquiry.name"]).fill(enquirer);
  await form.getByLabel(tc["enquiry.contact"]).fill("+852 6123 4567");
  await form.getByLabel(tc["enquiry.message"]).fill("想請你們看看這份預算，租金會否太高？");
  await form.getByLabel(translate(tc, "enquiry.consent", { firm: tc["site.brand"] })).check();
  await form.getByRole("button", { name: tc["enquiry.submit"] }).click();
  await expect(page.getByRole("status").filter({ hasText: tc["enquiry.success"] })).toBeVisible();

  // Another visitor's questionnaire answers (the questionnaire's own story is questionnaire.spec.ts).
  const saved = await page.request.post("/api/listar/v1/questionnaire/save", {
    data: { ...VALID_QUESTIONNAIRE, contact_name: owner, email: `${stamp}@example.hk` },
  });
  expect((await saved.json()).success).toBe(true);

  // The admin finds both in the inbox, reached from their account page.
  await openSignedIn(page, await tokenOf(page.request, "demo-admin"), "/app/me");
  await page.getByRole("link", { name: tc["leads.nav"] }).click();
  await expect(page.getByRole("heading", { name: tc["leads.title"], level: 1 })).toBeVisible();
  const enquiry = page.getByRole("article", { name: enquirer });
  const answers = page.getByRole("article", { name: owner });
  await expect(enquiry).toContainText(tc["leads.status.new"]);
  await expect(answers).toContainText(tc["leads.source.questionnaire"]);

  await answers.getByRole("button", { name: tc["leads.open"] }).click();
  await expect(answers).toContainText("深水埗麵家");
  await expect(answers.getByRole("link", { name: tc["leads.replyEmail"] })).toHaveAttribute(
    "href",
    new RegExp(`^mailto:${stamp}@example\\.hk\\?subject=`),
  );

  await enquiry.getByRole("button", { name: tc["leads.open"] }).click();
  await expect(enquiry).toContainText("想請你們看看這份預算");
  await expect(
    enquiry.getByRole("link", { name: new RegExp(tc["leads.forecast"]) }),
  ).toHaveAttribute("href", RESULTS_PATH);
  await expect(
    enquiry.getByRole("link", { name: new RegExp(tc["leads.replyWhatsapp"]) }),
  ).toHaveAttribute("href", /^https:\/\/wa\.me\/85261234567\?text=/);
  await enquiry.getByLabel(tc["leads.statusLabel"]).selectOption("contacted");
  await enquiry.getByLabel(tc["leads.note"]).fill("已致電，下星期一睇舖。");
  await enquiry.getByRole("button", { name: tc["leads.save"] }).click();
  await expect(enquiry.getByRole("status")).toHaveText(
    translate(tc, "leads.statusSaved", { status: tc["leads.status.contacted"] }),
  );

  // It stays after a reload; the "contacted" filter finds it and not the new answers.
  await page.reload();
  await expect(enquiry).toContainText(tc["leads.status.contacted"]);
  await expect(enquiry).toContainText("已致電，下星期一睇舖。");
  await page.getByRole("button", { name: new RegExp(`^${tc["leads.status.contacted"]}`) }).click();
  await expect(page).toHaveURL(/\/app\/leads\?status=contacted/);
  await expect(enquiry).toBeVisible();
  await expect(answers).toBeHidden();
});

test.describe("someone who is not an admin", () => {
  test("is told the leads are not theirs to see, and the old answers link leads there", async ({
    page,
  }) => {
    await openSignedIn(
      page,
      await tokenOf(page.request, "demo-customer"),
      "/app/questionnaire/answers",
    );
    await expect(page).toHaveURL(/\/app\/leads\?source=questionnaire$/);
    await expect(page.getByText(tc["leads.notAllowed"])).toBeVisible();
  });
});
