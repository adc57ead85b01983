import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import { forecastQuery } from "../../src/shared/forecast/forecast-query.ts";
import { WORKED_EXAMPLE } from "../../src/shared/forecast/test-fixtures.ts";
import type { Language } from "../../src/shared/i18n/languages.ts";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { tokenOf } from "./accounts.ts";
import { openSignedIn } from "./app-session.ts";
import { expect, test } from "./fixtures.ts";
import { fill } from "./text.ts";

// A long story of many screens on a shared 2-core machine: the whole gets more time.
test.describe.configure({ timeout: 120_000 });

const NS = "/api/listar/v1";
const RESULTS_QUERY = forecastQuery(WORKED_EXAMPLE).toString();

/** A question's label with its unit, as the form shows it. */
const withUnit = (language: Language, label: string, unit: string) =>
  fill(MESSAGES[language]["questionnaire.withUnit"], { label, unit });

/** The seeded term ids the new place form must receive: a district's and the restaurant category's. */
async function termIds(request: APIRequestContext, districtSlug: string) {
  const list = async (path: string) =>
    (await (await request.get(`${NS}/${path}`)).json()).data as {
      term_id: number;
      slug: string;
    }[];
  const [hongKong] = await list("location/list");
  let district: number | undefined;
  for (const region of await list(`location/list?parent_id=${hongKong!.term_id}`)) {
    const found = (await list(`location/list?parent_id=${region.term_id}`)).find(
      (term) => term.slug === districtSlug,
    );
    district ??= found?.term_id;
  }
  const restaurant = (await list("category/list")).find((term) => term.slug === "restaurant");
  return { district: district!, category: restaurant!.term_id };
}

/** Opens the website's forecast results and follows "get help opening this restaurant". */
async function fromForecastToQuestionnaire(page: Page, language: Language, sitePath: string) {
  const t = MESSAGES[language];
  await page.goto(`${sitePath}?${RESULTS_QUERY}`);
  const dialog = page.getByRole("dialog", { name: t["forecast.results.title"] });
  await expect(dialog).toBeFocused();
  const help = dialog.getByRole("link", { name: t["questionnaire.forecastCta.link"] });
  // A plain link in the page's language, carrying the figures and the results link.
  const href = await help.getAttribute("href");
  const prefix = { tc: "", sc: "/zh", en: "/en" }[language];
  const carried = `floor_area=1000&monthly_rent=120000&management_fee=${WORKED_EXAMPLE.managementFee}&spend_per_head=80&daily_visitors=400&forecast_link=${encodeURIComponent(`${sitePath}?${RESULTS_QUERY}`)}`;
  // Since #31 it opens the website's "open this restaurant" page (open-restaurant-path.spec.ts);
  // the app's questionnaire reads the same query, and this story goes on there.
  expect(href).toBe(`${prefix}/open/?${carried}`);
  await page.goto(`${prefix}/app/questionnaire?${carried}`);
  await expect(page).toHaveURL(/\/app\/questionnaire\?/);
  await expect(
    page.getByRole("heading", { name: t["questionnaire.title"], level: 1 }),
  ).toBeVisible();
}

/** The forecast's four figures, checked field by field. */
async function expectCarriedFigures(page: Page, language: Language) {
  const t = MESSAGES[language];
  const hkd = t["questionnaire.unit.hkd"];
  await expect(page.getByText(t["questionnaire.fromForecast"])).toBeVisible();
  await expect(
    page.getByLabel(
      withUnit(language, t["questionnaire.field.floorArea"], t["questionnaire.unit.squareFeet"]),
    ),
  ).toHaveValue("1000");
  await expect(
    page.getByLabel(withUnit(language, t["questionnaire.field.monthlyRent"], hkd)),
  ).toHaveValue("120000");
  await expect(
    page.getByLabel(withUnit(language, t["questionnaire.field.spendPerHead"], hkd)),
  ).toHaveValue("80");
  await expect(page.getByLabel(t["questionnaire.field.dailyVisitors"])).toHaveValue("400");
  // Not carried: the budget is the owner's to say.
  await expect(
    page.getByLabel(withUnit(language, t["questionnaire.field.budget"], hkd)),
  ).toHaveValue("");
}

