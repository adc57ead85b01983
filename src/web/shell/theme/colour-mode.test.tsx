import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SettingsProvider } from "../settings/settings-context.tsx";
import {
  forceDarkOf,
  resolveColourMode,
  THEME_CHOICES,
  themeChoiceOf,
  useColourMode,
} from "./colour-mode.ts";

function Probe() {
  return <span>{useColourMode()}</span>;
}

describe("colour mode", () => {
  it("follows the system unless forced", () => {
    expect(resolveColourMode(null, false)).toBe("light");
    expect(resolveColourMode(null, true)).toBe("dark");
    expect(resolveColourMode(true, false)).toBe("dark");
    expect(resolveColourMode(true, true)).toBe("dark");
    expect(resolveColourMode(false, true)).toBe("light");
    expect(resolveColourMode(false, false)).toBe("light");
  });

  it("maps theme choices onto force_dark and back", () => {
    expect(forceDarkOf("light")).toBe(false);
    expect(forceDarkOf("dark")).toBe(true);
    expect(forceDarkOf("system")).toBeNull();
    expect(themeChoiceOf(false)).toBe("light");
    expect(themeChoiceOf(true)).toBe("dark");
    expect(themeChoiceOf(null)).toBe("system");
    for (const choice of THEME_CHOICES) expect(themeChoiceOf(forceDarkOf(choice))).toBe(choice);
  });

  it("renders light on the server, with or without settings", () => {
    expect(renderToStaticMarkup(<Probe />)).toBe("<span>light</span>");
    expect(
      renderToStaticMarkup(
        <SettingsProvider storage={null}>
          <Probe />
        </SettingsProvider>,
      ),
    ).toBe("<span>light</span>");
  });
});
