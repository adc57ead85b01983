import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SettingsProvider, useSettings } from "./settings-context.tsx";

function Probe() {
  const { settings, ready } = useSettings();
  return <span>{`${ready}:${JSON.stringify(settings)}`}</span>;
}

describe("SettingsProvider on the server", () => {
  it("renders defaults, not ready, without touching browser globals", () => {
    const html = renderToStaticMarkup(
      <SettingsProvider>
        <Probe />
      </SettingsProvider>,
    );
    expect(html).toBe(
      `<span>false:${JSON.stringify({ theme: null, font: null, force_dark: null, language: null, device: null }).replace(/"/g, "&quot;")}</span>`,
    );
  });

  it("asks for a provider", () => {
    expect(() => renderToStaticMarkup(<Probe />)).toThrow(/SettingsProvider/);
  });
});
