import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LoadingProvider, useLoading } from "./loading-context.tsx";
import { LoadingOverlay } from "./loading-overlay.tsx";

function Probe() {
  useLoading();
  return null;
}

describe("LoadingOverlay", () => {
  it("renders hidden on the server, with an empty live status region", () => {
    const html = renderToStaticMarkup(
      <LoadingProvider>
        <LoadingOverlay label="Loading…" />
      </LoadingProvider>,
    );
    expect(html).toContain('class="loading-overlay" data-visible="false" aria-hidden="true"');
    expect(html).toContain('<div role="status" aria-live="polite" class="visually-hidden"></div>');
    expect(html).not.toContain("Loading…");
  });

  it("useLoading asks for a provider", () => {
    expect(() => renderToStaticMarkup(<Probe />)).toThrow(/LoadingProvider/);
  });
});
