import type { Page } from "@playwright/test";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { newAccount, verifiedAccount } from "./accounts.ts";
import {
  AUTH_KEY,
  openScreen,
  openSignedIn,
  untilAnswered,
  untilScreenReady,
} from "./app-session.ts";
import { expect, test } from "./fixtures.ts";
import { solidPng } from "./images.ts";
import { latestMail } from "./outbox.ts";
import { fill } from "./text.ts";

// Each step waits on the app (a screen ready, the server's answer to a tap), not on a clock; a
// story as a whole gets a ceiling a busy 2-core machine stays under.
test.describe.configure({ timeout: 120_000 });

const tc = MESSAGES.tc;
const en = MESSAGES.en;
const NS = "listar";

// Failing calls are part of these stories (wrong password, a forged token, a spent link), and
// Chromium logs every non-2xx fetch; anything else, a 500 included, still fails the test.
test.use({
  allowedConsoleErrors: [
    /Failed to load resource: the server responded with a status of (40[0-3]|429)/,
  ],
});

/** The 6-digit code of a tc verification mail ("你的驗證碼是：123456"). */
function codeIn(text: string): string {
  const before = tc["accounts.mail.verify.body"].split("{code}")[0] ?? "";
  const code = new RegExp(`${before}(\\d{6})`).exec(text)?.[1];
  if (!code) throw new Error(`no code in mail:\n${text}`);
  return code;
}

function linkIn(text: string, path: string): string {
  const link = new RegExp(`https?://\\S+${path}\\?token=\\S+`).exec(text)?.[0];
  if (!link) throw new Error(`no ${path} link in mail:\n${text}`);
  return new URL(link).pathname + new URL(link).search;
}

async function signInThroughUi(page: Page, login: string, password: string) {
  await page.getByLabel(tc["app.signIn.username"], { exact: true }).fill(login);
  await page.getByLabel(tc["app.signIn.password"], { exact: true }).fill(password);
  await untilAnswered(page, "/api/jwt-auth/v1/token", () =>
    page.getByRole("button", { name: tc["app.signIn.submit"] }).click(),
  );
}

test("sign up, verify the mailed code, complete the info, then land on the protected target", async ({
  page,
  request,
}) => {
  const account = newAccount();
  await openScreen(page, "/app/profile");
  await expect(page).toHaveURL(/\/app\/sign-in\?next=%2Fapp%2Fprofile$/);
  await page.getByRole("link", { name: tc["app.signIn.signUp"] }).click();
  await expect(page).toHaveURL(/\/app\/sign-up\?next=%2Fapp%2Fprofile$/);

  // Fields are judged on blur, with the shared schemas' messages.
  const username = page.getByLabel(tc["app.signUp.username"], { exact: true });
  await username.fill("ab");
  await username.blur();
  await expect(page.getByText(tc["accounts.error.usernameTooShort"])).toBeVisible();
  await username.fill(account.username);
  await expect(page.getByText(tc["accounts.error.usernameTooShort"])).toHaveCount(0);
  await page.getByLabel(tc["app.signUp.email"], { exact: true }).fill(account.email);
  await page.getByLabel(tc["app.signUp.password"], { exact: true }).fill(account.password);
  await page.getByRole("button", { name: tc["app.signUp.submit"] }).click();
  await expect(page.getByText(tc["accounts.error.termsRequired"])).toBeVisible();
  // The terms and the privacy policy are one click away, in a new tab, in the language on screen.
  const terms = page.getByRole("link", { name: tc["app.signUp.termsLink"] });
  await expect(terms).toHaveAttribute("href", "/terms/");
  await expect(terms).toHaveAttribute("target", "_blank");
  await expect(terms).toContainText(tc["common.newTab"]);
  await expect(page.getByRole("link", { name: tc["app.signUp.privacyLink"] })).toHaveAttribute(
    "href",
    "/privacy/",
  );
  await page.getByRole("checkbox", { name: tc["app.signUp.termsLink"] }).check();
  await untilAnswered(page, "/api/jwt-auth/v1/token", () =>
    page.getByRole("button", { name: tc["app.signUp.submit"] }).click(),
  );

  await expect(page).toHaveURL(/\/app\/account\?next=%2Fapp%2Fprofile$/);
  await expect(page.getByText(tc["accounts.register.done"])).toBeVisible();
  await expect(
    page.getByText(fill(tc["app.account.emailSent"], { email: account.email })),
  ).toBeVisible();

  // The sign-up mail has just gone: asking for another waits out the cooldown, counting down.
  await untilAnswered(page, "/api/listar/v1/verification/resend", () =>
    page.getByRole("button", { name: tc["app.account.resend"] }).click(),
  );
  const countdown = new RegExp(`^${tc["app.account.resendIn"].replace("{seconds}", "(\\d+)")}$`);
  const resend = page.getByRole("button", { name: countdown });
  await expect(resend).toBeDisabled();
  const shown = Number(countdown.exec((await resend.textContent()) ?? "")?.[1]);
  expect(shown).toBeGreaterThan(50);
  await expect(resend).not.toHaveText(fill(tc["app.account.resendIn"], { seconds: shown }));

  const { text: mail } = await latestMail(
    request,
    account.email,
    tc["accounts.mail.verify.subject"],
  );
  await page.getByLabel(tc["app.account.code"], { exact: true }).fill(codeIn(mail));
  await untilAnswered(page, "/api/listar/v1/verification/verify", () =>
    page.getByRole("button", { name: tc["app.account.verify"], exact: true }).click(),
  );
  await expect(page.getByText(tc["app.account.emailDone"])).toBeVisible();

  await page.getByLabel(tc["app.profile.lastName"], { exact: true }).fill("陳");
  await page.getByLabel(tc["app.profile.firstName"], { exact: true }).fill("大文");
  const phone = page.getByLabel(tc["app.profile.phone"], { exact: true });
  await phone.fill("123");
  await page.getByRole("button", { name: tc["app.account.saveInfo"] }).click();
  await expect(page.getByText(tc["accounts.error.phone"])).toBeVisible();
  await phone.fill("9123 4567");
  await untilAnswered(page, "/api/wp/v2/users/me", () =>
    page.getByRole("button", { name: tc["app.account.saveInfo"] }).click(),
  );

  await expect(page).toHaveURL(/\/app\/profile$/);
  await expect(page.getByRole("heading", { name: account.username })).toBeVisible();
  await expect(page.getByText("9123 4567")).toBeVisible();
});

