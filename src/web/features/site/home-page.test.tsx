import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { renderComplete } from "../../../../tests/support/render-complete.ts";
import { LANGUAGES, type Language } from "../../../shared/i18n/languages.ts";
import { MESSAGES } from "../../../shared/i18n/messages/index.ts";
import { translate } from "../../../shared/i18n/translate.ts";
import { sitePath } from "../../../shared/site/site-pages.ts";
import { type TemplateSizes, templateFiles } from "../../../shared/templates/template-files.ts";
import { TEMPLATE_IDS } from "../../../shared/templates/template-ids.ts";
import { I18nProvider } from "../../i18n/i18n-context.tsx";
import { AppShell } from "../../shell/app-shell.tsx";
import { withPrefill } from "./enquiry-values.ts";
import { HomePage, type HomePageProps } from "./home-page.tsx";

const contact = { email: "hello@tablestart.hk", whatsapp: "+852 5123 4567" };
const firm = { name: "好餐飲顧問有限公司", years: 12 };
const unconfigured = {
  contact: { email: null, whatsapp: null },
  firm: { name: null, years: null },
};
const sizes = Object.fromEntries(
  TEMPLATE_IDS.map((id) => [id, { tc: 16_000, sc: 16_000, en: 15_000 }]),
) as TemplateSizes;

function render(
  language: Language,
  isAboutUs: boolean,
  deployment: Pick<HomePageProps, "contact" | "firm"> = { contact, firm },
): Promise<string> {
  const path = sitePath(language, isAboutUs);
  const router = createMemoryRouter(
    [
      {
        path: "*",
        element: (
          <I18nProvider language={language} messages={MESSAGES[language]}>
            <AppShell labels={{ close: "close", loading: "loading" }} storage={null}>
              <HomePage
                isAboutUs={isAboutUs}
                {...deployment}
                templates={{ files: templateFiles(language, sizes), preferred: null }}
              />
            </AppShell>
          </I18nProvider>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  return renderComplete(<RouterProvider router={router} />);
}

const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;

describe.each(LANGUAGES)("the %s home page, rendered on the server", (language) => {
  let html = "";
  beforeAll(async () => {
    html = await render(language, false);
  });
  const messages = MESSAGES[language];

  it("has one h1, the hero's, and the sections in order", () => {
    expect(count(html, /<h1[\s>]/g)).toBe(1);
    expect(html).toMatch(/<h1[^>]*id="hero-title"/);
    const order = ["hero-title", 'id="services"', 'id="about"', 'id="contact"'].map((marker) =>
      html.indexOf(marker),
    );
    expect(order.every((at) => at > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it("has the landmarks and a skip link to the main content", () => {
    for (const tag of ["<header", "<nav", '<main id="main"', "<footer"])
      expect(html).toContain(tag);
    expect(html).toContain('href="#main"');
  });

  it("links to the same page in the two other languages", () => {
    for (const other of LANGUAGES.filter((l) => l !== language)) {
      expect(html).toContain(`href="${sitePath(other, false)}"`);
    }
    // Once in the header's row and once in the phone menu; each width shows one of the two.
    expect(count(html, /hrefLang="/gi)).toBe(4);
  });

  it("offers e-mail with a subject and WhatsApp with a prefilled message", () => {
    const subject = encodeURIComponent(messages["contact.emailSubject"]);
    expect(html).toContain(`href="mailto:hello@tablestart.hk?subject=${subject}"`);
    const text = encodeURIComponent(messages["contact.whatsappMessage"]);
    expect(html).toContain(`href="https://wa.me/85251234567?text=${text}"`);
    expect(html).toMatch(/target="_blank" rel="noopener"/);
  });

  it("renders the enquiry form with its honeypot", () => {
    expect(html).toContain('id="enquiry-form"');
    for (const name of ["name", "contact", "message", "consent"]) {
      expect(html).toContain(`name="${name}"`);
    }
    expect(html).toMatch(/name="website"[^>]*tabindex="-1"|tabindex="-1"[^>]*name="website"/i);
  });

  it("shows all six services and only translated text", () => {
    expect(count(html, /class="site-service"/g)).toBe(6);
    // A missing key would show itself, like "services.hr.title".
    expect(html).not.toMatch(/>[a-z]+\.[a-zA-Z.]+</);
  });

  it("has the template box after the services, and a link to it", () => {
    expect(html).toContain('href="#templates"');
    expect(html.indexOf('id="templates"')).toBeGreaterThan(html.indexOf('id="services"'));
    expect(html.match(/class="template-card[ "]/g)).toHaveLength(TEMPLATE_IDS.length);
  });
});

describe("the firm and its contact details, as configured", () => {
  it("names the firm and its years where configured", async () => {
    const html = await render("en", true);
    expect(html).toContain(
      "We are 好餐飲顧問有限公司, a consultancy team with 12 years in Hong Kong restaurants.",
    );
  });

  it.each(LANGUAGES)(
    "in %s, shows the company details and people only as configured",
    async (language) => {
      const messages = MESSAGES[language];
      const bare = await render(language, false);
      expect(bare).not.toContain(messages["about.company.title"]);
      const html = await render(language, false, {
        contact,
        firm: {
          ...firm,
          registeredName: "好餐飲顧問有限公司",
          businessRegistration: "12345678-000",
          address: "香港灣仔軒尼詩道 1 號 10 樓",
          people: [{ name: "陳大文", role: "董事" }],
        },
      });
      for (const text of [
        messages["about.company.title"],
        messages["about.company.businessRegistration"],
        "12345678-000",
        "香港灣仔軒尼詩道 1 號 10 樓",
        messages["about.people.title"],
        "陳大文",
        "董事",
      ]) {
        expect(html).toContain(text);
      }
    },
  );

  it.each(LANGUAGES)("in %s, claims the team's years once on the page", async (language) => {
    for (const isAboutUs of [false, true]) {
      const html = await render(language, isAboutUs);
      const text = html.replace(/<[^>]+>/g, "");
      // "12 years" / "12 年", however the sentence around it reads.
      expect(text.match(/(?<!\d)12\s*(years|年)/g) ?? []).toHaveLength(1);
    }
  });

  it.each(LANGUAGES)(
    "in %s, claims no years and offers no contact when nothing is configured",
    async (language) => {
      const html = await render(language, false, unconfigured);
      const messages = MESSAGES[language];
      expect(html).not.toContain(translate(messages, "firm.teamWithYears", { years: 12 }));
      expect(html).toContain(messages["firm.team"]);
      expect(html).toContain(messages["contact.notSetUp"]);
      expect(html).not.toContain('id="enquiry-form"');
      expect(html).not.toContain("wa.me");
      expect(html).not.toContain("mailto:");
    },
  );
});

describe("the about page", () => {
  it("puts the about section first, with the page's only h1", async () => {
    const html = await render("en", true);
    expect(count(html, /<h1[\s>]/g)).toBe(1);
    expect(html).toMatch(/<h1[^>]*id="about-title"/);
    expect(html.indexOf('id="about"')).toBeLessThan(html.indexOf("hero-title"));
    expect(html).toContain(`href="${sitePath("tc", true)}"`);
  });
});

describe("withPrefill", () => {
  it("fills an empty message and replaces its own untouched text", () => {
    expect(withPrefill("", null, "A")).toBe("A");
    expect(withPrefill("A", "A", "B")).toBe("B");
  });

  it("keeps what the visitor wrote", () => {
    expect(withPrefill("my plans", "A", "B")).toBe("my plans\n\nB");
    expect(withPrefill("my plans\n\nB", "B", "B")).toBe("my plans\n\nB");
  });
});
