import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { contrastRatio } from "./contrast.ts";
import { FONTS } from "./fonts.ts";
import {
  type ColourMode,
  findTheme,
  type Palette,
  TABLESTART_THEME,
  TEXT_ACCENTS,
  THEMES,
} from "./palettes.ts";

const AA = 4.5;

describe("the Tablestart theme", () => {
  it("has the spec's id, category and colours, exactly", () => {
    expect(TABLESTART_THEME.id).toBe("tablestart");
    expect(TABLESTART_THEME.info).toEqual({ category: "main" });
    expect(TABLESTART_THEME.light).toEqual({
      mode: "light",
      primary: "#407cb9",
      secondary: "#f1f6fa",
      action: "#2c5681",
      background: "#fbfbfb",
      card: "#ffffff",
      text: "#303030",
      textSecondary: "#666666",
      border: "#e8e8e8",
      error: "#e13c41",
    });
    expect(TABLESTART_THEME.dark).toEqual({
      mode: "dark",
      primary: "#407cb9",
      secondary: "#212224",
      action: "#336393",
      background: "#1b1b1b",
      card: "#1f1f20",
      text: "#EFEFEF",
      textSecondary: "#BBBBBB",
      border: "#333333",
      error: "#e13c41",
    });
  });

  it("falls back to the Tablestart theme for unknown ids", () => {
    expect(THEMES).toContain(TABLESTART_THEME);
    expect(findTheme("tablestart")).toBe(TABLESTART_THEME);
    expect(findTheme("nope")).toBe(TABLESTART_THEME);
    expect(findTheme(null)).toBe(TABLESTART_THEME);
  });

  describe.each(["light", "dark"] as const)(
    "%s palette text contrast (WCAG AA)",
    (mode: ColourMode) => {
      const p: Palette = TABLESTART_THEME[mode];
      const accents = TEXT_ACCENTS[mode];
      const surfaces = { background: p.background, card: p.card, secondary: p.secondary };

      it.each(Object.entries(surfaces))("body and secondary text on %s", (_name, surface) => {
        expect(contrastRatio(p.text, surface)).toBeGreaterThanOrEqual(AA);
        expect(contrastRatio(p.textSecondary, surface)).toBeGreaterThanOrEqual(AA);
        expect(contrastRatio(accents.link, surface)).toBeGreaterThanOrEqual(AA);
        expect(contrastRatio(accents.errorText, surface)).toBeGreaterThanOrEqual(AA);
      });

      it("button text on the action colour", () => {
        expect(contrastRatio(accents.onAction, p.action)).toBeGreaterThanOrEqual(AA);
      });
    },
  );
});

/** `--name: value` pairs of the first rule whose selector matches exactly. */
function cssVars(css: string, selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`No rule for ${selector}`);
  const body = css.slice(css.indexOf("{", start) + 1, css.indexOf("}", start));
  const vars: Record<string, string> = {};
  for (const m of body.matchAll(/(--[\w-]+):\s*([^;]+);/g))
    vars[m[1]!] = m[2]!.replace(/\s+/g, " ").trim();
  return vars;
}

function paletteVars(p: Palette, mode: ColourMode): Record<string, string> {
  return {
    "--color-primary": p.primary.toLowerCase(),
    "--color-secondary": p.secondary.toLowerCase(),
    "--color-action": p.action.toLowerCase(),
    "--color-background": p.background.toLowerCase(),
    "--color-card": p.card.toLowerCase(),
    "--color-text": p.text.toLowerCase(),
    "--color-text-secondary": p.textSecondary.toLowerCase(),
    "--color-border": p.border.toLowerCase(),
    "--color-error": p.error.toLowerCase(),
    "--color-link": TEXT_ACCENTS[mode].link,
    "--color-error-text": TEXT_ACCENTS[mode].errorText,
    "--color-on-action": TEXT_ACCENTS[mode].onAction,
  };
}

describe("theme.css", () => {
  const css = readFileSync(new URL("./theme.css", import.meta.url), "utf8");

  it("carries the light palette on :root and the dark one for a forced and a system dark mode", () => {
    const light = cssVars(css, ":root");
    expect(light).toMatchObject(paletteVars(TABLESTART_THEME.light, "light"));
    const forced = cssVars(css, ':root[data-color-mode="dark"]');
    const system = cssVars(css, ':root:not([data-color-mode="light"])');
    expect(forced).toMatchObject(paletteVars(TABLESTART_THEME.dark, "dark"));
    expect(system).toEqual(forced);
    expect(css).toMatch(
      /@media \(prefers-color-scheme: dark\) \{\s*:root:not\(\[data-color-mode="light"\]\)/,
    );
  });

  it("defines spacing, width, radius and header height", () => {
    expect(cssVars(css, ":root")).toMatchObject({
      "--space-1": "4px",
      "--space-2": "8px",
      "--space-3": "16px",
      "--space-4": "24px",
      "--space-5": "32px",
      "--content-max-width": "1200px",
      "--radius": "8px",
      "--header-height": "56px",
    });
  });

  it("sets the Traditional and Simplified Chinese stacks as fonts.ts has them", () => {
    const [sans, serif, rounded] = FONTS;
    for (const [selector, font] of [
      [":root", sans],
      [':root[data-font="serif"]', serif],
      [':root[data-font="rounded"]', rounded],
    ] as const) {
      expect(cssVars(css, selector)["--font-hant"]).toBe(font!.stack);
      expect(cssVars(css, selector)["--font-hans"]).toBe(font!.stackHans);
    }
    expect(cssVars(css, ":root")["--font-body"]).toBe("var(--font-hant)");
    expect(cssVars(css, ":root:lang(zh-Hans)")["--font-body"]).toBe("var(--font-hans)");
  });

  it("has the base reset, focus ring, visually-hidden utility and a reduced-motion switch", () => {
    expect(css).toContain("box-sizing: border-box");
    expect(css).toMatch(
      /body \{[^}]*margin: 0;[^}]*background-color: var\(--color-background\);[^}]*color: var\(--color-text\);/,
    );
    expect(css).toContain("color-scheme: dark");
    expect(css).toContain(":focus-visible");
    expect(css).toContain(".visually-hidden");
    expect(css).toMatch(
      /@media \(prefers-reduced-motion: reduce\)[\s\S]*animation-duration: 0\.01ms/,
    );
  });
});
