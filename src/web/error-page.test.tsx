import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../shared/i18n/languages.ts";
import { MESSAGES } from "../shared/i18n/messages/index.ts";
import { ERROR_PAGE_TEXT } from "./error-page-text.ts";
import { ErrorBoundary } from "./root.tsx";

/** The root's error page at `path`, as the router shows it, without the root's data. */
function errorPageAt(path: string, error: unknown): string {
  const props = { error, params: {} } as Parameters<typeof ErrorBoundary>[0];
  const router = createMemoryRouter([{ path: "*", element: <ErrorBoundary {...props} /> }], {
    initialEntries: [path],
  });
  return renderToString(<RouterProvider router={router} />);
}

describe("the root's error page", () => {
  it("is in the path's language and links to that language's home", () => {
    // A fault in the page's code: logged by the boundary, which this test expects.
    const original = console.error;
    console.error = () => {};
    try {
      const en = errorPageAt("/en/?fa=800", new Error("boom"));
      expect(en).toContain(ERROR_PAGE_TEXT.en.errorTitle);
      expect(en).toContain('href="/en/"');
      expect(en).toContain('href="/en/?fa=800"');
      const sc = errorPageAt("/zh/about/", new Error("boom"));
      expect(sc).toContain(ERROR_PAGE_TEXT.sc.errorTitle);
      expect(sc).toContain('href="/zh/"');
      const tc = errorPageAt("/about/", new Error("boom"));
      expect(tc).toContain(ERROR_PAGE_TEXT.tc.errorTitle);
      expect(tc).toContain('class="error-page__home" href="/"');
    } finally {
      console.error = original;
    }
  });

  it("says a missing page is not found, without a reload", () => {
    const html = errorPageAt("/en/nowhere/", {
      // What the router hands the boundary for a thrown 404 (isRouteErrorResponse's shape).
      status: 404,
      statusText: "Not Found",
      internal: false,
      data: null,
    });
    expect(html).toContain(ERROR_PAGE_TEXT.en.notFoundTitle);
    expect(html).not.toContain(ERROR_PAGE_TEXT.en.reload);
  });

  it("uses the catalogue's not-found words in every language", () => {
    for (const language of LANGUAGES) {
      expect(ERROR_PAGE_TEXT[language].notFoundTitle).toBe(MESSAGES[language]["notFound.title"]);
      expect(ERROR_PAGE_TEXT[language].notFoundBody).toBe(MESSAGES[language]["notFound.body"]);
      expect(ERROR_PAGE_TEXT[language].home).toBe(MESSAGES[language]["notFound.home"]);
    }
  });
});
