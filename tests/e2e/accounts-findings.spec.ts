import type { Page } from "@playwright/test";
import { PERSONAL_INFO_FIELDS } from "../../src/shared/accounts/personal-info.ts";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { register, verifiedAccount } from "./accounts.ts";
import { AUTH_KEY, openScreen, openSignedIn, untilAnswered } from "./app-session.ts";
import { expect, test } from "./fixtures.ts";

/** Issue 11, items 5 and 10, on the account screens (decision 041). */

const tc = MESSAGES.tc;
const en = MESSAGES.en;
const NS = "listar";

// A ceiling for a whole story on a busy machine (each step waits on the app, not on a clock).
test.describe.configure({ timeout: 120_000 });

// Refusals are part of these stories (a refused upload, a spent link); anything else fails.
test.use({
  allowedConsoleErrors: [/Failed to load resource: the server responded with a status of 4(00|15)/],
});

/** On the app's settings screen: English from now on. */
async function chooseEnglish(page: Page) {
  await page.getByLabel("English").check();
  // The English catalogue arrives as a chunk; the app then says so on the document.
  await page.waitForFunction(() => document.documentElement.lang === "en");
  await expect(page.getByRole("heading", { name: en["app.settings.title"] })).toBeVisible();
}

const LABELS = {
  first_name: tc["app.profile.firstName"],
  last_name: tc["app.profile.lastName"],
  phone: tc["app.profile.phone"],
} as const;

test("edit profile marks the personal info required and will not blank it; access stays", async ({
  page,
  request,
}) => {
  const account = await verifiedAccount(request);
  await openSignedIn(page, account.token, "/app/profile/edit");

  // The fields the server counts as personal info carry no "(optional)" and are required...
  for (const field of PERSONAL_INFO_FIELDS) {
    const input = page.getByLabel(LABELS[field], { exact: true });
    await expect(input).toHaveAttribute("aria-required", "true");
  }
  // ...while those it does not need still say they are optional.
  for (const label of [tc["app.profile.birthday"], tc["app.profile.url"]]) {
    await expect(
      page.getByLabel(`${label}${tc["app.form.optional"]}`, { exact: true }),
    ).toBeVisible();
  }

  // Blanking one (spaces count as blank) is refused with the reason, and nothing is saved.
  const phone = page.getByLabel(tc["app.profile.phone"], { exact: true });
  const surname = page.getByLabel(tc["app.profile.lastName"], { exact: true });
  await phone.fill("   ");
  await surname.fill("");
  await page.getByRole("button", { name: tc["app.editProfile.save"] }).click();
  await expect(page.getByText(tc["accounts.error.personalInfoNeeded"])).toHaveCount(2);
  await expect(surname).toBeFocused();
  await expect(page.getByText(tc["app.editProfile.saved"])).toHaveCount(0);

  // Another value is fine, and the account keeps the screens that need the info.
  await surname.fill("陳");
  await phone.fill("9876 5432");
  await untilAnswered(page, "/api/wp/v2/users/me", () =>
    page.getByRole("button", { name: tc["app.editProfile.save"] }).click(),
  );
  await expect(page.getByText(tc["app.editProfile.saved"])).toBeVisible();
  await openScreen(page, "/app/profile");
  await expect(page).toHaveURL(/\/app\/profile$/);
  await expect(page.getByText("9876 5432")).toBeVisible();
  const status = await request.get(`/api/${NS}/v1/verification`, {
    headers: { authorization: `Bearer ${account.token}` },
  });
  expect((await status.json()).data).toEqual({
    emailVerified: true,
    havePersonalInfo: true,
    verified: true,
  });
});

