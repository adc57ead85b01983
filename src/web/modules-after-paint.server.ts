/**
 * The page's JavaScript asked for once its first screen is painted (decision 062).
 *
 * React Router puts a `<link rel="modulepreload">` in the head for every chunk hydration needs,
 * and an inline module script whose static imports fetch the route modules as soon as it is
 * parsed. Nothing the first screen shows waits for them (its styles are inline, decision 054), yet
 * on a slow line they share the bandwidth with the page, and on a slow phone a module evaluated
 * before the first paint delays it. Lighthouse's simulation counts every request that finished
 * before the largest paint as part of that paint's cost, so the same page scored its LCP at 0.9 s
 * or 2.1 s depending on whether the local server's modules beat the paint.
 *
 * So the preloads leave the head, and the module script first waits for a painted frame, then
 * preloads the same files together (no waterfall of imports) and imports the route modules
 * dynamically, one per task, before it goes on as React Router wrote it. A hidden page (a
 * background tab) paints no frame and goes on at once.
 */
// React writes the nonce (a page rendered per request) after `href` on a link, before `type` on
// a script.
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"(?: nonce="[^"]*")?\/>/g;
const MODULE_SCRIPT = /(<script(?: nonce="[^"]*")? type="module" async="">)([\s\S]*?)(<\/script>)/;
const ROUTE_IMPORT = /^import \* as (route\d+(?:_[A-Za-z]+)?) from ("[^"]+");$/gm;
const STATIC_IMPORT = /^\s*import\s*[*{"'\w]/m;

// A window the browser does not paint (occluded, say) may hold back animation frames while it
// counts as visible: after a second the page goes on without one.
const AFTER_PAINT =
  'await new Promise((go) => { if (document.visibilityState === "hidden") go(); else { requestAnimationFrame(() => setTimeout(go)); setTimeout(go, 1000); } });';

const NEXT_TASK = "const nextTask = () => new Promise((go) => setTimeout(go));";

/**
 * The preloads as one piece of markup: inserted at once, they cost the browser a fraction of
 * what as many `createElement` and `append` calls did (measured: 4–18 ms of a task on this
 * machine, against under 3).
 */
function preloading(hrefs: readonly string[]): string {
  const links = hrefs.map((href) => `<link rel="modulepreload" href="${href}">`).join("");
  // `<` escaped, so no text in the string can close the script or open a comment.
  const markup = JSON.stringify(links).replaceAll("<", "\\u003c");
  return `document.head.insertAdjacentHTML("beforeend", ${markup});`;
}

export function loadModulesAfterPaint(html: string): string {
  const script = MODULE_SCRIPT.exec(html);
  if (!script) return html;
  const [whole, open, body = "", close] = script;
  const routes = [...body.matchAll(ROUTE_IMPORT)].map(([, name, href]) => ({ name, href }));
  const rest = body.replace(ROUTE_IMPORT, "");
  // A form this does not know (React Router changed what it writes) is left as it came.
  if (STATIC_IMPORT.test(rest)) return html;
  const hrefs = [...html.matchAll(MODULE_PRELOAD)].map(([, href]) => href ?? "");
  // One route module's graph evaluated per task: all at once, the app's screens ran 20–40 ms
  // of module code in one go. The preloads have fetched them in parallel already.
  const imports = routes
    .map((route) => `const ${route.name} = await import(${route.href}); await nextTask();\n`)
    .join("");
  const deferred = `${open}${AFTER_PAINT}\n${NEXT_TASK}\n${preloading(hrefs)}\n${imports}${rest}${close}`;
  return html.replace(MODULE_PRELOAD, "").replace(whole, () => deferred);
}