test("the mailed link verifies the e-mail address", async ({ page, request }) => {
  const account = newAccount();
  await request.post(`/api/${NS}/v1/auth/register?lang=tc`, {
    data: { ...account, accept_terms: true },
  });
  const { text: mail } = await latestMail(
    request,
    account.email,
    tc["accounts.mail.verify.subject"],
  );
  await openScreen(page, linkIn(mail, "/app/verify"));
  await expect(page.getByText(tc["accounts.verification.done"])).toBeVisible();

  // Opened again, the link finds the address proven and says so (decision 041).
  await page.reload();
  await untilScreenReady(page);
  await expect(page.getByText(tc["accounts.verification.alreadyVerified"])).toBeVisible();
  await page.getByRole("link", { name: tc["app.verifyLink.signIn"] }).click();
  await signInThroughUi(page, account.username, account.password);
  await expect(page).toHaveURL(/\/app$/);
  await openScreen(page, "/app/account");
  await expect(page.getByText(tc["app.account.emailDone"])).toBeVisible();
});

test("sign in keeps what was typed on a wrong password, then sign out", async ({
  page,
  request,
}) => {
  const account = await verifiedAccount(request);
  await openScreen(page, "/app/me");
  await page.getByRole("link", { name: tc["app.home.signIn"] }).click();
  await signInThroughUi(page, account.email, "wrong-password");
  await expect(
    page.getByRole("alert").filter({ hasText: tc["accounts.error.invalidLogin"] }),
  ).toBeVisible();
  await expect(page.getByLabel(tc["app.signIn.username"], { exact: true })).toHaveValue(
    account.email,
  );

  await page.getByLabel(tc["app.signIn.password"], { exact: true }).fill(account.password);
  await untilAnswered(page, "/api/jwt-auth/v1/token", () =>
    page.getByRole("button", { name: tc["app.signIn.submit"] }).click(),
  );
  await expect(page).toHaveURL(/\/app\/me$/);
  await expect(page.getByRole("heading", { name: account.username })).toBeVisible();
  await expect(page.getByText(account.email)).toBeVisible();

  await page.getByRole("button", { name: tc["app.home.signOut"] }).click();
  await expect(page.getByText(tc["app.home.signedOut"])).toBeVisible();
  await expect(page.getByRole("link", { name: tc["app.home.signIn"] })).toBeVisible();
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), AUTH_KEY)).toBeNull();
});

test("a forged token signs the user out and sends them back to the first screen", async ({
  page,
}) => {
  await openSignedIn(
    page,
    "eyJhbGciOiJIUzI1NiJ9.eyJkYXRhIjp7InVzZXIiOnsiaWQiOjF9fX0.forged",
    "/app/profile/edit",
  );
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByText(tc["accounts.jwt.invalidToken"])).toBeVisible();
  await page.getByRole("link", { name: tc["app.tab.account"] }).click();
  await expect(page.getByRole("link", { name: tc["app.home.signIn"] })).toBeVisible();
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), AUTH_KEY)).toBeNull();
});

