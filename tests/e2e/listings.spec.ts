import type { Page } from "@playwright/test";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { tokenOf } from "./accounts.ts";
import { openSignedIn } from "./app-session.ts";
import { expect, test } from "./fixtures.ts";
import { solidPng } from "./images.ts";
import { fill } from "./text.ts";

// Long stories of many screens on a shared 2-core machine: each gets more time as a whole.
test.describe.configure({ timeout: 120_000 });

const tc = MESSAGES.tc;
/** An optional field: its label ends with "(optional)". */
const optional = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}`));

/** The weekday's box of the hours editor. */
const day = (page: Page, key: "mon" | "fri") =>
  page.getByRole("group", { name: tc[`listings.day.${key}`], exact: true });

test("an author adds a place with photos, overnight hours and a holiday exception; an admin approves it; it is found", async ({
  page,
}) => {
  const title = `E2E 夜貓酒吧 ${Date.now()}`;
  await openSignedIn(page, await tokenOf(page, "demo-author"), "/app/my-places");
  await page.getByRole("link", { name: tc["listings.mine.add"] }).first().click();
  await expect(page.getByRole("heading", { name: tc["listings.form.newTitle"] })).toBeVisible();

  await page.getByLabel(tc["listings.field.title"], { exact: true }).fill(title);
  await page
    .getByRole("group", { name: tc["listings.field.categories"] })
    .getByRole("checkbox")
    .first()
    .check();
  await optional(page, tc["listings.field.district"]).selectOption({ label: "灣仔" });
  // The district's neighbourhoods, the names guests search by.
  await optional(page, tc["listings.field.neighbourhood"]).selectOption({ label: "銅鑼灣" });
  await optional(page, tc["listings.field.address"]).fill("銅鑼灣駱克道 500 號");

  // Friday evening into Saturday morning: the editor says "next day".
  await day(page, "fri").getByRole("button", { name: tc["listings.hours.addHours"] }).click();
  await day(page, "fri").getByLabel(tc["listings.hours.opens"]).fill("18:00");
  await day(page, "fri").getByLabel(tc["listings.hours.closes"]).fill("02:00");
  await expect(day(page, "fri").getByText(tc["listings.hours.nextDay"])).toBeVisible();
  // Closed on public holidays, and on one dated day.
  const holidays = page.getByRole("group", { name: tc["listings.hours.holidays"] });
  await holidays.getByLabel(tc["listings.hours.holiday.closed"]).check();
  await page.getByRole("button", { name: tc["listings.hours.addException"] }).click();
  await page.getByLabel(tc["listings.hours.date"], { exact: true }).fill("2030-01-01");

  // Two photos; the first waits at the server's door until its percentage has been seen.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/wp/v2/media**", async (route) => {
    await held;
    await route.continue();
  });
  await page.getByLabel(tc["listings.photos.add"]).setInputFiles([
    { name: "front.png", mimeType: "image/png", buffer: await solidPng(32, "#c82828") },
    { name: "inside.png", mimeType: "image/png", buffer: await solidPng(32, "#2828c8") },
  ]);
  await expect(
    page.getByRole("status").filter({ hasText: /正在上載 front\.png：\d+%/ }),
  ).toBeVisible();
  release();
  await expect(
    page.getByRole("img", { name: fill(tc["listings.photos.alt"], { number: 2 }) }),
  ).toBeVisible();
  await page.unroute("**/api/wp/v2/media**");
  // The second becomes the cover, and moves first.
  await page
    .getByRole("button", { name: fill(tc["listings.photos.makeCoverNamed"], { number: 2 }) })
    .click();
  await page
    .getByRole("button", { name: fill(tc["listings.photos.earlier"], { number: 2 }) })
    .click();
  await expect(
    page.getByRole("img", { name: fill(tc["listings.photos.alt"], { number: 1 }) }),
  ).toHaveAttribute("src", /inside/);
  // The cover is the one without a "make cover" button.
  await expect(
    page.getByRole("button", { name: fill(tc["listings.photos.makeCoverNamed"], { number: 1 }) }),
  ).toHaveCount(0);

  await page.getByRole("button", { name: tc["listings.form.submitNew"] }).click();
  await expect(page).toHaveURL(/\/app\/my-places\?status=pending$/);
  await expect(
    page.getByRole("status").filter({ hasText: fill(tc["listings.saved.pending"], { title }) }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: title, exact: true })).toBeVisible();

  // The admin approves it from the queue.
  await openSignedIn(page, await tokenOf(page, "demo-admin"), "/app/moderation");
  await expect(page.getByRole("heading", { name: tc["listings.moderation.title"] })).toBeVisible();
  await page
    .getByRole("button", { name: fill(tc["listings.moderation.approveNamed"], { title }) })
    .click();
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: fill(tc["listings.moderation.approved"], { title }) }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: title, exact: true })).toHaveCount(0);

  // Now anyone finds it.
  await page.goto(`/app/places?s=${encodeURIComponent(title)}`);
  const link = page.getByRole("link", { name: title, exact: true });
  const id = /\/app\/places\/(\d+)/.exec((await link.getAttribute("href")) ?? "")?.[1];
  await link.click();
  await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
  // In its neighbourhood, and in the district where the protocol has a city.
  expect(id).toBeDefined();
  const view = await (await page.request.get(`/api/listar/v1/place/view?id=${id}`)).json();
  expect(view.data).toMatchObject({ city_name: "灣仔", neighbourhood_name: "銅鑼灣" });
});

test.describe("a refused save", () => {
  // The server's 400 for the bad address is expected; the browser notes it on the console.
  test.use({ allowedConsoleErrors: [/status of 400/] });

  test("a refused save keeps everything typed; a reload keeps the draft; editing shows the saved values", async ({
    page,
  }) => {
    const title = `E2E 茶記 ${Date.now()}`;
    await openSignedIn(page, await tokenOf(page, "demo-author"), "/app/my-places/new");
    await expect(page.getByRole("heading", { name: tc["listings.form.newTitle"] })).toBeVisible();
    const titleField = page.getByLabel(tc["listings.field.title"], { exact: true });
    const email = optional(page, tc["listings.field.email"]);
    const phone = optional(page, tc["listings.field.phone"]);
    const district = optional(page, tc["listings.field.district"]);
    await titleField.fill(title);
    await phone.fill("+852 2345 6789");
    const neighbourhood = optional(page, tc["listings.field.neighbourhood"]);
    await expect(neighbourhood).toBeDisabled();
    await district.selectOption({ label: "觀塘" });
    await neighbourhood.selectOption({ label: "牛頭角" });
    await email.fill("not-an-address");
    // Fax and social links wait under "more"; a booking style says what guests do.
    const more = page.locator("details").filter({ hasText: tc["listings.field.moreContact"] });
    const instagram = optional(page, "Instagram");
    await expect(instagram).toBeHidden();
    await more.getByText(tc["listings.field.moreContact"]).click();
    await instagram.fill("https://www.instagram.com/e2e.chachaanteng");
    const byArrival = page.getByRole("radio", { name: tc["listings.booking.style.standard"] });
    await byArrival.check();
    await expect(
      optional(page, tc["listings.booking.slotMinutes.standard"]),
      "the slot length named for the style",
    ).toBeVisible();
    await day(page, "mon").getByRole("button", { name: tc["listings.hours.addHours"] }).click();
    await day(page, "mon").getByLabel(tc["listings.hours.opens"]).fill("07:00");
    await day(page, "mon").getByLabel(tc["listings.hours.closes"]).fill("15:00");

    // A reload asks first (the browser's own question), then gives the draft back.
    page.once("dialog", (dialog) => void dialog.accept());
    await page.reload();
    await expect(page.getByText(tc["listings.form.restored"])).toBeVisible();
    await expect(titleField).toHaveValue(title);

    await page.getByRole("button", { name: tc["listings.form.submitNew"] }).click();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(
      page.getByRole("alert").filter({ hasText: tc["app.form.fixErrors"] }),
    ).toBeVisible();
    await expect(titleField).toHaveValue(title);
    await expect(phone).toHaveValue("+852 2345 6789");
    await expect(district.locator("option:checked")).toHaveText("觀塘");
    await expect(neighbourhood.locator("option:checked")).toHaveText("牛頭角");
    await expect(day(page, "mon").getByLabel(tc["listings.hours.closes"])).toHaveValue("15:00");

    // Back with unsaved changes asks; Stay keeps the form.
    await page.getByRole("button", { name: tc["common.back"] }).click();
    const leave = page.getByRole("dialog", { name: tc["listings.leave.title"] });
    await expect(leave).toBeVisible();
    await leave.getByRole("button", { name: tc["listings.leave.stay"] }).click();
    await expect(leave).toBeHidden();
    await expect(titleField).toHaveValue(title);

    await email.fill("owner@example.com");
    await page.getByRole("button", { name: tc["listings.form.submitNew"] }).click();
    await expect(page).toHaveURL(/\/app\/my-places\?status=pending$/);
    await page.getByRole("link", { name: fill(tc["listings.mine.editNamed"], { title }) }).click();
    await expect(page.getByRole("heading", { name: tc["listings.form.editTitle"] })).toBeVisible();
    await expect(titleField).toHaveValue(title);
    await expect(email).toHaveValue("owner@example.com");
    await expect(phone).toHaveValue("+852 2345 6789");
    await expect(district.locator("option:checked")).toHaveText("觀塘");
    await expect(neighbourhood.locator("option:checked")).toHaveText("牛頭角");
    // A saved social link opens "more" by itself.
    await expect(instagram).toHaveValue("https://www.instagram.com/e2e.chachaanteng");
    await expect(byArrival).toBeChecked();
    await expect(day(page, "mon").getByLabel(tc["listings.hours.opens"])).toHaveValue("07:00");
    await expect(day(page, "mon").getByLabel(tc["listings.hours.closes"])).toHaveValue("15:00");
    // Another district lets the neighbourhood go.
    await district.selectOption({ label: "油尖旺" });
    await expect(neighbourhood).toHaveValue("");
    await expect(neighbourhood.getByRole("option", { name: "旺角" })).toBeAttached();
  });
});

test("someone who is not an admin is told the review queue is not theirs", async ({ page }) => {
  await openSignedIn(page, await tokenOf(page, "demo-author"), "/app/moderation");
  await expect(page.getByText(tc["listings.moderation.notAllowed"])).toBeVisible();
});

test("an admin sends a place back only with a reason, and it leaves the queue", async ({
  page,
}) => {
  await openSignedIn(page, await tokenOf(page, "demo-admin"), "/app/moderation");
  const card = page.getByRole("listitem").filter({ hasText: "牛雜佬" });
  await card
    .getByRole("button", { name: fill(tc["listings.moderation.rejectNamed"], { title: "牛雜佬" }) })
    .click();
  const reason = card.getByLabel(tc["listings.moderation.reason"]);
  await card.getByRole("button", { name: tc["listings.moderation.sendBack"] }).click();
  await expect(card.getByText(tc["validation.required"])).toBeVisible();
  await expect(reason).toBeFocused();
  await reason.fill("請補上營業時間及相片。");
  await expect(card.getByText(tc["validation.required"])).toHaveCount(0);
  await card.getByRole("button", { name: tc["listings.moderation.sendBack"] }).click();
  await expect(page.getByRole("listitem").filter({ hasText: "牛雜佬" })).toHaveCount(0);
});

test("an admin's approval is refused when the place changed after the queue showed it", async ({
  page,
}) => {
  const author = await tokenOf(page, "demo-author");
  const headers = { authorization: `Bearer ${author}` };
  const shown = `審核前 ${Date.now()}`;
  const swapped = `審核後改動 ${Date.now()}`;
  const saved = await page.request.post("/api/listar/v1/place/save", {
    headers,
    data: { title: shown, content: "一間好茶餐廳。" },
  });
  const postId = (await saved.json()).post_id as number;
  await openSignedIn(page, await tokenOf(page, "demo-admin"), "/app/moderation");
  const approveShown = page.getByRole("button", {
    name: fill(tc["listings.moderation.approveNamed"], { title: shown }),
  });
  await expect(approveShown).toBeVisible();

  // The author changes it while the admin is looking at the old version.
  await page.request.post("/api/listar/v1/place/save", {
    headers,
    data: { post_id: postId, title: swapped, content: "按金請轉數快 5555 5555。" },
  });
  await approveShown.click();
  await expect(
    page.getByRole("alert").filter({ hasText: tc["listingsApi.changedSinceReview"] }),
  ).toBeVisible();
  // The queue shows what the place holds now; approving that publishes it.
  await expect(approveShown).toHaveCount(0);
  await page
    .getByRole("button", { name: fill(tc["listings.moderation.approveNamed"], { title: swapped }) })
    .click();
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: fill(tc["listings.moderation.approved"], { title: swapped }) }),
  ).toBeVisible();
});
