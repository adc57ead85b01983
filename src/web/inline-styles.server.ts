import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/**
 * The page's stylesheets written into its HTML (decision 054), so the first screen paints from
 * the one answer instead of waiting for a round trip per stylesheet. Each
 * `<link rel="stylesheet" href="/assets/…">` becomes its file's text in a `<style data-href>`
 * followed by the same link with `media="print"`: the browser still fetches it, without
 * blocking, and the element React hydrates is still there. Once the file has arrived, the client
 * turns the link on and drops the copy (adopt-inlined-styles.ts), so navigation handles the
 * page's styles as React Router always does.
 */

// React Router marks a stylesheet that several routes share with a trailing `#`.
// A page rendered per request puts its script nonce on the link first.
const STYLESHEET =
  /<link( nonce="[^"]*")? rel="stylesheet" href="(\/assets\/[\w.-]+\.css)(#?)"\/>/g;

/**
 * The client build's files: the folder `client` beside the server build this module is bundled
 * into (build/server/…), or, run from its source (tests), the project's build/client.
 */
function findClientDir(): URL | null {
  for (let up = "./"; up.length < 16; up += "../") {
    for (const dir of [
      new URL(`${up}client/`, import.meta.url),
      new URL(`${up}build/client/`, import.meta.url),
    ]) {
      if (existsSync(new URL("assets/", dir))) return dir;
    }
  }
  return null;
}

const CLIENT_DIR = findClientDir();

const texts = new Map<string, string | null>();

/** A built stylesheet's text; null when there is no such file (the dev server's own paths). */
function stylesheetText(href: string): string | null {
  let text = texts.get(href);
  if (text === undefined) {
    if (CLIENT_DIR === null) return null;
    try {
      text = readFileSync(fileURLToPath(new URL(`.${href}`, CLIENT_DIR)), "utf8");
    } catch {
      text = null;
    }
    texts.set(href, text);
  }
  return text;
}

/**
 * `styleNonce`: a page rendered per request carries its policy's style nonce on each copy; a page
 * kept for every visitor has none, its policy allows the copies by hash (page-csp.ts).
 */
export function inlineStylesheets(html: string, styleNonce?: string): string {
  const nonce = styleNonce === undefined ? "" : ` nonce="${styleNonce}"`;
  return html.replace(STYLESHEET, (link, linkNonce = "", file: string, mark: string) => {
    const text = stylesheetText(file);
    // `</style` cannot occur in built CSS (it would end the element early); keep the link if it did.
    if (text === null || /<\/style/i.test(text)) return link;
    const href = `${file}${mark}`;
    return `<style data-href="${href}"${nonce}>${text}</style><link${linkNonce} rel="stylesheet" href="${href}" media="print"/>`;
  });
}