test("edit the profile with a photo", async ({ page, request }) => {
  const account = await verifiedAccount(request);
  await openSignedIn(page, account.token, "/app/profile/edit");
  // The collection notice links to the privacy policy's collection statement, in a new tab.
  const pics = page.getByRole("link", { name: tc["app.editProfile.picsLink"] });
  await expect(pics).toHaveAttribute("href", "/privacy/#pics");
  await expect(pics).toHaveAttribute("target", "_blank");

  const photo = await solidPng(96, "#407cb9");
  await page
    .getByLabel(tc["app.editProfile.choosePhoto"], { exact: true })
    .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: photo });
  await expect(page.getByText(tc["app.editProfile.uploaded"])).toBeVisible();

  const displayName = page.getByLabel(tc["app.profile.displayName"], { exact: true });
  await displayName.fill("");
  await displayName.blur();
  await expect(page.getByText(tc["validation.required"])).toBeVisible();
  await displayName.fill("陳大文");
  // An optional field says so in its label.
  await page
    .getByLabel(`${tc["app.profile.url"]}${tc["app.form.optional"]}`, { exact: true })
    .fill("tablestart.hk");
  await untilAnswered(page, "/api/wp/v2/users/me", () =>
    page.getByRole("button", { name: tc["app.editProfile.save"] }).click(),
  );
  await expect(page.getByText(tc["app.editProfile.saved"])).toBeVisible();

  await openScreen(page, "/app/profile");
  await expect(page.getByRole("heading", { name: "陳大文" })).toBeVisible();
  await expect(page.getByRole("link", { name: "https://tablestart.hk" })).toBeVisible();
  const src = await page.locator(".account-avatar").getAttribute("src");
  expect(src).toMatch(/\/media\//);
  expect((await request.get(new URL(src ?? "").pathname)).ok()).toBe(true);
});

test("change the password, then sign in with the new one only", async ({ page, request }) => {
  const account = await verifiedAccount(request);
  await openSignedIn(page, account.token, "/app/account/password");
  const type = async (old: string, next: string) => {
    await page.getByLabel(tc["app.changePassword.old"], { exact: true }).fill(old);
    await page.getByLabel(tc["app.changePassword.new"], { exact: true }).fill(next);
    await page.getByLabel(tc["app.changePassword.confirm"], { exact: true }).fill(next);
    await untilAnswered(page, "/api/listar/v1/auth/change_password", () =>
      page.getByRole("button", { name: tc["app.changePassword.submit"] }).click(),
    );
  };

  await type("not-my-password", "fresh-password-7");
  await expect(page.getByText(tc["accounts.error.wrongOldPassword"])).toBeVisible();
  await type(account.password, "fresh-password-7");
  await expect(page.getByText(tc["accounts.password.changed"])).toBeVisible();

  // The session goes on with the new token the answer carried.
  await openScreen(page, "/app/me");
  await expect(page.getByRole("heading", { name: account.username })).toBeVisible();
  await page.getByRole("button", { name: tc["app.home.signOut"] }).click();

  await page.getByRole("link", { name: tc["app.home.signIn"] }).click();
  await signInThroughUi(page, account.username, account.password);
  await expect(page.getByText(tc["accounts.error.invalidLogin"])).toBeVisible();
  await page.getByLabel(tc["app.signIn.password"], { exact: true }).fill("fresh-password-7");
  await untilAnswered(page, "/api/jwt-auth/v1/token", () =>
    page.getByRole("button", { name: tc["app.signIn.submit"] }).click(),
  );
  await expect(page).toHaveURL(/\/app\/me$/);
  await expect(page.getByRole("button", { name: tc["app.home.signOut"] })).toBeVisible();
});

test("deactivate the account with the password, after confirming, then fail to sign in", async ({
  page,
  request,
}) => {
  const account = await verifiedAccount(request);
  await openSignedIn(page, account.token, "/app/account/deactivate");
  const password = page.getByLabel(tc["app.deactivate.password"], { exact: true });
  const submit = page.getByRole("button", { name: tc["app.deactivate.submit"] });
  const dialog = page.getByRole("dialog", { name: tc["app.deactivate.confirmTitle"] });

  // No password, no dialog.
  await submit.click();
  await expect(page.getByText(tc["validation.required"])).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // A wrong password is refused by the server, under the field.
  await password.fill("not-my-password");
  await submit.click();
  await untilAnswered(page, "/api/listar/v1/auth/deactivate", () =>
    dialog.getByRole("button", { name: tc["app.deactivate.confirm"] }).click(),
  );
  await expect(page.getByText(tc["accounts.error.wrongPassword"])).toBeVisible();

  await password.fill(account.password);
  await submit.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: tc["app.cancel"] }).click();
  await expect(dialog).toHaveCount(0);

  await submit.click();
  await untilAnswered(page, "/api/listar/v1/auth/deactivate", () =>
    dialog.getByRole("button", { name: tc["app.deactivate.confirm"] }).click(),
  );
  await expect(page).toHaveURL(/\/app\/me$/);
  await expect(page.getByText(tc["accounts.deactivate.done"])).toBeVisible();

  await page.getByRole("link", { name: tc["app.home.signIn"] }).click();
  await signInThroughUi(page, account.username, account.password);
  await expect(page.getByText(tc["accounts.error.deactivated"])).toBeVisible();
});

