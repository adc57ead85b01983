/**
 * What the service worker and the page both know about its caches and messages (decision 055).
 * Kept apart from the worker so the page can forget a user's answers without it.
 */

/** This build's app shell, pages and code: one cache per version, dropped when the next takes over. */
export const SHELL_CACHE_PREFIX = "tablestart-shell-";

/**
 * A signed-in user's answers (wish list, bookings, their places), one cache per session token:
 * named by a hash of the token, so a request with another user's token can never read them.
 */
export const PRIVATE_CACHE_PREFIX = "tablestart-private-";

/** Messages the page sends the worker. */
export type WorkerMessage =
  /** The user pressed "reload" on the update prompt: the waiting version takes over. */
  | { type: "skip-waiting" }
  /** Signed out: every cached private answer goes, and none still on its way is kept. */
  | { type: "forget-private" }
  /**
   * Keep these for offline use: the page just shown (a screen reached inside the app is never
   * fetched as a document) and the code the page loaded before the worker was in control.
   */
  | { type: "keep"; pages: string[]; assets: string[] }
  /** A page that has just started asks whether the worker's last try of the network failed. */
  | { type: "network-state" }
  /**
   * A page showing the offline notice asks the worker to try the network again: nothing else may
   * ask for a while, and the browser need not say when the network is back.
   */
  | { type: "probe-network" };

/**
 * What the worker tells its pages: whether the network answered its last try. The browser's
 * `navigator.onLine` stays true on a network that reaches nothing (a shop's weak signal, a
 * captive portal), and a page the worker served offline may not be told otherwise.
 */
export type PageMessage = { type: "network"; online: boolean };
