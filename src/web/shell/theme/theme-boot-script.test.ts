import { describe, expect, it } from "vitest";
import { isTablet } from "../device/tablet.ts";
import { THEME_BOOT_SCRIPT } from "./theme-boot-script.ts";

interface Env {
  stored?: string | null;
  storageThrows?: boolean;
  userAgent?: string;
  maxTouchPoints?: number;
  screen?: { width: number; height: number };
  className?: string;
  pathname?: string;
}

/** Runs the script against fake browser globals and returns what it did to <html>. */
function run(env: Env = {}) {
  const attributes: Record<string, string> = {};
  const documentElement = {
    className: env.className ?? "",
    setAttribute(name: string, value: string) {
      attributes[name] = value;
    },
  };
  const localStorage = {
    getItem(key: string) {
      if (env.storageThrows) throw new Error("SecurityError");
      return key === "tablestart" ? (env.stored ?? null) : null;
    },
  };
  const navigator = {
    userAgent: env.userAgent ?? "Mozilla/5.0 (X11; Linux x86_64)",
    maxTouchPoints: env.maxTouchPoints ?? 0,
  };
  const screen = env.screen ?? { width: 1920, height: 1080 };
  const location = { pathname: env.pathname ?? "/" };
  new Function("document", "localStorage", "navigator", "screen", "location", THEME_BOOT_SCRIPT)(
    { documentElement },
    localStorage,
    navigator,
    screen,
    location,
  );
  return { attributes, className: documentElement.className };
}

const stored = (settings: unknown) => JSON.stringify({ settings });

describe("THEME_BOOT_SCRIPT", () => {
  it("hides an app screen rendered in Traditional Chinese from a visitor who chose another language", () => {
    const pending = (language: unknown, pathname: string) =>
      "data-app-language-pending" in run({ stored: stored({ language }), pathname }).attributes;
    expect(pending("en", "/app")).toBe(true);
    expect(pending("sc", "/app/places/3")).toBe(true);
    // Their language is the screen's, or not chosen yet, or this is not the app.
    expect(pending("tc", "/app/places")).toBe(false);
    expect(pending(null, "/app")).toBe(false);
    expect(pending("en", "/en/")).toBe(false);
    expect(pending("en", "/application")).toBe(false);
  });

  it("is small ES5 without modern syntax", () => {
    expect(THEME_BOOT_SCRIPT.length).toBeLessThan(1500);
    expect(THEME_BOOT_SCRIPT).not.toMatch(/=>|`|\blet\b|\bconst\b|\.\.\.|\?\.|\?\?/);
    expect(THEME_BOOT_SCRIPT).not.toMatch(/<\/script/i);
  });

  it("sets the colour mode only when forced", () => {
    expect(run({ stored: stored({ force_dark: true }) }).attributes).toEqual({
      "data-color-mode": "dark",
    });
    expect(run({ stored: stored({ force_dark: false }) }).attributes).toEqual({
      "data-color-mode": "light",
    });
    expect(run({ stored: stored({ force_dark: null }) }).attributes).toEqual({});
    expect(run({ stored: stored({ force_dark: "yes" }) }).attributes).toEqual({});
  });

  it("sets a known font only", () => {
    expect(run({ stored: stored({ font: "serif" }) }).attributes).toEqual({ "data-font": "serif" });
    expect(run({ stored: stored({ font: "comic" }) }).attributes).toEqual({});
    expect(run({ stored: stored({ font: "rounded", force_dark: true }) }).attributes).toEqual({
      "data-font": "rounded",
      "data-color-mode": "dark",
    });
  });

  it.each([
    ["nothing stored", { stored: null }],
    ["corrupt JSON", { stored: "{not json" }],
    ["a non-object", { stored: "42" }],
    ["settings not an object", { stored: JSON.stringify({ settings: "dark" }) }],
    ["storage blocked", { storageThrows: true }],
  ])("leaves <html> alone with %s", (_name, env: Env) => {
    expect(() => run(env)).not.toThrow();
    expect(run(env).attributes).toEqual({});
  });

  const devices: [string, string, number, number, number][] = [
    [
      "iPad",
      "Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148",
      5,
      820,
      1180,
    ],
    [
      "iPadOS desktop",
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15",
      5,
      1024,
      1366,
    ],
    [
      "Mac",
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15",
      0,
      1440,
      900,
    ],
    [
      "iPhone",
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148",
      5,
      390,
      844,
    ],
    [
      "Android tablet",
      "Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 Chrome/120.0 Safari/537.36",
      10,
      800,
      1280,
    ],
    [
      "Android phone",
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36",
      5,
      412,
      915,
    ],
    [
      "Android big Mobile UA",
      "Mozilla/5.0 (Linux; Android 12; Lenovo TB-X606F) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36",
      10,
      800,
      1280,
    ],
    [
      "Kindle",
      "Mozilla/5.0 (Linux; Android 9; KFTRWI) AppleWebKit/537.36 Silk/120.1 like Chrome/120.0 Safari/537.36",
      10,
      800,
      1280,
    ],
    [
      "Windows touch laptop",
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36",
      10,
      1920,
      1080,
    ],
  ];

  it.each(devices)(
    "marks tablets like isTablet() does: %s",
    (_name, userAgent, touch, width, height) => {
      const expected = isTablet(userAgent, touch, Math.min(width, height));
      const { className } = run({
        userAgent,
        maxTouchPoints: touch,
        screen: { width, height },
        className: "js",
      });
      expect(className).toBe(expected ? "js is-tablet" : "js");
    },
  );

  it("adds the class without a leading space", () => {
    const [, userAgent, touch, width, height] = devices[0]!;
    expect(run({ userAgent, maxTouchPoints: touch, screen: { width, height } }).className).toBe(
      "is-tablet",
    );
  });
});