async function answerTheRest(
  page: Page,
  language: Language,
  answers: { name: string; district: string; cuisine: string; seats: string; person: string },
) {
  const t = MESSAGES[language];
  await page.getByRole("radio", { name: t["questionnaire.stage.siteFound"] }).check();
  await page.getByLabel(t["questionnaire.field.restaurantName"]).fill(answers.name);
  await page
    .getByLabel(t["questionnaire.field.district"])
    .selectOption({ label: answers.district });
  await page.getByLabel(t["questionnaire.field.cuisine"]).fill(answers.cuisine);
  await page.getByLabel(t["questionnaire.field.seats"]).fill(answers.seats);
  await page.getByRole("checkbox", { name: t["services.licence.title"] }).check();
  await page.getByRole("checkbox", { name: t["services.hr.title"] }).check();
  await page.getByLabel(t["questionnaire.field.contactName"]).fill(answers.person);
  await page.getByRole("radio", { name: t["questionnaire.contactMethod.whatsapp"] }).check();
}

test("tc: from a forecast to the questionnaire, saved, then a pre-filled new place form; admins see the answers", async ({
  page,
}) => {
  const t = MESSAGES.tc;
  const token = await tokenOf(page.request, "demo-author");
  // Signed in before the website is opened: the app keeps the session in storage.
  await openSignedIn(page, token, "/app/settings");
  await fromForecastToQuestionnaire(page, "tc", "/");
  await expectCarriedFigures(page, "tc");
  // Signed in: the e-mail may be left out (the account's is used).
  await expect(page.getByText(t["questionnaire.field.email.helpSignedIn"])).toBeVisible();

  await answerTheRest(page, "tc", {
    name: "深水埗麵家",
    district: "深水埗",
    cuisine: "港式麵食",
    seats: "40",
    person: "李志明",
  });
  // WhatsApp needs a number, and consent is asked: both are said under their fields.
  await page.getByRole("button", { name: t["questionnaire.submit"] }).click();
  await expect(page.getByText(t["app.form.fixErrors"])).toBeVisible();
  await expect(page.getByText(t["questionnaire.error.consent"])).toBeVisible();
  await expect(page.getByLabel(t["questionnaire.field.phone"])).toBeFocused();
  await page.getByLabel(t["questionnaire.field.phone"]).fill("+852 6234 5678");
  await page.getByRole("checkbox", { name: t["questionnaire.field.consent"] }).check();
  await expect(page.getByText(t["questionnaire.error.consent"])).toBeHidden();
  await page.getByRole("button", { name: t["questionnaire.submit"] }).click();

  await expect(page.getByRole("heading", { name: t["questionnaire.saved.title"] })).toBeFocused();
  await expect(
    page.getByText(fill(t["questionnaire.saved.copy"], { email: "author@example.com" })),
  ).toBeVisible();

  const ids = await termIds(page.request, "sham-shui-po");
  await page.getByRole("link", { name: t["questionnaire.saved.list"] }).click();
  await expect(page).toHaveURL(/\/app\/my-places\/new\?/);
  const url = new URL(page.url());
  expect(Object.fromEntries(url.searchParams)).toEqual({
    location: String(ids.district),
    category: String(ids.category),
    tags: "港式麵食",
    capacity: "40",
    title: "深水埗麵家",
    phone: "+852 6234 5678",
  });
  // The form itself starts from them.
  await expect(page.getByLabel(t["listings.field.title"], { exact: true })).toHaveValue(
    "深水埗麵家",
  );
  await expect(
    page.getByRole("combobox", {
      name: `${t["listings.field.district"]}${t["app.form.optional"]}`,
    }),
  ).toHaveValue(String(ids.district));
  await expect(page.getByRole("list", { name: t["listings.tags.chosen"] })).toContainText(
    "港式麵食",
  );

  // Back in the questionnaire later, the answers are there to change.
  await page.goto("/app/questionnaire");
  await expect(page.getByText(t["questionnaire.stored"])).toBeVisible();
  await expect(page.getByLabel(t["questionnaire.field.restaurantName"])).toHaveValue("深水埗麵家");
  await expect(page.getByRole("radio", { name: t["questionnaire.stage.siteFound"] })).toBeChecked();

  // The admins' old list of answers opens the leads inbox on them (decision 084).
  await openSignedIn(page, await tokenOf(page.request, "demo-admin"), "/app/questionnaire/answers");
  await expect(page.getByRole("heading", { name: t["leads.title"], level: 1 })).toBeVisible();
  const card = page.getByRole("article", { name: "李志明" });
  await card.getByRole("button", { name: t["leads.open"] }).click();
  await expect(card).toContainText("深水埗麵家");
  await expect(card).toContainText(t["services.licence.title"]);
  await expect(card.getByRole("link", { name: new RegExp(t["leads.forecast"]) })).toHaveAttribute(
    "href",
    `/?${RESULTS_QUERY}`,
  );
});

