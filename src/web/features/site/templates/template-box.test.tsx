import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { forecastQuery } from "../../../../shared/forecast/forecast-query.ts";
import { WORKED_EXAMPLE } from "../../../../shared/forecast/test-fixtures.ts";
import { LANGUAGE_NAME, LANGUAGES, type Language } from "../../../../shared/i18n/languages.ts";
import { MESSAGES } from "../../../../shared/i18n/messages/index.ts";
import { type TemplateSizes, templateFiles } from "../../../../shared/templates/template-files.ts";
import { TEMPLATE_IDS, type TemplateId } from "../../../../shared/templates/template-ids.ts";
import { I18nProvider } from "../../../i18n/i18n-context.tsx";
import { AppShell } from "../../../shell/app-shell.tsx";
import { TemplateBox } from "./template-box.tsx";

const SIZES = Object.fromEntries(
  TEMPLATE_IDS.map((id, i) => [id, { tc: 16_100 + i, sc: 16_000 + i, en: 15_500 + i }]),
) as TemplateSizes;

function render(language: Language, search = "", preferred: TemplateId | null = null): string {
  const router = createMemoryRouter(
    [
      {
        path: "*",
        element: (
          <I18nProvider language={language} messages={MESSAGES[language]}>
            <AppShell labels={{ close: "close", loading: "loading" }} storage={null}>
              <TemplateBox files={templateFiles(language, SIZES)} preferred={preferred} />
            </AppShell>
          </I18nProvider>
        ),
      },
    ],
    { initialEntries: [`/${search}`] },
  );
  return renderToString(<RouterProvider router={router} />);
}

describe.each(LANGUAGES)("the template box in %s", (language) => {
  const html = render(language);
  const files = templateFiles(language, SIZES);

  it("lists the five templates with title, format, size and language", () => {
    expect(html.match(/class="template-card[ "]/g)).toHaveLength(5);
    for (const file of files) {
      expect(html).toContain(file.title);
      expect(html).toContain(`>${file.format.toUpperCase()}<`);
    }
    expect(html).toContain("16\u00a0kB");
    expect(html).toContain(LANGUAGE_NAME[language]);
  });

  it("downloads in the page's language and offers the other two", () => {
    for (const file of files) {
      for (const other of LANGUAGES) {
        expect(html).toContain(`href="${file.hrefs[other].replace(/&/g, "&amp;")}"`);
      }
    }
    expect(html).toContain(`href="/templates/application-form.docx?lang=${language}" download=""`);
  });

  it("marks nothing as chosen and offers no filled-in projection without being asked", () => {
    expect(html).not.toContain("template-card--selected");
    expect(html).not.toContain(MESSAGES[language]["templates.prefilled.download"]);
  });
});

describe("the template box", () => {
  it("marks the template that ?template= chose", () => {
    const html = render("en", "?template=termination-agreement", "termination-agreement");
    expect(html.match(/template-card--selected/g)).toHaveLength(1);
    expect(html).toMatch(
      /class="template-card template-card--selected" id="template-termination-agreement"/,
    );
    expect(html).toContain(MESSAGES.en["templates.selected"]);
  });

  it("offers the projection filled in from the forecast in the page's query", () => {
    const query = forecastQuery(WORKED_EXAMPLE).toString();
    const html = render("tc", `?${query}`);
    const href = `/templates/pre-open-projection.xlsx?lang=tc&${query}`.replace(/&/g, "&amp;");
    expect(html).toContain(`href="${href}"`);
    expect(html).toContain(MESSAGES.tc["templates.prefilled.download"]);
  });
});
