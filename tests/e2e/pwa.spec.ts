import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { BrowserContext, Page } from "@playwright/test";
import { CHROMIUM_ARGS } from "../../scripts/chromium-path.ts";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { tokenOf } from "./accounts.ts";
import { AUTH_KEY, openSignedIn as openSignedInApp } from "./app-session.ts";
import { expect, test } from "./fixtures.ts";

// Long stories of many screens on a shared 2-core machine: each gets more time as a whole.
test.describe.configure({ timeout: 120_000 });
// The rest of the suite blocks the worker (playwright.config.ts).
test.use({ serviceWorkers: "allow" });

const tc = MESSAGES.tc;
const API = "/api/listar/v1";
const PRIVATE_CACHE = "tablestart-private-";

async function apiData<T>(page: Page, token: string, path: string): Promise<T> {
  const answer = await page.request.get(`${API}/${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await answer.json()).data as T;
}

/** The worker controls the page once it has activated and claimed it (decision 055). */
async function controlled(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/**
 * A session put in storage as the app keeps it, after a first /app visit has installed the worker:
 * what comes next passes through it.
 */
async function openSignedIn(page: Page, token: string, path: string) {
  await page.goto("/app/settings");
  await controlled(page);
  await openSignedInApp(page, token, path);
}

/** Every cached request as "<cache kind> <path>", kind being `private` or `shell`. */
function kept(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const out: string[] = [];
    for (const name of await caches.keys()) {
      const kind = name.startsWith("tablestart-private-") ? "private" : "shell";
      for (const request of await (await caches.open(name)).keys()) {
        out.push(`${kind} ${new URL(request.url).pathname}`);
      }
    }
    return out;
  });
}

/**
 * Kept API answers whose body mentions any of these words. Code and screens are left out: a
 * screen kept by its address is the server's render, the same for every visitor (decision 060).
 */
function keptMentioning(page: Page, words: string[]): Promise<string[]> {
  return page.evaluate(async (wanted) => {
    const out: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        if (!new URL(request.url).pathname.startsWith("/api/")) continue;
        const body = await (await cache.match(request))?.text();
        if (body && wanted.some((word) => body.includes(word))) out.push(request.url);
      }
    }
    return out;
  }, words);
}

const privateCaches = (page: Page) =>
  page.evaluate(
    async (prefix) => (await caches.keys()).filter((name) => name.startsWith(prefix)),
    PRIVATE_CACHE,
  );

const offlineNotice = (page: Page) =>
  page.getByRole("status").filter({ hasText: tc["pwa.offline"] });

const tabs = (page: Page) => page.getByRole("navigation", { name: tc["app.tabs"] });

/**
 * Cuts the page and its service worker off the network. Emulating offline alone is not enough:
 * the Chromium headless shell that @sparticuz/chromium carries keeps letting the worker's own
 * fetches through and says `navigator.onLine` on a page loaded offline, so every request,
 * the worker's included, is also refused as a disconnected network would refuse it.
 */
async function goOffline(context: BrowserContext, page: Page) {
  await context.route("**/*", (route) => route.abort("internetdisconnected"));
  await context.setOffline(true);
  await expect(offlineNotice(page)).toBeVisible();
}

async function goOnline(context: BrowserContext) {
  await context.unrouteAll();
  await context.setOffline(false);
}

test("the app meets Chromium's install criteria: a valid manifest and a worker controlling /app", async ({
  page,
}) => {
  // Website pages are no part of the app: no manifest, no worker of theirs.
  await page.goto("/en/");
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(0);

  await page.goto("/app");
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/app.webmanifest");
  await controlled(page);
  const registration = await page.evaluate(async () => {
    const found = await navigator.serviceWorker.getRegistration("/app");
    return {
      scope: found?.scope,
      script: found?.active?.scriptURL,
      controller: navigator.serviceWorker.controller?.scriptURL,
    };
  });
  expect(new URL(registration.scope ?? "").pathname).toBe("/app");
  expect(new URL(registration.script ?? "").pathname).toBe("/sw.js");
  expect(registration.controller).toBe(registration.script);
  // The first version takes over at once: nothing to update to.
  await expect(page.getByRole("button", { name: tc["pwa.update.reload"] })).toHaveCount(0);

  // Chromium's own verdict: what it would need before offering to install.
  const cdp = await page.context().newCDPSession(page);
  const manifest = await cdp.send("Page.getAppManifest");
  expect(manifest.errors).toEqual([]);
  expect(new URL(manifest.url).pathname).toBe("/app.webmanifest");

  // From the English website the app names itself in English.
  await page.goto("/en/app");
  await expect(page).toHaveURL((url) => url.pathname === "/app");
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/en/app.webmanifest");
  // Chromium fetches the manifest a changed link names in its own time.
  await expect
    .poll(async () => {
      const english = await cdp.send("Page.getAppManifest");
      return { errors: english.errors, ...JSON.parse(english.data ?? "{}") };
    })
    .toMatchObject({
      errors: [],
      name: MESSAGES.en["pwa.manifest.name"],
      lang: "en",
      start_url: "/app",
    });
});

test("Chromium finds nothing missing to offer installing the app", async ({
  playwright,
  baseURL,
}) => {
  // Test contexts are incognito, where Chromium never installs; a profile on disk is not.
  const profile = await mkdtemp(path.join(tmpdir(), "tablestart-install-"));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    baseURL,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    // The check fails where something is missing: a website page has no manifest. A headless
    // shell (the Chromium that @sparticuz/chromium carries) never judges installability at all.
    await page.goto("/en/");
    const website = await cdp.send("Page.getInstallabilityErrors");
    test.skip(
      website.installabilityErrors.length === 0,
      "this Chromium does not judge installability (a headless shell)",
    );
    expect(website.installabilityErrors.map((error) => error.errorId)).toContain("no-manifest");
    await page.goto("/app");
    await controlled(page);
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});

test.describe("offline", () => {
  // Offline, whatever the worker does not keep fails as it would without it (the session check
  // at start, photos; ERR_FAILED when the worker has no copy either): the browser says so in the
  // console. One pattern: a second RegExp in the list would be read as the fixture's options.
  test.use({ allowedConsoleErrors: [/ERR_INTERNET_DISCONNECTED|net::ERR_FAILED|Failed to fetch/] });

  test("a signed-in customer reads their wish list, a saved place and their bookings offline; sign-out forgets them", async ({
    page,
    context,
  }) => {
    const token = await tokenOf(page, "demo-customer");
    const [saved] = await apiData<{ ID: number; post_title: string }[]>(
      page,
      token,
      "wishlist/list",
    );
    const bookings = await apiData<{ ID: number; place_title: string; title: string }[]>(
      page,
      token,
      "booking/list",
    );
    if (!saved || bookings.length === 0)
      throw new Error("the demo customer has saved places and bookings");
    const booked = bookings.map((booking) => booking.place_title || booking.title);

    // Online: the wish list, a saved place, my bookings, as a customer goes through them.
    await openSignedIn(page, token, "/app/wishlist");
    await controlled(page);
    await page.getByRole("link", { name: saved.post_title }).first().click();
    await expect(page).toHaveURL(new RegExp(`/app/places/${saved.ID}$`));
    await expect(page.getByRole("heading", { name: saved.post_title, level: 2 })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole("heading", { name: tc["directory.wishlist.title"] })).toBeVisible();
    await tabs(page).getByRole("link", { name: tc["app.tab.account"] }).click();
    await page.getByRole("link", { name: tc["bookings.mine.title"] }).click();
    await expect(page).toHaveURL(/\/app\/bookings$/);
    await expect(page.getByRole("link", { name: booked[0] }).first()).toBeVisible();
    await expect
      .poll(() => kept(page))
      .toEqual(
        expect.arrayContaining([
          `private ${API}/wishlist/list`,
          `private ${API}/place/view`,
          `private ${API}/booking/list`,
          "shell /app/wishlist",
          `shell /app/places/${saved.ID}`,
          "shell /app/bookings",
        ]),
      );

    expect(await keptMentioning(page, [saved.post_title, booked[0] ?? ""])).not.toEqual([]);
    // A refusal comes as HTTP 200 (decision 066): it is never kept as the answer to show offline.
    const refused = await page.evaluate(
      async ([url, bearer]) =>
        (await fetch(url!, { headers: { authorization: `Bearer ${bearer}` } })).json(),
      [`${API}/booking/view?id=999999`, token],
    );
    expect(refused).toMatchObject({ success: false, data: { status: 400 } });
    expect(await kept(page)).not.toContain(`private ${API}/booking/view`);

    // Offline: reloading and moving about shows what was seen, and says it is offline.
    await goOffline(context, page);
    await page.reload();
    await expect(offlineNotice(page)).toBeVisible();
    await expect(page.getByRole("heading", { name: tc["bookings.mine.title"] })).toBeVisible();
    await expect(page.getByRole("link", { name: booked[0] }).first()).toBeVisible();
    await page.goto("/app/wishlist");
    await expect(offlineNotice(page)).toBeVisible();
    await page.getByRole("link", { name: saved.post_title }).first().click();
    await expect(page.getByRole("heading", { name: saved.post_title, level: 2 })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("heading", { name: saved.post_title, level: 2 })).toBeVisible();
    await expect(offlineNotice(page)).toBeVisible();

    // Back online, signing out deletes every kept private answer.
    await goOnline(context);
    await expect(offlineNotice(page)).toHaveCount(0);
    await page.goto("/app/me");
    await page.getByRole("button", { name: tc["app.home.signOut"] }).click();
    await expect(page.getByText(tc["app.home.signedOut"])).toBeVisible();
    await expect.poll(() => privateCaches(page)).toEqual([]);
    expect((await kept(page)).filter((entry) => entry.includes("/api/"))).toEqual([]);
    // No answer kept anywhere names what they saved or booked.
    const theirs = [saved.post_title, ...booked];
    expect(await keptMentioning(page, theirs)).toEqual([]);

    // Offline again, my bookings show nothing of theirs.
    await goOffline(context, page);
    await page.goto("/app/bookings");
    await expect(page.getByRole("heading", { name: tc["app.signIn.title"] })).toBeVisible();
    for (const title of booked) await expect(page.getByText(title)).toHaveCount(0);
  });

  test("another user signing in without a sign-out never sees the first user's kept answers", async ({
    page,
    context,
  }) => {
    const customer = await tokenOf(page, "demo-customer");
    const bookings = await apiData<{ place_title: string; title: string }[]>(
      page,
      customer,
      "booking/list",
    );
    const booked = bookings.map((booking) => booking.place_title || booking.title);
    await openSignedIn(page, customer, "/app/bookings");
    await controlled(page);
    await expect(page.getByRole("link", { name: booked[0] }).first()).toBeVisible();
    await expect.poll(() => kept(page)).toContain(`private ${API}/booking/list`);

    // The session changes hands with no sign-out (another tab, a stale storage), then offline.
    const admin = await tokenOf(page, "demo-admin");
    await page.evaluate(
      ([key, token]) =>
        localStorage.setItem(
          key,
          JSON.stringify({
            auth: { user: { token } },
            verification: { emailVerified: true, havePersonalInfo: true },
          }),
        ),
      [AUTH_KEY, admin] as const,
    );
    await goOffline(context, page);
    await page.reload();
    await expect(offlineNotice(page)).toBeVisible();
    await expect(page.getByText(tc["error.notConnected"])).toBeVisible();
    for (const title of booked) await expect(page.getByText(title)).toHaveCount(0);

    // Online, the new user's answers are kept and the first user's are gone from the device.
    await goOnline(context);
    await page.reload();
    await expect(page.getByRole("heading", { name: tc["bookings.mine.title"] })).toBeVisible();
    await expect.poll(() => privateCaches(page)).toHaveLength(1);
    const adminCache = await page.evaluate(async () => {
      const digest = await crypto.subtle.digest(
        "SHA-256",
        new TextEncoder().encode(
          JSON.parse(localStorage.getItem("tablestart.auth") ?? "{}").auth.user.token,
        ),
      );
      return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
    });
    expect(await privateCaches(page)).toEqual([`${PRIVATE_CACHE}${adminCache}`]);
  });
});

test("a new version waiting shows the update prompt, and reload brings it in", async ({ page }) => {
  await page.goto("/app");
  await controlled(page);
  await expect(page.getByRole("button", { name: tc["pwa.update.reload"] })).toHaveCount(0);

  // A deploy changes the registration's script; the browser installs it beside the running one,
  // where it waits. Here the script's address changes (a deploy changes its bytes): the same.
  await page.evaluate(() =>
    navigator.serviceWorker.register("/sw.js?deploy=next", { scope: "/app" }),
  );
  const prompt = page.getByRole("status").filter({ hasText: tc["pwa.update.message"] });
  // The new worker fetches the whole app shell as it installs, before the prompt can show.
  await expect(prompt).toBeVisible({ timeout: 15_000 });
  await page.evaluate(() => {
    (window as { beforeUpdate?: boolean }).beforeUpdate = true;
  });
  await prompt.getByRole("button", { name: tc["pwa.update.reload"] }).click();
  // A fresh page under the new version.
  await page.waitForFunction(
    () =>
      !(window as { beforeUpdate?: boolean }).beforeUpdate &&
      navigator.serviceWorker.controller?.scriptURL.endsWith("/sw.js?deploy=next") === true,
  );
  await expect(page.getByRole("heading", { name: tc["directory.home.title"] })).toBeVisible();
});
