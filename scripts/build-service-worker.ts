/**
 * Builds the app's service worker (src/web/pwa/service-worker.ts) into build/client/sw.js, after
 * `react-router build` and before the server build (decision 055), with two things in it:
 *
 * - its version, a hash of the client build: each deploy that changes anything the browser
 *   loads is a new worker, which the app offers with its update prompt;
 * - the app shell it keeps at install: the /app document and the code React Router's manifest
 *   says the app's first screen loads, icons and pictures. Other screens' code is kept as it is
 *   first loaded;
 * - the app's routes from that manifest, to answer route discovery offline.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { appRoutes, appShell, buildVersion, readClientManifest } from "./service-worker-build.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const CLIENT_DIR = path.join(ROOT, "build", "client");
const OUT_FILE = path.join(CLIENT_DIR, "sw.js");

const manifest = await readClientManifest(CLIENT_DIR);
const shell = appShell(manifest);
const version = await buildVersion(CLIENT_DIR, OUT_FILE);

await build({
  entryPoints: [path.join(ROOT, "src", "web", "pwa", "service-worker.ts")],
  outfile: OUT_FILE,
  bundle: true,
  format: "iife",
  platform: "browser",
  target: "es2020",
  minify: true,
  define: {
    __SW_VERSION__: JSON.stringify(version),
    __SW_SHELL__: JSON.stringify(shell),
    __SW_ROUTES__: JSON.stringify(appRoutes(manifest)),
  },
  logLevel: "warning",
});
console.log(`service worker ${version}: ${shell.length} files kept at install`);
