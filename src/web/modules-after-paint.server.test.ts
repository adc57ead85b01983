import { describe, expect, it } from "vitest";
import { loadModulesAfterPaint } from "./modules-after-paint.server.ts";

// What React Router 7's <Scripts> writes, cut down to its shape.
const page = (nonce?: string) => {
  const onLink = nonce ? ` nonce="${nonce}"` : "";
  const onScript = nonce ? ` nonce="${nonce}"` : "";
  return [
    `<head><link rel="modulepreload" href="/assets/entry.js"${onLink}/><link rel="modulepreload" href="/assets/root.js"${onLink}/><style>p{}</style></head>`,
    `<body><p>&lt;link rel="modulepreload" href="/x.js"/&gt;</p>`,
    `<script${onScript}>window.__reactRouterContext = {};</script>`,
    `<script${onScript} type="module" async="">;\nimport * as route0 from "/assets/root.js";\nimport * as route1 from "/assets/home.js";\n  window.__reactRouterManifest = {"imports": ["/assets/root.js"]};\n  window.__reactRouterRouteModules = {"root":route0,"home":route1};\n\nimport("/assets/entry.js");</script>`,
    "</body>",
  ].join("");
};

describe("loadModulesAfterPaint", () => {
  it.each([
    ["kept for every visitor", undefined],
    ["rendered per request", "abc123"],
  ])("moves a page's module loading after its first painted frame (%s)", (_, nonce) => {
    const html = loadModulesAfterPaint(page(nonce));
    expect(html).not.toContain('<link rel="modulepreload"');
    // Text that only looks like a preload is the page's, and stays.
    expect(html).toContain('<p>&lt;link rel="modulepreload" href="/x.js"/&gt;</p>');
    const script = html.match(/<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/);
    expect(script?.[0]).toContain(nonce ? `<script nonce="${nonce}" type="module"` : "<script ");
    const body = script?.[1] ?? "";
    expect(body).not.toMatch(/^import \*/m);
    const waits = body.indexOf("requestAnimationFrame");
    const preloads = body.indexOf('["/assets/entry.js","/assets/root.js"]');
    const imports = body.indexOf(
      'const [route0, route1] = await Promise.all([import("/assets/root.js"), import("/assets/home.js")]);',
    );
    const goesOn = body.indexOf(
      'window.__reactRouterRouteModules = {"root":route0,"home":route1};',
    );
    expect(waits).toBeGreaterThanOrEqual(0);
    expect([waits < preloads, preloads < imports, imports < goesOn]).toEqual([true, true, true]);
    expect(body.endsWith('import("/assets/entry.js");')).toBe(true);
  });

  it("runs as the module it writes: route modules imported, then the entry, after a frame", async () => {
    const body =
      loadModulesAfterPaint(page()).match(/type="module" async="">([\s\S]*?)<\/script>/)?.[1] ?? "";
    const events: string[] = [];
    const document = {
      visibilityState: "visible",
      head: { append: () => events.push("preload") },
      createElement: () => ({}),
    };
    const window: Record<string, unknown> = {};
    const requestAnimationFrame = (callback: () => void) => {
      events.push("frame");
      callback();
    };
    const importModule = async (href: string) => {
      events.push(`import ${href}`);
      return { href };
    };
    const run = new Function(
      "document",
      "window",
      "requestAnimationFrame",
      "importModule",
      `return (async () => {${body.replaceAll("import(", "importModule(")}})();`,
    );
    await run(document, window, requestAnimationFrame, importModule);
    expect(events).toEqual([
      "frame",
      "preload",
      "preload",
      "import /assets/root.js",
      "import /assets/home.js",
      "import /assets/entry.js",
    ]);
    expect(window.__reactRouterRouteModules).toEqual({
      root: { href: "/assets/root.js" },
      home: { href: "/assets/home.js" },
    });
  });

  it("leaves a page it does not know as it came", () => {
    const staticImport = page().replace(
      ";\nimport * as",
      ';\nimport "/assets/manifest.js";\nimport * as',
    );
    expect(loadModulesAfterPaint(staticImport)).toBe(staticImport);
    const noModules = "<html><body><p>Not found</p></body></html>";
    expect(loadModulesAfterPaint(noModules)).toBe(noModules);
  });
});
