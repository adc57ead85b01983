import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  appRoutes,
  appShell,
  buildVersion,
  type ClientManifest,
} from "../../scripts/service-worker-build.ts";

describe("the service worker's version (decision 055)", () => {
  let dir: string;
  let worker: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "sw-version-"));
    worker = path.join(dir, "sw.js");
    await mkdir(path.join(dir, "assets"));
    await writeFile(path.join(dir, "assets", "entry-abc.js"), "console.log(1)");
    await writeFile(path.join(dir, "favicon.svg"), "<svg/>");
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it("is the same for the same build, whatever the worker file holds", async () => {
    const first = await buildVersion(dir, worker);
    await writeFile(worker, "self.version = 1");
    expect(await buildVersion(dir, worker)).toBe(first);
  });

  it("changes with any file the browser loads: a new chunk, a changed icon", async () => {
    const first = await buildVersion(dir, worker);
    await writeFile(path.join(dir, "assets", "wishlist-def.js"), "export {}");
    const second = await buildVersion(dir, worker);
    expect(second).not.toBe(first);
    await writeFile(path.join(dir, "favicon.svg"), "<svg></svg>");
    expect(await buildVersion(dir, worker)).not.toBe(second);
  });
});

describe("the app shell kept at install", () => {
  const manifest: ClientManifest = {
    url: "/assets/manifest-1.js",
    version: "1",
    entry: {
      module: "/assets/entry.js",
      imports: ["/assets/shell.js"],
      css: ["/assets/shell.css#"],
    },
    routes: {
      root: { module: "/assets/root.js", imports: ["/assets/shell.js"], css: ["/assets/root.css"] },
      "routes/app/app-layout": {
        parentId: "root",
        module: "/assets/app-layout.js",
        css: ["/assets/app.css"],
      },
      "routes/app/directory-home": {
        parentId: "routes/app/app-layout",
        module: "/assets/home.js",
        imports: ["/assets/grid.js"],
      },
      "routes/app/signed-in-only": { parentId: "routes/app/app-layout", module: "/assets/g.js" },
      "routes/app/my-bookings": {
        parentId: "routes/app/signed-in-only",
        module: "/assets/bookings.js",
      },
      "site-home-tc": { parentId: "root", module: "/assets/site-home.js" },
    },
  };

  it("is the /app document and the code of every app screen, not the website's", () => {
    const shell = appShell(manifest);
    expect(shell).toEqual(
      expect.arrayContaining([
        "/app",
        "/assets/manifest-1.js",
        "/assets/entry.js",
        "/assets/shell.css",
        "/assets/root.js",
        "/assets/app-layout.js",
        "/assets/app.css",
        "/assets/home.js",
        "/assets/grid.js",
        "/assets/g.js",
        "/assets/bookings.js",
        "/icons/app-192.png",
      ]),
    );
    expect(shell).not.toContain("/assets/site-home.js");
    expect(new Set(shell).size).toBe(shell.length);
  });

  it("fails the build when a route it needs is gone", () => {
    const { "routes/app/app-layout": _gone, ...routes } = manifest.routes;
    expect(() => appShell({ ...manifest, routes })).toThrow(/app-layout/);
  });
});

describe("the app's routes, for route discovery offline", () => {
  it("are the app layout and every route under it, however deep, and no website route", () => {
    const manifest: ClientManifest = {
      url: "/assets/manifest-7.js",
      version: "7",
      entry: { module: "/assets/entry.js" },
      routes: {
        root: { module: "/assets/root.js" },
        "routes/app/app-layout": { parentId: "root", module: "/assets/a.js" },
        "routes/app/place": { parentId: "routes/app/app-layout", module: "/assets/p.js" },
        "routes/app/signed-in-only": { parentId: "routes/app/app-layout", module: "/assets/g.js" },
        "routes/app/my-bookings": { parentId: "routes/app/signed-in-only", module: "/assets/b.js" },
        "place-en": { parentId: "root", module: "/assets/place-page.js" },
        "routes/not-found": { parentId: "root", module: "/assets/404.js" },
      },
    };
    const { version, routes } = appRoutes(manifest);
    expect(version).toBe("7");
    expect(Object.keys(routes).sort()).toEqual([
      "routes/app/app-layout",
      "routes/app/my-bookings",
      "routes/app/place",
      "routes/app/signed-in-only",
    ]);
  });
});
