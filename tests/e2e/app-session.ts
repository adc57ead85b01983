import type { Page } from "@playwright/test";

/** Where the app keeps the signed-in session (src/web/features/accounts/auth-store.ts). */
export const AUTH_KEY = "tablestart.auth";

/**
 * Puts a session in storage as the app keeps it. The page first opens a plain file of the same
 * origin: storage is per origin, and no app code runs there to read or write the session at the
 * same time (nor any screen to wait for).
 */
export async function storeSession(page: Page, token: string, verified = true) {
  await page.goto("/robots.txt");
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    AUTH_KEY,
    JSON.stringify({
      auth: { user: { token } },
      verification: { emailVerified: verified, havePersonalInfo: verified },
    }),
  ] as const);
}

/**
 * Signs in by storage, then opens a screen and waits until it is ready to use (untilScreenReady).
 * `verified` is what the app believes until it asks the server (an unverified account reaches
 * fewer screens).
 */
export async function openSignedIn(page: Page, token: string, path: string, verified = true) {
  await storeSession(page, token, verified);
  await openScreen(page, path);
}

/** Opens an app screen and waits until it is ready to use (untilScreenReady). */
export async function openScreen(page: Page, path: string) {
  await page.goto(path);
  await untilScreenReady(page);
}

/**
 * Does what sends a request (a tap on Save, Sign in…) and waits for the server's answer to it,
 * then for the screen to be ready again: the expectations that follow judge a screen that has
 * its answer, however long a busy server took to give it.
 */
export async function untilAnswered(page: Page, path: string, action: () => Promise<unknown>) {
  const answered = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === path && response.request().method() !== "GET",
  );
  await action();
  await answered;
  await untilScreenReady(page);
}

/**
 * Resolves once the page's code has taken over the server's HTML (React Router keeps its router
 * on `window` when it hydrates): from then on its buttons answer. A page asks for its code only
 * after its first paint (decision 062), so a tap on a button of a freshly loaded screen must wait
 * for this; links and forms work before it.
 */
export async function untilHydrated(page: Page) {
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);
}

/**
 * Resolves once the screen is the app's and has what it reads: hydrated, and nothing on it marked
 * busy. The app marks every wait with `aria-busy="true"`: the frame while the settings and the
 * language load (AppFallback) and a screen while its read is under way (QueryPending, e.g. the
 * account on /app/profile/edit). It waits as long as the app does (bounded by the test's own
 * timeout, not by an expectation's 5 s): on a busy machine the account may take longer to come.
 */
export async function untilScreenReady(page: Page) {
  await page.waitForFunction(
    () =>
      "__reactRouterDataRouter" in window && document.querySelector('[aria-busy="true"]') === null,
  );
}
