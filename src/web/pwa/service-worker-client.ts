import { PRIVATE_CACHE_PREFIX, type WorkerMessage } from "./cache-names.ts";

/** The worker's script (built into build/client/sw.js) and the part of the site it controls. */
export const SERVICE_WORKER_URL = "/sw.js";
export const SERVICE_WORKER_SCOPE = "/app";

type Listener = () => void;

/**
 * The page's side of the service worker (decision 055): registration, "a new version is
 * waiting", and taking it when the user says so. State lives outside React so the prompt can
 * read it with useSyncExternalStore from any screen.
 */
let waiting: ServiceWorker | null = null;
const listeners = new Set<Listener>();
let registration: Promise<ServiceWorkerRegistration | null> | null = null;

function setWaiting(next: ServiceWorker | null) {
  if (next === waiting) return;
  waiting = next;
  for (const listener of listeners) listener();
}

export const updateWaiting = () => waiting !== null;

export function subscribeToUpdates(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const supported = () => typeof navigator !== "undefined" && "serviceWorker" in navigator;

/** A version that installed while another controls the page waits for the user's word. */
function watch(found: ServiceWorkerRegistration) {
  if (found.waiting && navigator.serviceWorker.controller) setWaiting(found.waiting);
  found.addEventListener("updatefound", () => {
    const installing = found.installing;
    installing?.addEventListener("statechange", () => {
      if (installing.state === "installed" && navigator.serviceWorker.controller) {
        setWaiting(installing);
      }
    });
  });
}

/** Once the page has loaded: the worker's first install fetches the app's code, after the page's. */
const loaded = () =>
  document.readyState === "complete"
    ? Promise.resolve()
    : new Promise<void>((resolve) =>
        window.addEventListener("load", () => resolve(), { once: true }),
      );

/**
 * Registers the worker once per page; only in a production build (the dev server has no sw.js
 * and its modules change under it) and where the browser has service workers.
 */
export function registerServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  if (!import.meta.env.PROD || !supported()) return Promise.resolve(null);
  registration ??= loaded()
    .then(() =>
      navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE }),
    )
    .then(
      // Where workers are blocked (an automated browser's stub, some privacy add-ons) `register`
      // resolves with nothing: the app works, only not offline.
      (found: ServiceWorkerRegistration | undefined) => {
        if (!found) return null;
        watch(found);
        return found;
      },
      (error: unknown) => {
        // The app works without it, only not offline (private mode, storage full).
        console.warn("Tablestart: the app could not be made available offline", error);
        return null;
      },
    );
  return registration;
}

/** The user accepted the update prompt: the waiting version takes over and the page reloads. */
export function applyUpdate() {
  if (!waiting) return;
  navigator.serviceWorker.addEventListener("controllerchange", () => window.location.reload(), {
    once: true,
  });
  const message: WorkerMessage = { type: "skip-waiting" };
  waiting.postMessage(message);
}

/**
 * Asks the active worker to keep what this screen needs offline: the screen's URL, and the code
 * the page loaded (some of it before the worker was in control, on the first visit).
 */
export async function keepForOffline(page: string): Promise<void> {
  const { active } = await navigator.serviceWorker.ready;
  if (!active) return;
  const origin = window.location.origin;
  const assets = performance
    .getEntriesByType("resource")
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(`${origin}/assets/`));
  const message: WorkerMessage = { type: "keep", pages: [page], assets };
  active.postMessage(message);
}

/**
 * Signed out: the signed-in user's kept answers go. The page deletes them itself (also with no
 * worker running) and tells the worker, which drops answers still on their way.
 */
export async function forgetPrivateAnswers(): Promise<void> {
  if (!supported() || typeof caches === "undefined") return;
  const message: WorkerMessage = { type: "forget-private" };
  navigator.serviceWorker.controller?.postMessage(message);
  try {
    const names = await caches.keys();
    await Promise.all(
      names
        .filter((name) => name.startsWith(PRIVATE_CACHE_PREFIX))
        .map((name) => caches.delete(name)),
    );
  } catch (error) {
    // Storage refused (a browser setting): the sign-out itself must still go ahead.
    console.warn("Tablestart: could not delete the answers kept offline", error);
  }
}
