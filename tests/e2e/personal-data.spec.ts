import { readFile } from "node:fs/promises";
import type { APIRequestContext } from "@playwright/test";
import sharp from "sharp";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { openSignedIn, storeSession } from "./app-session.ts";
import { expect, test } from "./fixtures.ts";

const tc = MESSAGES.tc;
const NS = "listar";

// A wrong password and a deleted account's sign-in are part of these stories; Chromium logs
// every non-2xx fetch. Anything else, a 500 included, still fails the test.
test.use({
  allowedConsoleErrors: [/Failed to load resource: the server responded with a status of 40[0-4]/],
});

interface Account {
  username: string;
  email: string;
  password: string;
  token: string;
}

/** A signed-up account with a profile photo, made through the API (not verified: no need). */
async function accountWithPhoto(request: APIRequestContext): Promise<Account & { photo: string }> {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  const account = { username: `pd_${id}`, email: `pd_${id}@example.test`, password: "dim-sum-88" };
  const registered = await request.post(`/api/${NS}/v1/auth/register?lang=tc`, {
    data: { ...account, accept_terms: true },
  });
  expect(registered.ok()).toBe(true);
  const signIn = await request.post("/api/jwt-auth/v1/token", { data: account });
  const token = (await signIn.json()).data.token as string;
  const image = await sharp({
    create: { width: 200, height: 200, channels: 3, background: "orange" },
  })
    .jpeg()
    .toBuffer();
  const upload = await request.post("/api/wp/v2/media", {
    headers: { authorization: `Bearer ${token}` },
    multipart: { file: { name: "me.jpg", mimeType: "image/jpeg", buffer: image } },
  });
  expect(upload.status()).toBe(201);
  const photo = (await upload.json()).media_details.sizes.full.source_url as string;
  return { ...account, token, photo: new URL(photo).pathname };
}

// A tap on the menu while the account is still on its way must land on the link aimed at
// (CI once opened the one above: the summary pushed the menu down between aim and tap).
test("the account menu stays where it is while the account loads", async ({ page, request }) => {
  const account = await accountWithPhoto(request);
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname === `/api/${NS}/v1/auth/user`,
    async (route) => {
      await held;
      await route.continue();
    },
  );
  // The account's answer is held on purpose, so the screen stays busy: open it without waiting
  // for it to be ready (openSignedIn would wait for the answer this test holds back).
  await storeSession(page, account.token, false);
  await page.goto("/app/me");
  const link = page.getByRole("link", { name: tc["app.home.personalData"] });
  await expect(link).toBeVisible();
  const before = await link.boundingBox();

  release();
  await expect(page.getByRole("heading", { name: account.username })).toBeVisible();
  await expect(page.locator(".account-avatar[src]")).toHaveJSProperty("complete", true);
  expect(await link.boundingBox()).toEqual(before);
});

test("download my data: a JSON file of the account's own data", async ({ page, request }) => {
  const account = await accountWithPhoto(request);
  await openSignedIn(page, account.token, "/app/me", false);
  await page.getByRole("link", { name: tc["app.home.personalData"] }).click();
  await expect(page.getByRole("heading", { name: tc["app.personalData.title"] })).toBeVisible();

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: tc["app.personalData.download"] }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^tablestart-data-${account.username}-\\d{4}-\\d{2}-\\d{2}\\.json$`),
  );
  const file = JSON.parse(await readFile((await download.path()) as string, "utf8"));
  expect(file.success).toBe(true);
  expect(file.data.account).toMatchObject({
    username: account.username,
    email: account.email,
    email_verified: false,
  });
  expect(file.data.email_verifications).toHaveLength(1);
  expect(file.data.media).toHaveLength(1);
  expect(new URL(file.data.media[0].sizes.full.url).pathname).toBe(account.photo);
  expect(file.data.notes).toContain(tc["accounts.export.note.enquiries"]);
  expect(JSON.stringify(file)).not.toMatch(/scrypt|password_hash|token_version/);
  await expect(
    page.getByText(
      tc["app.personalData.downloaded"].replace("{filename}", download.suggestedFilename()),
    ),
  ).toBeVisible();
});

test("delete my account: password, confirmation, signed out, and gone for good", async ({
  page,
  request,
}) => {
  const account = await accountWithPhoto(request);
  expect((await request.get(account.photo)).status()).toBe(200);
  await openSignedIn(page, account.token, "/app/me", false);
  await page.getByRole("link", { name: tc["app.home.deleteAccount"] }).click();
  await expect(page.getByRole("heading", { name: tc["app.deleteAccount.title"] })).toBeVisible();
  const password = page.getByLabel(tc["app.deactivate.password"], { exact: true });
  const submit = page.getByRole("button", { name: tc["app.deleteAccount.submit"] });
  const dialog = page.getByRole("dialog", { name: tc["app.deleteAccount.confirmTitle"] });

  // A wrong password is refused by the server, under the field; nothing is deleted.
  await password.fill("not-my-password");
  await submit.click();
  await dialog.getByRole("button", { name: tc["app.deleteAccount.confirm"] }).click();
  await expect(page.getByText(tc["accounts.error.wrongPassword"])).toBeVisible();
  // A dismissed dialog stays 0.5 s for its animation: let it go before opening the next.
  await expect(dialog).toHaveCount(0);

  // Cancelling the dialog deletes nothing either.
  await password.fill(account.password);
  await submit.click();
  await dialog.getByRole("button", { name: tc["app.cancel"] }).click();
  await expect(dialog).toHaveCount(0);

  await submit.click();
  await dialog.getByRole("button", { name: tc["app.deleteAccount.confirm"] }).click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByText(tc["accounts.delete.done"])).toBeVisible();

  // Signing in again fails as for any unknown account; the old token and the photo are gone.
  await page.getByRole("link", { name: tc["app.tab.account"] }).click();
  await page.getByRole("link", { name: tc["app.home.signIn"] }).click();
  await page.getByLabel(tc["app.signIn.username"], { exact: true }).fill(account.username);
  await page.getByLabel(tc["app.signIn.password"], { exact: true }).fill(account.password);
  await page.getByRole("button", { name: tc["app.signIn.submit"] }).click();
  await expect(page.getByText(tc["accounts.error.invalidLogin"])).toBeVisible();
  const old = await request.get(`/api/${NS}/v1/auth/export`, {
    headers: { authorization: `Bearer ${account.token}` },
  });
  expect(old.status()).toBe(403);
  expect((await request.get(account.photo)).status()).toBe(404);
});
