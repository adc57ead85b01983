import type { APIRequestContext } from "@playwright/test";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { placePagePath } from "../../src/shared/places/place-page-source.ts";
import { tokenOf } from "./accounts.ts";
import { openSignedIn } from "./app-session.ts";
import { expect, test } from "./fixtures.ts";
import { fill, literal } from "./text.ts";

// Decision 082: an owner's edit of a published place keeps it live. Opening hours go public at
// once; a new name waits for an admin while the public page keeps the old one.

test.describe.configure({ timeout: 120_000 });

const tc = MESSAGES.tc;
/**
 * Published demo places of demo-author that no other story edits, found by how their Traditional
 * name starts (the demo data may give them an English name beside it).
 */
const BAKERY = "金冠";
const CAFE = "慢活";

async function demoPlace(
  request: APIRequestContext,
  start: string,
): Promise<{ id: number; title: string }> {
  const res = await request.get(
    `/api/listar/v1/place/list?per_page=20&s=${encodeURIComponent(start)}`,
  );
  expect(res.status()).toBe(200);
  const places = (await res.json()).data as { ID: number; post_title: string }[];
  const place = places.find((one) => one.post_title.startsWith(start));
  if (!place) throw new Error(`the demo data has no published place called ${start}…`);
  return { id: place.ID, title: place.post_title };
}

/** The public page's HTML as a search engine gets it (it must answer 200), as plain text runs. */
async function publicPage(request: APIRequestContext, path: string): Promise<string> {
  const res = await request.get(path);
  expect(res.status(), path).toBe(200);
  // React marks where adjacent text pieces meet ("06:45<!-- -->–<!-- -->11:15").
  return (await res.text()).replaceAll("<!-- -->", "");
}

const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";

test("an owner's new hours are public at once; a new English name waits for review", async ({
  page,
}) => {
  const { id, title: name } = await demoPlace(page.request, BAKERY);
  const englishBefore = title(await publicPage(page.request, placePagePath("en", id)));
  expect(englishBefore, "the English page has a title").not.toBe("");

  await openSignedIn(page, await tokenOf(page, "demo-author"), "/app/my-places");
  const edit = page.getByRole("link", {
    name: fill(tc["listings.mine.editNamed"], { title: name }),
  });
  await edit.click();
  await expect(page.getByRole("heading", { name: tc["listings.form.editTitle"] })).toBeVisible();
  await expect(page.getByLabel(tc["listings.field.title"], { exact: true })).toHaveValue(name);
  // Nothing waits for review yet, and the form says which changes would.
  await expect(page.getByText(tc["listings.review.pending"])).toHaveCount(0);
  await expect(page.getByText(tc["listings.form.reviewNotePublished"])).toBeVisible();

  // Monday becomes one early range, whatever it was.
  const monday = page.getByRole("group", { name: tc["listings.day.mon"], exact: true });
  const removeFirst = monday.getByRole("button", {
    name: fill(tc["listings.hours.removeRangeNamed"], { number: 1 }),
  });
  while ((await removeFirst.count()) > 0) await removeFirst.click();
  await monday.getByRole("button", { name: tc["listings.hours.addHours"] }).click();
  await monday.getByLabel(tc["listings.hours.opens"]).fill("06:45");
  await monday.getByLabel(tc["listings.hours.closes"]).fill("11:15");
  await page.getByRole("button", { name: tc["listings.form.submitEdit"] }).click();

  // Still published: the owner stays on the published tab, told the change is live.
  await expect(page).toHaveURL(/\/app\/my-places$/);
  await expect(
    page.getByRole("status").filter({ hasText: fill(tc["listings.saved.live"], { title: name }) }),
  ).toBeVisible();
  const card = page.getByRole("listitem").filter({ has: page.getByRole("link", { name }) });
  await expect(card.getByText(tc["listings.mine.reviewPending"])).toHaveCount(0);
  const tcPage = await publicPage(page.request, placePagePath("tc", id));
  expect(tcPage).toContain("06:45–11:15");
  expect(tcPage).toContain(`<title>${name} | Tablestart</title>`);

  // A new English name: saved, but it waits for an admin.
  const englishName = `Golden Crown Bakery ${Date.now()}`;
  await card
    .getByRole("link", { name: fill(tc["listings.mine.editNamed"], { title: name }) })
    .click();
  const english = page.getByLabel(new RegExp(`^${literal(tc["listings.field.titleEn"])}`));
  await english.fill(englishName);
  await page.getByRole("button", { name: tc["listings.form.submitEdit"] }).click();
  await expect(page).toHaveURL(/\/app\/my-places$/);
  // The server's own words: what is live and what waits.
  await expect(
    page.getByRole("status").filter({ hasText: tc["listingsApi.saved.liveAndReview"] }),
  ).toBeVisible();
  await expect(card.getByText(tc["listings.mine.reviewPending"])).toBeVisible();

  // The form shows the waiting name and says it waits.
  await card
    .getByRole("link", { name: fill(tc["listings.mine.editNamed"], { title: name }) })
    .click();
  await expect(page.getByText(tc["listings.review.pending"])).toBeVisible();
  await expect(english).toHaveValue(englishName);
  await expect(page.getByLabel(tc["listings.field.title"], { exact: true })).toHaveValue(name);

  // The public English page still shows the name it had; the hours stay the new ones.
  const englishAfter = await publicPage(page.request, placePagePath("en", id));
  expect(title(englishAfter)).toBe(englishBefore);
  expect(englishAfter).not.toContain(englishName);
  expect(englishAfter).toContain("06:45–11:15");
});

