import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Rollup } from "vite";

const ROOT_ROUTE = /\/src\/web\/root\.tsx/;
/** Code every page may share: the client shell, i18n, the site's helpers, zod. */
const SHARED_CODE =
  /\/src\/web\/(shell|i18n)\/|\/src\/shared\/(site|i18n)\/[^/]+\.ts$|\/node_modules\/zod\//;

/**
 * What every website page shows around its content (header, language switch, footer, SEO tags)
 * and the one-line text rule that the enquiry form and the app's forms share: on their own they
 * become small chunks that the home page would fetch as extra files.
 */
const SITE_CHROME =
  /\/src\/web\/features\/site\/(site-nav|site-footer|language-switch|display-settings)\.tsx$|\/src\/web\/seo\/|\/src\/shared\/single-line\.ts$/;

/**
 * react-dom's own entry (flushSync): the client entry loads it, and a lazy chunk that imports it
 * too would otherwise cut it out of the entry into a first-load file of its own.
 */
const REACT_DOM = /\/node_modules\/react-dom\/(index|cjs\/react-dom\.production)\.js($|\?)/;

/** Whether the root route imports the module, directly or through others (not lazily). */
function loadedByRoot(
  id: string,
  getModuleInfo: Rollup.GetModuleInfo,
  seen = new Set<string>(),
): boolean {
  if (ROOT_ROUTE.test(id)) return true;
  if (seen.has(id)) return false;
  seen.add(id);
  return (getModuleInfo(id)?.importers ?? []).some((importer) =>
    loadedByRoot(importer, getModuleInfo, seen),
  );
}

export default defineConfig({
  plugins: [reactRouter()],
  environments: {
    client: {
      build: {
        rollupOptions: {
          output: {
            /**
             * What the root route loads on every page goes in one chunk. Left to itself, Rollup
             * cuts it into a chunk per set of routes that import each module, and the /app
             * routes, which import shell modules one by one, would split the website's
             * first-load JavaScript into many small files that compress worse. Vite's preload
             * helper joins them: the home page needs it for its lazy sections.
             */
            manualChunks: (id, { getModuleInfo }) =>
              id.includes("preload-helper") ||
              SITE_CHROME.test(id) ||
              REACT_DOM.test(id) ||
              (SHARED_CODE.test(id) && loadedByRoot(id, getModuleInfo))
                ? "shell"
                : undefined,
          },
        },
      },
    },
  },
});