test("a refused photo then Save: nothing is claimed saved until the photo is settled", async ({
  page,
  request,
}) => {
  const account = await verifiedAccount(request);
  await openSignedIn(page, account.token, "/app/profile/edit");
  const choose = page.getByLabel(tc["app.editProfile.choosePhoto"], { exact: true });
  await choose.setInputFiles({
    name: "menu.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("not a picture"),
  });
  await expect(page.getByText(tc["accounts.error.fileType"])).toBeVisible();

  // The other fields are judged at the same time: everything to fix shows at once.
  const displayName = page.getByLabel(tc["app.profile.displayName"], { exact: true });
  await displayName.fill("");
  const save = page.getByRole("button", { name: tc["app.editProfile.save"] });
  await save.click();
  await expect(page.getByText(tc["validation.required"])).toBeVisible();
  await displayName.fill("陳記");
  await save.click();
  await expect(
    page.getByRole("alert").filter({ hasText: tc["app.editProfile.photoNotUsed"] }),
  ).toBeVisible();
  await expect(page.getByText(tc["app.editProfile.saved"])).toHaveCount(0);
  await expect(choose).toBeFocused();
  const user = async () =>
    (
      await (
        await request.get(`/api/${NS}/v1/auth/user`, {
          headers: { authorization: `Bearer ${account.token}` },
        })
      ).json()
    ).data;
  expect((await user()).display_name).toBe(account.username);

  // Keeping the photo shown settles it: the save goes through, with one state on screen.
  await page.getByRole("button", { name: tc["app.editProfile.keepPhoto"] }).click();
  await expect(page.getByText(tc["accounts.error.fileType"])).toHaveCount(0);
  await expect(choose).toBeFocused();
  await untilAnswered(page, "/api/wp/v2/users/me", () => save.click());
  await expect(page.getByText(tc["app.editProfile.saved"])).toBeVisible();
  await expect(page.getByText(tc["app.editProfile.photoNotUsed"])).toHaveCount(0);
  expect((await user()).display_name).toBe("陳記");

  // A refusal after a save takes the "saved" away.
  await choose.setInputFiles({
    name: "menu.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("x"),
  });
  await expect(page.getByText(tc["accounts.error.fileType"])).toBeVisible();
  await expect(page.getByText(tc["app.editProfile.saved"])).toHaveCount(0);
});

test("a verification link opened again says the address is already verified and leads on", async ({
  page,
  request,
}) => {
  const account = await register(request);
  await openScreen(page, account.link);
  await expect(page.getByText(tc["accounts.verification.done"])).toBeVisible();

  // A second visit, as from the mail again: no "invalid", and a way on.
  await openScreen(page, account.link);
  await expect(page.getByText(tc["accounts.verification.alreadyVerified"])).toBeVisible();
  await expect(page.getByText(tc["accounts.verification.invalidLink"])).toHaveCount(0);
  await page.getByRole("link", { name: tc["app.verifyLink.signIn"] }).click();
  await expect(page).toHaveURL(/\/app\/sign-in$/);

  // Signed in, the way on is to continue to the account.
  const token = (await (await request.post("/api/jwt-auth/v1/token", { data: account })).json())
    .data.token as string;
  await openSignedIn(page, token, account.link, false);
  await expect(page.getByText(tc["accounts.verification.alreadyVerified"])).toBeVisible();
  await page.getByRole("link", { name: tc["app.verifyLink.continue"] }).click();
  await expect(page).toHaveURL(/\/app\/account$/);
  await expect(page.getByText(tc["app.account.emailDone"])).toBeVisible();

  // A link that proves nothing still says so.
  await openScreen(page, "/app/verify?token=k-SbfKYl3T1eg4cLaYoegI4cxEOIeQ-N8Ay2mLe5cNw");
  await expect(page.getByText(tc["accounts.verification.invalidLink"])).toBeVisible();
});

test("after deactivating: signed out, told so, and offered the website, sign-in and sign-up", async ({
  page,
  request,
}) => {
  const account = await verifiedAccount(request);
  await openSignedIn(page, account.token, "/app/settings");
  await chooseEnglish(page);
  await openScreen(page, "/app/account/deactivate");
  await page.getByLabel(en["app.deactivate.password"], { exact: true }).fill(account.password);
  await page.getByRole("button", { name: en["app.deactivate.submit"] }).click();
  await untilAnswered(page, "/api/listar/v1/auth/deactivate", () =>
    page
      .getByRole("dialog", { name: en["app.deactivate.confirmTitle"] })
      .getByRole("button", { name: en["app.deactivate.confirm"] })
      .click(),
  );

  await expect(page).toHaveURL(/\/app\/me$/);
  await expect(page.getByRole("heading", { name: en["app.deactivated.title"] })).toBeVisible();
  await expect(page.getByText(en["accounts.deactivate.done"])).toBeVisible();
  await expect(page.getByText(en["app.home.signedOut"])).toBeVisible();
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), AUTH_KEY)).toBeNull();
  await expect(page.getByRole("link", { name: en["app.home.signUp"] })).toHaveAttribute(
    "href",
    "/app/sign-up",
  );
  await expect(page.getByRole("link", { name: en["app.deactivated.signIn"] })).toHaveAttribute(
    "href",
    "/app/sign-in",
  );

  // The website's home in the language on screen.
  await page.getByRole("link", { name: en["app.deactivated.website"] }).click();
  await page.waitForURL(/\/en\/$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");

  // Nothing of the session is left: account screens ask to sign in, and it cannot.
  await openScreen(page, "/app/profile");
  await expect(page).toHaveURL(/\/app\/sign-in\?next=%2Fapp%2Fprofile$/);
});
