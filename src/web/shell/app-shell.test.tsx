import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { AppShell } from "./app-shell.tsx";

describe("AppShell on the server", () => {
  it("renders page content at once (SEO) plus the hidden overlay, without browser globals", () => {
    expect(typeof window).toBe("undefined");
    const html = renderToStaticMarkup(
      <MemoryRouter initialEntries={["/en/"]}>
        <AppShell labels={{ close: "Close", loading: "Loading" }}>
          <main>
            <h1>Free restaurant toolkit</h1>
          </main>
        </AppShell>
      </MemoryRouter>,
    );
    expect(html).toMatch(/^<main><h1>Free restaurant toolkit<\/h1><\/main>/);
    expect(html).toContain('class="loading-overlay" data-visible="false"');
    expect(html).toContain('role="status"');
    expect(html).not.toContain('role="dialog"');
  });
});