test("en: a visitor from an English forecast answers, and listing asks them to sign in first", async ({
  page,
}) => {
  const t = MESSAGES.en;
  await fromForecastToQuestionnaire(page, "en", "/en/");
  await expectCarriedFigures(page, "en");
  await answerTheRest(page, "en", {
    name: "Harbour Noodles",
    district: "Wan Chai",
    cuisine: "Noodles",
    seats: "24",
    person: "Ann Lee",
  });
  await page.getByLabel(t["questionnaire.field.phone"]).fill("+852 5123 4567");
  await page.getByRole("checkbox", { name: t["questionnaire.field.consent"] }).check();
  // Visitors must give an e-mail address, checked before sending.
  await page.getByRole("button", { name: t["questionnaire.submit"] }).click();
  await expect(page.getByText(t["validation.required"])).toBeVisible();
  await expect(page.getByLabel(t["questionnaire.field.email"])).toBeFocused();
  await page.getByLabel(t["questionnaire.field.email"]).fill("not an address");
  await page.getByLabel(t["questionnaire.field.email"]).blur();
  await expect(page.getByText(t["questionnaire.error.email"])).toBeVisible();
  await page.getByLabel(t["questionnaire.field.email"]).fill("ann@example.hk");
  // The form with its errors shown passes axe, as the website's forms do.
  const audit = await new AxeBuilder({ page }).include("main").analyze();
  expect(audit.violations).toEqual([]);
  await page.getByRole("button", { name: t["questionnaire.submit"] }).click();
  await expect(page.getByRole("heading", { name: t["questionnaire.saved.title"] })).toBeFocused();
  await expect(
    page.getByText(fill(t["questionnaire.saved.copy"], { email: "ann@example.hk" })),
  ).toBeVisible();

  const ids = await termIds(page.request, "wan-chai");
  await page.getByRole("link", { name: t["questionnaire.saved.list"] }).click();
  // Listing needs an account: sign-in first, then on to the same pre-filled form.
  await expect(page).toHaveURL(/\/app\/sign-in\?next=/);
  const next = new URL(new URL(page.url()).searchParams.get("next")!, page.url());
  expect(next.pathname).toBe("/app/my-places/new");
  expect(Object.fromEntries(next.searchParams)).toEqual({
    location: String(ids.district),
    category: String(ids.category),
    tags: "Noodles",
    capacity: "24",
    title: "Harbour Noodles",
    // The contact details carry over as the place's own (decision 086).
    email: "ann@example.hk",
    phone: "+852 5123 4567",
  });
});

test.describe("the admins' list", () => {
  test("tells a customer that the answers are not theirs to see", async ({ page }) => {
    const token = await tokenOf(page.request, "demo-customer");
    await openSignedIn(page, token, "/app/questionnaire/answers");
    await expect(page.getByText(MESSAGES.tc["leads.notAllowed"])).toBeVisible();
  });
});
