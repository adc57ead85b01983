import { describe, expect, it } from "vitest";
import { lowerModulePreloadPriority } from "./module-preload-priority.server.ts";

describe("lowerModulePreloadPriority", () => {
  it("asks for every module preload at low priority, and touches nothing else", () => {
    const head =
      '<link rel="modulepreload" href="/assets/entry.js"/><link rel="modulepreload" href="/assets/root.js" nonce="n"/><link rel="stylesheet" href="/a.css"/><p>&lt;link rel="modulepreload"</p>';
    expect(lowerModulePreloadPriority(head)).toBe(
      '<link rel="modulepreload" fetchpriority="low" href="/assets/entry.js"/><link rel="modulepreload" fetchpriority="low" href="/assets/root.js" nonce="n"/><link rel="stylesheet" href="/a.css"/><p>&lt;link rel="modulepreload"</p>',
    );
    // Idempotent: a page that has been through it already is left as it is.
    expect(lowerModulePreloadPriority(lowerModulePreloadPriority(head))).toBe(
      lowerModulePreloadPriority(head),
    );
  });
});
