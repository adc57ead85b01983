import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { renderComplete } from "../../../../tests/support/render-complete.ts";
import { LANGUAGES, type Language } from "../../../shared/i18n/languages.ts";
import { MESSAGES } from "../../../shared/i18n/messages/index.ts";
import {
  LEGAL_LAST_UPDATED,
  type LegalDeployment,
  resolveLegalText,
} from "../../../shared/legal/legal-text.ts";
import { privacyEn } from "../../../shared/legal/privacy.en.ts";
import { privacySc } from "../../../shared/legal/privacy.sc.generated.ts";
import { privacyTc } from "../../../shared/legal/privacy.tc.ts";
import { termsEn } from "../../../shared/legal/terms.en.ts";
import { termsSc } from "../../../shared/legal/terms.sc.generated.ts";
import { termsTc } from "../../../shared/legal/terms.tc.ts";
import {
  LEGAL_DOCUMENTS,
  type LegalDocument,
  legalPath,
  sitePath,
} from "../../../shared/site/site-pages.ts";
import { I18nProvider } from "../../i18n/i18n-context.tsx";
import { AppShell } from "../../shell/app-shell.tsx";
import { HomePage } from "../site/home-page.tsx";
import { LegalPage } from "./legal-page.tsx";

const TEXTS = {
  privacy: { tc: privacyTc, sc: privacySc, en: privacyEn },
  terms: { tc: termsTc, sc: termsSc, en: termsEn },
};

function inShell(language: Language, path: string, page: React.ReactNode) {
  const router = createMemoryRouter(
    [
      {
        path: "*",
        element: (
          <I18nProvider language={language} messages={MESSAGES[language]}>
            <AppShell labels={{ close: "close", loading: "loading" }} storage={null}>
              {page}
            </AppShell>
          </I18nProvider>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  return <RouterProvider router={router} />;
}

function render(
  language: Language,
  document: LegalDocument,
  deployment: LegalDeployment = {
    operatorName: "好餐飲顧問有限公司",
    email: "hello@tablestart.hk",
  },
): string {
  const text = resolveLegalText(TEXTS[document][language], deployment);
  return renderToString(
    inShell(
      language,
      legalPath(language, document),
      <LegalPage document={document} text={text} email={deployment.email} />,
    ),
  );
}

const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;

describe.each(
  LANGUAGES.flatMap((language) => LEGAL_DOCUMENTS.map((document) => [language, document] as const)),
)("the %s %s page, rendered on the server", (language, document) => {
  const html = render(language, document);
  const text = TEXTS[document][language];

  it("has one h1, the text's title, and an h2 per section", () => {
    expect(count(html, /<h1[\s>]/g)).toBe(1);
    expect(html).toContain(text.title);
    // The table of contents' heading, then one per section.
    expect(count(html, /<h2[\s>]/g)).toBe(text.sections.length + 1);
    expect(html).toContain(`<time dateTime="${LEGAL_LAST_UPDATED}">`);
  });

  it("has a table of contents whose links reach the sections", () => {
    for (const section of text.sections) {
      expect(html).toContain(`href="#${section.id}"`);
      expect(html).toContain(`id="${section.id}"`);
    }
  });

  it("has the landmarks, a skip link and section links back to the home page", () => {
    for (const tag of ["<header", "<nav", '<main id="main"', "<footer"])
      expect(html).toContain(tag);
    expect(html).toContain('href="#main"');
    expect(html).toContain(`href="${sitePath(language, false)}#services"`);
  });

  it("links to the same legal page in the two other languages", () => {
    for (const other of LANGUAGES.filter((l) => l !== language)) {
      expect(html).toContain(`href="${legalPath(other, document)}"`);
    }
    // Once in the header's row and once in the phone menu; each width shows one of the two.
    expect(count(html, /hrefLang="/gi)).toBe(4);
  });

  it("names the firm, links its address and marks itself in the footer", () => {
    expect(html).toContain("mailto:hello@tablestart.hk");
    if (language !== "sc") expect(html).toContain("好餐飲顧問有限公司");
    expect(html).toMatch(new RegExp(`href="${legalPath(language, document)}" aria-current="page"`));
    expect(html).not.toMatch(/\{(operator|email)\}/);
  });
});

describe("without a configured name or address", () => {
  it.each(LANGUAGES)("in %s, the privacy policy invents neither", (language) => {
    const html = render(language, "privacy", { operatorName: null, email: null });
    expect(html).not.toContain("mailto:");
    expect(html).not.toMatch(/\{(operator|email)\}/);
    const intro = TEXTS.privacy[language].intro[0];
    expect(intro && "p" in intro ? intro.ifNoName : undefined).toBeDefined();
    expect(html).toContain(intro && "ifNoName" in intro ? intro.ifNoName : "");
  });
});

describe("the links to the legal pages", () => {
  it.each(LANGUAGES)(
    "in %s, the home page's footer and enquiry form link to them",
    async (language) => {
      // Rendered to the end: the enquiry form is a lazy section.
      const html = await renderComplete(
        inShell(
          language,
          sitePath(language, false),
          <HomePage
            isAboutUs={false}
            contact={{ email: "hello@tablestart.hk", whatsapp: null }}
            firm={{ name: null, years: null }}
          />,
        ),
      );
      expect(html).toContain(`href="${legalPath(language, "privacy")}"`);
      expect(html).toContain(`href="${legalPath(language, "terms")}"`);
      // Next to the consent, and the consent checkbox is described by it.
      const pics = legalPath(language, "privacy", { pics: true });
      expect(html).toContain(`href="${pics}"`);
      expect(html).toContain(MESSAGES[language]["enquiry.picsLink"]);
      expect(html).toMatch(/id="enquiry-consent"[^>]*aria-describedby="enquiry-consent-pics"/);
    },
  );
});
