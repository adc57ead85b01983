import type { APIRequestContext, Page } from "@playwright/test";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { untilHydrated } from "./app-session.ts";
import { expect, test } from "./fixtures.ts";
import { fill } from "./text.ts";

// A story of several screens on a shared 2-core machine: the whole gets more time.
test.describe.configure({ timeout: 90_000 });
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const tc = MESSAGES.tc;
const LIST = "/api/listar/v1/place/list";

interface ListAnswer {
  data: { post_title: string; category: { term_id: number; name: string } | null }[];
  pagination: { total: number };
}

/** What the directory itself says a query finds, to hold the screen against. */
async function list(request: APIRequestContext, query: string): Promise<ListAnswer> {
  const answer = await request.get(`${LIST}?per_page=100&${query}`);
  expect(answer.ok()).toBe(true);
  return answer.json();
}

const totalText = (count: number) => fill(tc["directory.places.total.other"], { count });

/** The titles of the cards on screen, once the list shows the count it should. */
async function cardTitles(page: Page, count: number) {
  await expect(page.getByRole("status").filter({ hasText: totalText(count) })).toBeVisible();
  const cards = page.getByRole("list").filter({ has: page.getByRole("article") });
  return cards.getByRole("heading", { level: 2 }).allInnerTexts();
}

test("a district opened from 地區 stays through the filter sheet until the visitor clears it", async ({
  page,
  request,
}) => {
  await page.goto("/app/districts");
  await untilHydrated(page);
  await page.getByRole("link", { name: /油尖旺/ }).click();
  await expect(page).toHaveURL(/\/app\/places\?location=\d+$/);
  const location = new URL(page.url()).searchParams.get("location") ?? "";

  const everywhere = await list(request, "");
  const inDistrict = await list(request, `location=${location}`);
  const districtTitles = new Set(inDistrict.data.map((place) => place.post_title));
  expect(inDistrict.pagination.total).toBeGreaterThan(0);
  expect(inDistrict.pagination.total).toBeLessThan(everywhere.pagination.total);
  for (const title of await cardTitles(page, inDistrict.pagination.total))
    expect(districtTitles).toContain(title);

  // The sheet opens on the district the list was opened with, shown as chosen.
  const sheet = page.getByRole("dialog", { name: tc["directory.filter.title"] });
  const filters = (count: number) =>
    page.getByRole("button", { name: fill(tc["directory.places.filtersActive"], { count }) });
  const district = sheet.getByLabel(tc["directory.filter.district"]);
  const apply = sheet.getByRole("button", { name: tc["directory.filter.apply"] });
  await filters(1).click();
  await expect(sheet).toBeVisible();
  await expect(district).toHaveValue(location);
  await expect(district.locator("option:checked")).toHaveText("油尖旺");

  // A bare Apply keeps it.
  await apply.click();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`\\?location=${location}$`));
  await cardTitles(page, inDistrict.pagination.total);

  // A category on top narrows 油尖旺, never widens to all of Hong Kong.
  const category = inDistrict.data.find((place) => place.category)?.category;
  if (!category) throw new Error("油尖旺's demo places have no category");
  await filters(1).click();
  await sheet.getByRole("checkbox", { name: category.name, exact: true }).check();
  await apply.click();
  await expect(page).toHaveURL(new RegExp(`category=${category.term_id}&location=${location}$`));
  const both = await list(request, `location=${location}&category=${category.term_id}`);
  expect(both.pagination.total).toBeGreaterThan(0);
  for (const title of await cardTitles(page, both.pagination.total))
    expect(districtTitles).toContain(title);

  // Open now on top of both: the district and the category are still chosen in the sheet.
  await filters(2).click();
  await expect(district).toHaveValue(location);
  await expect(sheet.getByRole("checkbox", { name: category.name, exact: true })).toBeChecked();
  await sheet.getByRole("checkbox", { name: tc["directory.filter.openNow"] }).check();
  await apply.click();
  await expect(page).toHaveURL(
    new RegExp(`category=${category.term_id}&location=${location}&open_now=1$`),
  );
  await expect(filters(3)).toBeVisible();
  const open = await list(request, `location=${location}&category=${category.term_id}&open_now=1`);
  if (open.pagination.total) {
    for (const title of await cardTitles(page, open.pagination.total))
      expect(districtTitles).toContain(title);
  } else {
    await expect(page.getByText(tc["directory.places.empty"], { exact: true })).toBeVisible();
  }

  // Reset is the deliberate way out: every sheet choice goes, all of Hong Kong again.
  await filters(3).click();
  await sheet.getByRole("button", { name: tc["directory.filter.reset"] }).click();
  await expect(page).toHaveURL(/\/app\/places$/);
  await expect(page.getByRole("button", { name: tc["directory.places.filters"] })).toBeVisible();
  await cardTitles(page, everywhere.pagination.total);
});

test("the district can be changed or cleared in the sheet, the category kept", async ({
  page,
  request,
}) => {
  const inDistrict = await list(request, "");
  const category = inDistrict.data.find((place) => place.category)?.category;
  if (!category) throw new Error("the demo places have no category");
  await page.goto("/app/districts");
  await untilHydrated(page);
  await page.getByRole("link", { name: /油尖旺/ }).click();
  await expect(page).toHaveURL(/\/app\/places\?location=\d+$/);

  const sheet = page.getByRole("dialog", { name: tc["directory.filter.title"] });
  const district = sheet.getByLabel(tc["directory.filter.district"]);
  const apply = sheet.getByRole("button", { name: tc["directory.filter.apply"] });
  await page
    .getByRole("button", { name: fill(tc["directory.places.filtersActive"], { count: 1 }) })
    .click();
  await sheet.getByRole("checkbox", { name: category.name, exact: true }).check();
  await district.selectOption({ label: tc["directory.filter.anyDistrict"] });
  await apply.click();
  await expect(page).toHaveURL(new RegExp(`\\?category=${category.term_id}$`));
  const anywhere = await list(request, `category=${category.term_id}`);
  await cardTitles(page, anywhere.pagination.total);

  await page
    .getByRole("button", { name: fill(tc["directory.places.filtersActive"], { count: 1 }) })
    .click();
  await expect(district).toHaveValue("");
  await district.selectOption({ label: "灣仔" });
  await apply.click();
  await expect(page).toHaveURL(new RegExp(`\\?category=${category.term_id}&location=\\d+$`));
});
