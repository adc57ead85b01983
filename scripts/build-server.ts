/**
 * Compiles the server (src/server/main.ts and everything it imports from src/) into plain
 * JavaScript under build/app-server/, which `npm start` and `npm run serve` run with plain
 * `node`: no TypeScript loader in the served process (tsx costs some 80 MB there and seconds
 * of start-up, decision 047). Packages stay imports of node_modules, as in development.
 *
 * Code splitting keeps main.ts's dynamic imports dynamic, so React still loads after main has
 * set NODE_ENV. A module's `import.meta.url` (web.ts finds the web build by it, database.ts the
 * migrations) is rewritten to the URL of its source file, relative to the bundle, so the paths
 * it builds stay right wherever the checkout is.
 */
import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build, type Plugin } from "esbuild";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const OUT_DIR = path.join(ROOT, "build", "app-server");

const sourceImportMetaUrl: Plugin = {
  name: "source-import-meta-url",
  setup(builder) {
    builder.onLoad({ filter: /\.tsx?$/ }, async ({ path: file }) => {
      const source = await readFile(file, "utf8");
      if (!source.includes("import.meta.url")) return undefined;
      const fromBundle = path.relative(OUT_DIR, file).split(path.sep).join("/");
      const url = `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`;
      return { contents: source.replaceAll("import.meta.url", url), loader: "ts" };
    });
  },
};

await rm(OUT_DIR, { recursive: true, force: true });
await build({
  entryPoints: [path.join(ROOT, "src", "server", "main.ts")],
  outdir: OUT_DIR,
  bundle: true,
  splitting: true,
  packages: "external",
  platform: "node",
  format: "esm",
  target: "node20",
  plugins: [sourceImportMetaUrl],
  logLevel: "warning",
});
