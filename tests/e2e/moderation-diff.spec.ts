import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext } from "@playwright/test";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { placePagePath } from "../../src/shared/places/place-page-source.ts";
import { bearer, tokenOf } from "./accounts.ts";
import { openSignedIn } from "./app-session.ts";
import { approvedPlace } from "./approved-place.ts";
import { expect, test } from "./fixtures.ts";
import { solidPng } from "./images.ts";
import { fill, literal } from "./text.ts";

// Decision 082: the admin reads an owner's edit of a published place as a diff and approves it;
// decision 083: a place's public page speaks the page's language.

test.describe.configure({ timeout: 120_000 });

const tc = MESSAGES.tc;
const en = MESSAGES.en;
const API = "/api/listar/v1";

/** A published place of demo-author's, found by the start of its name. */
async function demoPlaceId(request: APIRequestContext, name: string): Promise<number> {
  const res = await request.get(`${API}/place/list?per_page=20&s=${encodeURIComponent(name)}`);
  expect(res.status()).toBe(200);
  const places = (await res.json()).data as { ID: number; post_title: string }[];
  const place = places.find((one) => one.post_title.startsWith(name));
  if (!place) throw new Error(`the demo data has no published ${name}`);
  return place.ID;
}

interface FormValues {
  title: string;
  content: string;
  title_en: string;
  content_en: string;
  gallery: { id: number }[];
}

/** The place's own words as its owner's form has them (not as any page shows them). */
async function formValues(request: APIRequestContext, token: string, id: number) {
  const res = await request.get(`${API}/place/form?post_id=${id}`, { headers: bearer(token) });
  expect(res.status()).toBe(200);
  const answer = await res.json();
  return (answer.data?.values ?? answer.values) as FormValues;
}

/** The first paragraph of a description, as the place page sets it apart. */
const firstParagraph = (text: string) => text.split(/\n\s*\n/)[0]?.trim() ?? "";

test("the admin reads an owner's new name and photo as a diff, approves, and the page shows it", async ({
  page,
}) => {
  const request = page.request;
  // Another story edits 金冠餅店 (owner-edits-live.spec.ts); this one takes the café.
  const id = await demoPlaceId(request, "慢活咖啡");
  const author = await tokenOf(request, "demo-author");
  const before = await formValues(request, author, id);
  const oldTitle = before.title;
  const stamp = String(Date.now());
  const newTitle = `慢活咖啡室 ${stamp}`;

  const photo = await solidPng(64, "teal");
  const upload = await request.post("/api/wp/v2/media", {
    headers: bearer(author),
    multipart: { file: { name: "terrace.png", mimeType: "image/png", buffer: photo } },
  });
  expect(upload.status()).toBe(201);
  const photoId = (await upload.json()).id as number;

  const saved = await request.post(`${API}/place/save`, {
    headers: bearer(author),
    data: {
      post_id: id,
      title: newTitle,
      gallery: [...before.gallery.map((image) => image.id), photoId],
    },
  });
  expect(saved.status()).toBe(200);
  expect(await saved.json()).toMatchObject({
    success: true,
    post_status: "publish",
    review: { status: "pending" },
  });
  // The public page keeps the old name until an admin approves.
  await page.goto(placePagePath("tc", id));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(oldTitle);

  await openSignedIn(page, await tokenOf(request, "demo-admin"), "/app/moderation");
  await expect(page.getByRole("heading", { name: tc["listings.moderation.title"] })).toBeVisible();
  const item = page.getByRole("article", { name: oldTitle, exact: true });
  await expect(item.getByText(tc["listings.moderation.kind.revision"])).toBeVisible();
  const diff = item.getByRole("table", {
    name: fill(tc["listings.moderation.diff.caption"], { title: oldTitle }),
  });
  const row = (label: string) =>
    diff
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader", { name: label, exact: true }) });

  // The name: now and changed to, the new words marked.
  const name = row(tc["listingsApi.field.title"]);
  await expect(name.getByRole("cell").nth(0)).toHaveText(oldTitle);
  await expect(name.getByRole("cell").nth(1)).toHaveText(newTitle);
  await expect(name.getByRole("cell").nth(1).getByRole("insertion").last()).toContainText(stamp);
  // The photos: the new one among them, marked as added; nothing marked removed.
  const gallery = row(tc["listingsApi.field.gallery"]);
  const added = gallery.getByRole("cell").nth(1).getByRole("listitem").last();
  await expect(added.getByText(tc["listings.moderation.diff.added"])).toBeVisible();
  await expect(added.getByRole("img")).toHaveAttribute("src", /\/media\//);
  await expect(gallery.getByText(tc["listings.moderation.diff.removed"])).toHaveCount(0);
  // Only the fields the owner changed are listed.
  await expect(diff.getByRole("rowheader")).toHaveText([
    tc["listingsApi.field.title"],
    tc["listingsApi.field.gallery"],
  ]);

  // The diff reads well: contrast of the marks, headers of the table, names of the pictures.
  const axe = await new AxeBuilder({ page }).include(".lst-revision").analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);

  await item
    .getByRole("button", {
      name: fill(tc["listings.moderation.approveChangesNamed"], { title: oldTitle }),
    })
    .click();
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: fill(tc["listings.moderation.changesApproved"], { title: oldTitle }) }),
  ).toBeVisible();
  await expect(item).toHaveCount(0);

  // The public page now has the new name and the new photo.
  await page.goto(placePagePath("tc", id));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(newTitle);
  const after = await formValues(request, author, id);
  expect(after.gallery.map((image) => image.id)).toContain(photoId);
});