test("a new e-mail address asks for the current password", async ({ page, request }) => {
  const account = await verifiedAccount(request);
  await openSignedIn(page, account.token, "/app/profile/edit");
  const current = page.getByLabel(tc["app.editProfile.currentPassword"], { exact: true });
  await expect(page.getByLabel(tc["app.profile.email"], { exact: true })).toHaveValue(
    account.email,
  );
  await expect(current).toHaveCount(0);

  await page.getByLabel(tc["app.profile.email"], { exact: true }).fill(`new.${account.email}`);
  await expect(current).toBeVisible();
  await current.fill("not-my-password");
  await untilAnswered(page, "/api/wp/v2/users/me", () =>
    page.getByRole("button", { name: tc["app.editProfile.save"] }).click(),
  );
  await expect(page.getByText(tc["accounts.error.wrongPassword"])).toBeVisible();

  // The right password passes; this account's sign-up mail went out seconds ago, so the new
  // address waits out the one-mail-a-minute rule like any resend, and the screen says so.
  await current.fill(account.password);
  await untilAnswered(page, "/api/wp/v2/users/me", () =>
    page.getByRole("button", { name: tc["app.editProfile.save"] }).click(),
  );
  const cooldown = tc["accounts.verification.cooldown"].replace("{seconds}", "\\d+");
  await expect(page.getByText(new RegExp(`^${cooldown}$`))).toBeVisible();
});

test("forgotten password: the mailed link sets a new one", async ({ page, request }) => {
  const account = await verifiedAccount(request);
  await openScreen(page, "/app/sign-in");
  await page.getByRole("link", { name: tc["app.signIn.forgot"] }).click();
  await page.getByLabel(tc["app.forgot.email"], { exact: true }).fill(account.email);
  await untilAnswered(page, "/api/listar/v1/auth/reset_password", () =>
    page.getByRole("button", { name: tc["app.forgot.submit"] }).click(),
  );
  await expect(page.getByText(tc["accounts.reset.sent"])).toBeVisible();

  const { text: mail } = await latestMail(
    request,
    account.email,
    tc["accounts.mail.reset.subject"],
  );
  await openScreen(page, linkIn(mail, "/app/reset-password"));
  await page.getByLabel(tc["app.reset.newPassword"], { exact: true }).fill("brand-new-pass-9");
  await page.getByLabel(tc["app.reset.confirmPassword"], { exact: true }).fill("brand-new-pass-8");
  await page.getByLabel(tc["app.reset.confirmPassword"], { exact: true }).blur();
  await expect(page.getByText(tc["accounts.error.passwordsInconsistent"])).toBeVisible();
  await page.getByLabel(tc["app.reset.confirmPassword"], { exact: true }).fill("brand-new-pass-9");
  await untilAnswered(page, "/api/listar/v1/auth/reset_password/confirm", () =>
    page.getByRole("button", { name: tc["app.reset.submit"] }).click(),
  );

  await expect(page).toHaveURL(/\/app\/sign-in$/);
  await expect(page.getByText(tc["accounts.reset.done"])).toBeVisible();
  await signInThroughUi(page, account.username, "brand-new-pass-9");
  await expect(page).toHaveURL(/\/app$/);
});

test("the app speaks the stored language, chosen in its settings", async ({ page }) => {
  await openScreen(page, "/app");
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hant-HK");
  await page.getByRole("link", { name: tc["app.tab.settings"] }).click();
  await page.getByLabel("English").check();
  await expect(page.getByRole("heading", { name: en["app.settings.title"] })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");

  await page.reload();
  await untilScreenReady(page);
  await expect(page.getByRole("heading", { name: en["app.settings.title"] })).toBeVisible();
  await page.getByRole("link", { name: en["app.tab.account"] }).click();
  await expect(page.getByRole("link", { name: en["app.home.signIn"] })).toBeVisible();
  await expect(page).toHaveTitle(`Tablestart | ${en["app.home.title"]}`);
});