test("an owner whose changes an admin sent back is told why, on the card and in the form", async ({
  page,
}) => {
  const { id, title: place } = await demoPlace(page.request, CAFE);
  const author = { authorization: `Bearer ${await tokenOf(page, "demo-author")}` };
  const admin = { authorization: `Bearer ${await tokenOf(page, "demo-admin")}` };
  // A new description (a reviewed field) waits, and the admin sends it back with a reason.
  const saved = await page.request.post("/api/listar/v1/place/save", {
    headers: author,
    data: { post_id: id, content_en: "The best coffee in the world, guaranteed." },
  });
  expect(saved.status()).toBe(200);
  const answer = await saved.json();
  expect(answer).toMatchObject({ post_status: "publish", review: { status: "pending" } });
  const reason = "Please do not promise what nobody can check.";
  const rejected = await page.request.post("/api/listar/v1/place/reject", {
    headers: admin,
    data: { post_id: id, revision_id: answer.review.revision_id, reason },
  });
  expect(rejected.status()).toBe(200);

  await openSignedIn(page, author.authorization.slice("Bearer ".length), "/app/my-places");
  const card = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: place }) });
  await expect(card.getByText(tc["listings.mine.reviewReturned"])).toBeVisible();
  await expect(card.getByText(reason)).toBeVisible();
  await card
    .getByRole("link", { name: fill(tc["listings.mine.editNamed"], { title: place }) })
    .click();
  await expect(page.getByText(fill(tc["listings.review.returned"], { reason }))).toBeVisible();
  await expect(page.getByText(tc["listings.review.pending"])).toHaveCount(0);
  // The form holds the live words again, not the ones sent back.
  await expect(
    page.getByLabel(new RegExp(`^${literal(tc["listings.field.contentEn"])}`)),
  ).not.toHaveValue("The best coffee in the world, guaranteed.");
});

test("a typed address gets a first pin on the map for the owner to check", async ({ page }) => {
  await openSignedIn(page, await tokenOf(page, "demo-author"), "/app/my-places/new");
  const find = page.getByRole("button", { name: tc["listings.map.find"] });
  // Nothing to find before an address is typed.
  await expect(find).toBeDisabled();
  await page.getByLabel(tc["listings.field.district"]).selectOption({ label: "灣仔" });
  await page.getByLabel(tc["listings.field.address"]).fill("銅鑼灣軒尼詩道500號地下");
  await find.click();
  // The gazetteer knows 銅鑼灣 (decision 081): the pin goes to its centre, and the owner is told
  // it is only that close.
  await expect(page.getByText(tc["listings.map.found.neighbourhood"])).toBeVisible();
  const latitude = Number(await page.getByLabel(tc["listings.map.latitude"]).inputValue());
  const longitude = Number(await page.getByLabel(tc["listings.map.longitude"]).inputValue());
  // Causeway Bay, not Wan Chai's centre nor anywhere else.
  expect(latitude).toBeGreaterThan(22.275);
  expect(latitude).toBeLessThan(22.286);
  expect(longitude).toBeGreaterThan(114.178);
  expect(longitude).toBeLessThan(114.19);
});
