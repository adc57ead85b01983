import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SettingsGate, SettingsProvider, useSettings } from "./settings-context.tsx";

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

  it("holds gated content back until ready, showing the fallback", () => {
    const html = renderToStaticMarkup(
      <SettingsProvider storage={null}>
        <p>always</p>
        <SettingsGate fallback={<p>waiting</p>}>
          <p>gated</p>
        </SettingsGate>
      </SettingsProvider>,
    );
    expect(html).toBe("<p>always</p><p>waiting</p>");
  });

  it("asks for a provider", () => {
    expect(() => renderToStaticMarkup(<Probe />)).toThrow(/SettingsProvider/);
  });
});
