/**
 * A page arrives with its stylesheets inside it, each followed by its
 * link switched off with `media="print"` (inline-styles.server.ts, decision 054). Once a link's
 * file has arrived it is switched on and the inline copy dropped: the rules are the same, so
 * nothing moves, and from then on React Router adds and removes the page's stylesheets as usual.
 * A link that never loads (offline) leaves its copy in place.
 */
export function adoptInlinedStyles(root: Document): void {
  for (const style of root.querySelectorAll<HTMLStyleElement>("style[data-href]")) {
    const link = style.nextElementSibling;
    if (!(link instanceof HTMLLinkElement) || link.getAttribute("href") !== style.dataset.href) {
      continue;
    }
    const adopt = () => {
      link.removeAttribute("media");
      style.remove();
    };
    if (link.sheet) adopt();
    else link.addEventListener("load", adopt, { once: true });
  }
}
