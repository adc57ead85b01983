import { LANGUAGE_TAG, type Language } from "../../shared/i18n/languages.ts";
import { MESSAGES, type MessageKey } from "../../shared/i18n/messages/index.ts";

const escapeHtml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export interface TemplateErrorPage {
  language: Language;
  title: MessageKey;
  body: MessageKey;
  links: readonly { href: string; label: MessageKey }[];
  /** The response's CSP nonce for the inline style. */
  styleNonce: string | undefined;
}

/**
 * A small, self-contained HTML page for a download that cannot be served (unknown template or
 * language, unusable forecast): a person followed a link, so they get words in their language
 * and a way back, not JSON. It does not depend on the web build, so API-only servers have it too.
 */
export function renderTemplateErrorPage(page: TemplateErrorPage): string {
  const messages = MESSAGES[page.language];
  const text = (key: MessageKey) => escapeHtml(messages[key]);
  const nonce = page.styleNonce ? ` nonce="${escapeHtml(page.styleNonce)}"` : "";
  const links = page.links
    .map((link) => `<a href="${escapeHtml(link.href)}">${text(link.label)}</a>`)
    .join("\n      ");
  return `<!doctype html>
<html lang="${LANGUAGE_TAG[page.language]}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <title>${text("site.brand")} | ${text(page.title)}</title>
    <style${nonce}>
      body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", "Microsoft JhengHei", "PingFang HK", sans-serif; color: #1f2933; background: #f7f9fb; }
      main { max-width: 36rem; margin: 0 auto; padding: 4rem 1.5rem; }
      p.brand { margin: 0 0 2rem; font-weight: 700; color: #2f6496; }
      h1 { margin: 0 0 1rem; font-size: 1.75rem; }
      p { line-height: 1.6; }
      nav { display: flex; flex-wrap: wrap; gap: 1rem; margin-top: 2rem; }
      a { display: inline-flex; align-items: center; min-height: 44px; padding: 0 1rem; border: 2px solid #2f6496; border-radius: 8px; color: #2f6496; font-weight: 600; text-decoration: none; }
      a:hover, a:focus-visible { text-decoration: underline; }
      @media (prefers-color-scheme: dark) {
        body { color: #e6edf3; background: #111820; }
        p.brand, a { color: #8ab8e6; border-color: #8ab8e6; }
      }
    </style>
  </head>
  <body>
    <main>
      <p class="brand">${text("site.brand")} · ${text("site.brandLocal")}</p>
      <h1>${text(page.title)}</h1>
      <p>${text(page.body)}</p>
      <nav>
      ${links}
      </nav>
    </main>
  </body>
</html>
`;
}