test.describe("an edit replaced while the admin reads it", () => {
  // The refused approval's 409 is expected; the browser may note it on the console.
  test.use({ allowedConsoleErrors: [/status of 409/] });

  test("approving the replaced edit is refused, the queue shows the newer one, which is sent back", async ({
    page,
  }) => {
    const request = page.request;
    const authorToken = await tokenOf(request, "demo-author");
    const author = bearer(authorToken);
    const admin = await tokenOf(request, "demo-admin");
    const stamp = Date.now();
    const live = `E2E 糖水舖 ${stamp}`;
    // A place of the author's that an admin published, so an edit of it waits as a revision.
    const id = await approvedPlace(request, authorToken, {
      title: live,
      content: "傳統糖水。",
      tags_input: ["甜品"],
    });

    const edit = (title: string, tags: string[]) =>
      request
        .post(`${API}/place/save`, {
          headers: author,
          data: { post_id: id, title, tags_input: tags },
        })
        .then((res) => expect(res.status()).toBe(200));
    await edit(`E2E 糖水舖第一版 ${stamp}`, ["甜品", "外賣"]);

    await openSignedIn(page, admin, "/app/moderation");
    const item = page.getByRole("article", { name: live, exact: true });
    const approve = item.getByRole("button", {
      name: fill(tc["listings.moderation.approveChangesNamed"], { title: live }),
    });
    await expect(approve).toBeVisible();

    // The author edits again while the admin reads the first version.
    const second = `E2E 糖水舖第二版 ${stamp}`;
    await edit(second, ["甜品", "深夜"]);
    await approve.click();
    await expect(
      item.getByRole("alert").filter({ hasText: tc["listingsApi.revisionClosed"] }),
    ).toBeVisible();
    // The reloaded queue shows the second version: its name, and its tags with the new one marked.
    const diff = item.getByRole("table");
    await expect(diff.getByRole("cell").filter({ hasText: second })).toBeVisible();
    const tags = diff
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader", { name: tc["listingsApi.field.tags"] }) });
    await expect(tags.getByRole("cell").nth(1).getByRole("listitem")).toHaveText([
      "甜品",
      `深夜${tc["listings.moderation.diff.added"]}`,
    ]);

    await item
      .getByRole("button", {
        name: fill(tc["listings.moderation.rejectChangesNamed"], { title: live }),
      })
      .click();
    await item.getByLabel(tc["listings.moderation.reason"]).fill("名稱請保留店舖招牌上的寫法。");
    await item.getByRole("button", { name: tc["listings.moderation.sendBack"] }).click();
    await expect(
      page
        .getByRole("status")
        .filter({ hasText: fill(tc["listings.moderation.changesRejected"], { title: live }) }),
    ).toBeVisible();
    await expect(item).toHaveCount(0);
    // Sent back: the public page keeps the approved name.
    await page.goto(placePagePath("tc", id));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(live);
  });
});

test("a place's English page shows its English name and description; the Chinese page the Chinese", async ({
  page,
}) => {
  const request = page.request;
  // The cha chaan teng: demo-author's, so its stored words can be read from the owner's form.
  const id = await demoPlaceId(request, "灣仔茶餐廳");
  const place = await formValues(request, await tokenOf(request, "demo-author"), id);
  expect(place.title_en, "the demo place has an English name").not.toBe("");
  expect(place.title_en).not.toBe(place.title);
  expect(place.content_en, "the demo place has an English description").not.toBe("");

  await page.goto(placePagePath("en", id));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(place.title_en);
  await expect(page).toHaveTitle(new RegExp(`^${literal(place.title_en)} \\|`));
  const aboutEn = page.getByRole("region", { name: en["placePage.about.title"] });
  await expect(aboutEn).toContainText(firstParagraph(place.content_en));
  await expect(aboutEn).not.toContainText(firstParagraph(place.content));

  await page.goto(placePagePath("tc", id));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(place.title);
  const aboutTc = page.getByRole("region", { name: tc["placePage.about.title"] });
  await expect(aboutTc).toContainText(firstParagraph(place.content));
  await expect(aboutTc).not.toContainText(firstParagraph(place.content_en));
});
