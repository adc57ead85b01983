import { describe, expect, it } from "vitest";
import { loadModulesAfterPaint } from "./modules-after-paint.server.ts";

// What React Router 7's <Scripts> writes, cut down to its shape.
const page = (nonce?: string) => {
  const attribute = nonce ? ` nonce="${nonce}"` : "";
  return [
    `<head><link rel="modulepreload" href="/assets/entry.js"${attribute}/><link rel="modulepreload" href="/assets/root.js"${attribute}/><style>p{}</style></head>`,
    `<body><p>&lt;link rel="modulepreload" href="/x.js"/&gt;</p>`,
    `<script${attribute}>window.__reactRouterContext = {};</script>`,
    `<script${attribute} type="module" async="">;\nimport * as route0 from "/assets/root.js";\nimport * as route1 from "/assets/home.js";\n  window.__reactRouterManifest = {"imports": ["/assets/root.js"]};\n  window.__reactRouterRouteModules = {"root":route0,"home":route1};\n\nimport("/assets/entry.js");</script>`,
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
    const preloads = body.indexOf(
      'insertAdjacentHTML("beforeend", "\\u003clink rel=\\"modulepreload\\" href=\\"/assets/entry.js\\">\\u003clink rel=\\"modulepreload\\" href=\\"/assets/root.js\\">");',
    );
    // One route module per task, in order.
    const imports = body.indexOf(
      'const route0 = await import("/assets/root.js"); await nextTask();\nconst route1 = await import("/assets/home.js"); await nextTask();\n',
    );
    const goesOn = body.indexOf(
      'window.__reactRouterRouteModules = {"root":route0,"home":route1};',
    );
    expect(waits).toBeGreaterThanOrEqual(0);
    expect([waits < preloads, preloads < imports, imports < goesOn]).toEqual([true, true, true]);
    expect(body.endsWith('import("/assets/entry.js");')).toBe(true);
  });

  /** Runs the rewritten module script with stand-ins for the browser, noting what it does. */
  async function runModuleScript(visibilityState: "visible" | "hidden") {
    const body =
      loadModulesAfterPaint(page()).match(/type="module" async="">([\s\S]*?)<\/script>/)?.[1] ?? "";
    const events: string[] = [];
    const document = {
      visibilityState,
      head: {
        insertAdjacentHTML: (where: string, markup: string) => events.push(`${where} ${markup}`),
      },
    };
    const window: Record<string, unknown> = {};
    const requestAnimationFrame = (callback: () => void) => {
      events.push("frame");
      callback();
    };
    // The frame's own task comes first; the fallback a second later finds the page under way.
    const setTimeout = (callback: () => void, delay?: number) =>
      delay ? events.push(`fallback after ${delay} ms`) : callback();
    const importModule = async (href: string) => {
      events.push(`import ${href}`);
      return { href };
    };
    const run = new Function(
      "document",
      "window",
      "requestAnimationFrame",
      "setTimeout",
      "importModule",
      `return (async () => {${body.replaceAll("import(", "importModule(")}})();`,
    );
    await run(document, window, requestAnimationFrame, setTimeout, importModule);
    return { events, window };
  }

  const loading = [
    'beforeend <link rel="modulepreload" href="/assets/entry.js"><link rel="modulepreload" href="/assets/root.js">',
    "import /assets/root.js",
    "import /assets/home.js",
    "import /assets/entry.js",
  ];

  it("runs as the module it writes: route modules imported, then the entry, after a frame", async () => {
    const { events, window } = await runModuleScript("visible");
    expect(events).toEqual(["frame", "fallback after 1000 ms", ...loading]);
    expect(window.__reactRouterRouteModules).toEqual({
      root: { href: "/assets/root.js" },
      home: { href: "/assets/home.js" },
    });
  });

  it("goes on at once in a page that is not shown (no frame will come)", async () => {
    const { events } = await runModuleScript("hidden");
    expect(events).toEqual(loading);
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
