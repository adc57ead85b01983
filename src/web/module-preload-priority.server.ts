/**
 * The page's module preloads fetched at low priority. React Router puts a `<link
 * rel="modulepreload">` in the head for every chunk hydration needs, and Chromium fetches them at
 * High priority, a parser-blocking script's. Nothing the first screen shows waits for them (its
 * styles are inline, decision 054; modules run after parsing), yet at High priority they compete
 * with the page and its first image on a slow line, and Lighthouse's simulation counts each one
 * that finished before the first paint as blocking it (a Chinese page, slower to lay out, lost
 * about a second of FCP to them). At low priority they are still found in the head and fetched
 * at once: hydration gets the same files, after what is on screen.
 */
const MODULE_PRELOAD = /<link rel="modulepreload"(?! fetchpriority)/g;

export function lowerModulePreloadPriority(html: string): string {
  return html.replace(MODULE_PRELOAD, '<link rel="modulepreload" fetchpriority="low"');
}
