import type { Page } from "@playwright/test";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { expect } from "./fixtures.ts";

/** Where the app keeps the signed-in session (src/web/features/accounts/auth-store.ts). */
export const AUTH_KEY = "tablestart.auth";

/**
 * Puts a session in storage as the app keeps it, then opens a screen. `verified` is what the app
 * believes until it asks the server (an unverified account reaches fewer screens).
 */
export async function openSignedIn(page: Page, token: string, path: string, verified = true) {
  await page.goto("/app/settings");
  // Once the app is up: a session written earlier would be picked up by this page.
  await expect(
    page.getByRole("heading", { name: MESSAGES.tc["app.settings.title"] }),
  ).toBeVisible();
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    AUTH_KEY,
    JSON.stringify({
      auth: { user: { token } },
      verification: { emailVerified: verified, havePersonalInfo: verified },
    }),
  ] as const);
  await page.goto(path);
  // The stories go on by tapping: the screen must be the app's, not only the server's HTML.
  await untilHydrated(page);
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
