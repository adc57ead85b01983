/**
 * What the service worker's build (build-service-worker.ts) works out from the client build:
 * its version and the app shell it keeps at install (decision 055).
 */
import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

/** Route ids (routes.ts) that must be there: the app's frame and its first screen. */
const SHELL_ROUTES = ["root", "routes/app/app-layout", "routes/app/directory-home"];
/** The /app document itself, icons, and the pictures the API points at for missing photos. */
const SHELL_FILES = [
  "/app",
  "/favicon.svg",
  "/icons/app-192.png",
  "/icons/app-512.png",
  "/images/place-placeholder.svg",
  "/images/default-avatar.svg",
];

interface RouteAssets {
  id?: string;
  parentId?: string;
  module: string;
  imports?: string[];
  css?: string[];
}
export interface ClientManifest {
  url: string;
  version: string;
  entry: RouteAssets;
  routes: Record<string, RouteAssets | undefined>;
}

/** React Router's client manifest (`assets/manifest-<hash>.js`) of a client build. */
export async function readClientManifest(clientDir: string): Promise<ClientManifest> {
  const assets = path.join(clientDir, "assets");
  const file = (await readdir(assets)).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`No React Router manifest in ${assets}: run react-router build first`);
  const text = await readFile(path.join(assets, file), "utf8");
  const json = text.slice(text.indexOf("=") + 1).replace(/;\s*$/, "");
  return JSON.parse(json) as ClientManifest;
}

// React Router marks styles shared with the entry by a trailing "#"; the file is the same.
const assetsOf = (route: RouteAssets) =>
  [route.module, ...(route.imports ?? []), ...(route.css ?? [])].map((url) =>
    url.replace(/#$/, ""),
  );

/**
 * What the worker keeps at install: the /app document and the code of every app screen (about
 * 650 KB before compression), so any screen opens offline, not only those seen online; React
 * Router reloads the page when a screen's code fails to load, again and again with no network.
 * Website pages' code is left out.
 */
export function appShell(manifest: ClientManifest): string[] {
  const shell = new Set([...SHELL_FILES, manifest.url, ...assetsOf(manifest.entry)]);
  for (const id of SHELL_ROUTES) {
    if (!manifest.routes[id]) {
      throw new Error(`Route "${id}" is not in React Router's manifest (routes.ts?)`);
    }
  }
  const routes = [manifest.routes.root, ...Object.values(appRoutes(manifest).routes)];
  for (const route of routes) for (const url of route ? assetsOf(route) : []) shell.add(url);
  return [...shell];
}

/** The app's screens hang under this layout route (routes.ts). */
const APP_LAYOUT = "routes/app/app-layout";

/**
 * The app's part of React Router's route manifest (the layout and every route under it), which
 * the worker answers route discovery (`/__manifest`) with offline, whatever screens the page
 * asks about: a saved place's screen is found without a signal even if its discovery request
 * names other paths than the one made online. Website routes are left out.
 */
export function appRoutes(manifest: ClientManifest): {
  version: string;
  routes: Record<string, RouteAssets>;
} {
  const inApp = (id: string | undefined): boolean => {
    if (id === APP_LAYOUT) return true;
    const parent = id ? manifest.routes[id]?.parentId : undefined;
    return parent !== undefined && inApp(parent);
  };
  const routes: Record<string, RouteAssets> = {};
  for (const [id, route] of Object.entries(manifest.routes)) {
    if (route && inApp(id)) routes[id] = route;
  }
  if (!routes[APP_LAYOUT])
    throw new Error(`Route "${APP_LAYOUT}" is not in React Router's manifest`);
  return { version: manifest.version, routes };
}

/**
 * A hash of every file of the client build but the worker itself (names and contents): any
 * change the browser could load makes a new worker version, and the same build the same one.
 */
export async function buildVersion(clientDir: string, workerFile: string): Promise<string> {
  const entries = await readdir(clientDir, { withFileTypes: true, recursive: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => file !== workerFile)
    .sort();
  const hash = createHash("sha256");
  for (const file of files) {
    hash.update(path.relative(clientDir, file));
    hash.update("\0");
    hash.update(await readFile(file));
  }
  return hash.digest("hex").slice(0, 16);
}
