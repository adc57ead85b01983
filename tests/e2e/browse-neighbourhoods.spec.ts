import type { APIRequestContext, Page } from "@playwright/test";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { untilHydrated } from "./app-session.ts";
import { expect, test } from "./fixtures.ts";
import { fill } from "./text.ts";

// Several screens on a shared 2-core machine: the story as a whole gets more time.
test.describe.configure({ timeout: 90_000 });
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const tc = MESSAGES.tc;
const API = "/api/listar/v1";

const placesText = (count: number) =>
  fill(tc[`directory.categories.count.${count === 1 ? "one" : "other"}`], { count });

interface Location {
  term_id: number;
  name: string;
  count: number;
}

async function read<T>(request: APIRequestContext, path: string): Promise<T> {
  const answer = await request.get(`${API}/${path}`);
  expect(answer.ok()).toBe(true);
  return (await answer.json()).data;
}

/** The ids of the places the directory itself says a location holds. */
async function placeIds(request: APIRequestContext, location: string) {
  const places = await read<{ ID: number }[]>(
    request,
    `place/list?per_page=100&location=${location}`,
  );
  return places.map((place) => place.ID).sort((a, b) => a - b);
}

/** The ids of the places on the cards, once the list says it shows `count` of them. */
async function cardIds(page: Page, count: number) {
  const total = fill(tc["directory.places.total.other"], { count });
  await expect(page.getByRole("status").filter({ hasText: total })).toBeVisible();
  const hrefs = await page
    .getByRole("article")
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  const ids = hrefs.flatMap((href) => /^\/app\/places\/(\d+)$/.exec(href)?.[1] ?? []);
  return [...new Set(ids.map(Number))].sort((a, b) => a - b);
}

test("旺角, opened under 油尖旺 on the districts screen, lists its places and no others", async ({
  page,
  request,
}) => {
  await page.goto("/app/districts");
  await untilHydrated(page);
  const district = page.getByRole("link", { name: /^油尖旺/ });
  const yauTsimMong = (await district.getAttribute("href"))?.match(/location=(\d+)$/)?.[1];
  if (!yauTsimMong) throw new Error("油尖旺's tile links no district");
  const hoods = await read<Location[]>(request, `location/list?parent_id=${yauTsimMong}`);
  const mongKok = hoods.find((hood) => hood.name === "旺角");
  if (!mongKok?.count) throw new Error("旺角 has no demo places");

  // Its chip says how many places it holds, as the directory counts them.
  const neighbourhoods = page.getByRole("list", {
    name: fill(tc["directory.districts.neighbourhoods"], { name: "油尖旺" }),
  });
  const chip = neighbourhoods.getByRole("link", { name: /^旺角/ });
  await expect(chip).toHaveAccessibleName(`旺角 ${placesText(mongKok.count)}`);
  // Only neighbourhoods with places are offered.
  for (const hood of hoods.filter((hood) => hood.count === 0))
    await expect(
      neighbourhoods.getByRole("link", { name: new RegExp(`^${hood.name} `) }),
    ).toHaveCount(0);

  await chip.click();
  await expect(page).toHaveURL(new RegExp(`/app/places\\?location=${mongKok.term_id}$`));
  const inMongKok = await placeIds(request, String(mongKok.term_id));
  const inDistrict = await placeIds(request, yauTsimMong);
  expect(inMongKok.length).toBe(mongKok.count);
  expect(inMongKok.length).toBeLessThan(inDistrict.length);
  expect(await cardIds(page, inMongKok.length)).toEqual(inMongKok);

  // The sheet shows where the list is: 油尖旺, then 旺角 within it.
  await page
    .getByRole("button", { name: fill(tc["directory.places.filtersActive"], { count: 1 }) })
    .click();
  const sheet = page.getByRole("dialog", { name: tc["directory.filter.title"] });
  await expect(sheet.getByLabel(tc["directory.filter.district"])).toHaveValue(yauTsimMong);
  await expect(sheet.getByLabel(tc["directory.filter.neighbourhood"])).toHaveValue(
    String(mongKok.term_id),
  );
});

test("in the sheet, 油尖旺 then 尖沙咀 lists 尖沙咀; a new district starts at all of it", async ({
  page,
  request,
}) => {
  await page.goto("/app/places");
  await untilHydrated(page);
  const sheet = page.getByRole("dialog", { name: tc["directory.filter.title"] });
  const district = sheet.getByLabel(tc["directory.filter.district"]);
  const neighbourhood = sheet.getByLabel(tc["directory.filter.neighbourhood"]);
  const apply = sheet.getByRole("button", { name: tc["directory.filter.apply"] });

  await page.getByRole("button", { name: tc["directory.places.filters"], exact: true }).click();
  await expect(sheet).toBeVisible();
  // No district, no neighbourhoods to choose from.
  await expect(neighbourhood).toHaveCount(0);
  await district.selectOption({ label: "油尖旺" });
  const yauTsimMong = await district.inputValue();
  await expect(neighbourhood).toHaveValue("");
  await expect(neighbourhood.locator("option").first()).toHaveText(
    fill(tc["directory.filter.allOfDistrict"], { name: "油尖旺" }),
  );
  await neighbourhood.selectOption({ label: "尖沙咀" });
  await apply.click();
  await expect(sheet).toBeHidden();

  const hoods = await read<Location[]>(request, `location/list?parent_id=${yauTsimMong}`);
  const tsimShaTsui = hoods.find((hood) => hood.name === "尖沙咀");
  if (!tsimShaTsui) throw new Error("油尖旺 has no 尖沙咀");
  await expect(page).toHaveURL(new RegExp(`/app/places\\?location=${tsimShaTsui.term_id}$`));
  const inTsimShaTsui = await placeIds(request, String(tsimShaTsui.term_id));
  expect(inTsimShaTsui.length).toBeGreaterThan(0);
  expect(await cardIds(page, inTsimShaTsui.length)).toEqual(inTsimShaTsui);

  // Reopened, it shows both; another district resets the neighbourhood to all of that district.
  await page
    .getByRole("button", { name: fill(tc["directory.places.filtersActive"], { count: 1 }) })
    .click();
  await expect(district).toHaveValue(yauTsimMong);
  await expect(neighbourhood).toHaveValue(String(tsimShaTsui.term_id));
  await district.selectOption({ label: "九龍城" });
  const kowloonCity = await district.inputValue();
  await expect(neighbourhood).toHaveValue("");
  await expect(neighbourhood.locator("option:checked")).toHaveText(
    fill(tc["directory.filter.allOfDistrict"], { name: "九龍城" }),
  );
  await apply.click();
  await expect(page).toHaveURL(new RegExp(`/app/places\\?location=${kowloonCity}$`));
});
