import path from "node:path";
import { fileURLToPath } from "node:url";
import { build, type Metafile } from "esbuild";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/**
 * The packages that write documents and images: loaded on first use (issue 33), never by the
 * server's start. pdfkit was first; exceljs, docx (with jszip) and sharp followed.
 */
const HEAVY = ["exceljs", "docx", "jszip", "sharp", "pdfkit", "qrcode", "ics"];

/**
 * The packages of one configuration: ioredis with `REDIS_URL` (services/redis.ts requires it in
 * `connectRedis`), pg with `DATABASE_URL` (db/database.ts imports it in `openDatabase`),
 * prom-client with `METRICS=true` (plugins/metrics.ts requires it in `registerMetrics`). Whether
 * they load is decided at run time, where this graph cannot follow: it shows that nothing loads
 * them regardless, so a start without that setting does not (issue 33).
 */
const CONFIGURED = ["ioredis", "pg", "prom-client"];

/**
 * Every package a module evaluates with its static imports, whatever the depth: what loading it
 * costs before any request. The graph is esbuild's, bundled as scripts/build-server.ts bundles
 * the server (packages left to node_modules, so each is an external import); dynamic `import()`
 * is where it stops, as it does in the bundle, whose splitting makes each such import a chunk.
 */
async function packagesAtLoad(entries: string[]): Promise<Set<string>> {
  const { metafile } = await build({
    // The metafile names inputs by their path from here, as `entries` do.
    absWorkingDir: ROOT,
    entryPoints: entries,
    bundle: true,
    splitting: true,
    packages: "external",
    platform: "node",
    format: "esm",
    target: "node20",
    write: false,
    outdir: path.join(ROOT, "build", "lazy-heavy-modules-test"),
    metafile: true,
    logLevel: "silent",
  });
  const inputs: Metafile["inputs"] = metafile.inputs;
  const packages = new Set<string>();
  const seen = new Set<string>();
  const walk = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of inputs[file]?.imports ?? []) {
      if (imported.kind !== "import-statement") continue;
      if (imported.external) packages.add(packageName(imported.path));
      else walk(imported.path);
    }
  };
  for (const entry of entries) walk(entry);
  return packages;
}

/** "exceljs" from "exceljs/dist/x", "@scope/name" from "@scope/name/sub". */
function packageName(specifier: string): string {
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0]!;
}

describe("the server's start", () => {
  it("loads no document or image package: each loads with its first file", async () => {
    // What main.ts imports before listening: the app with every route, and the demo seed.
    const packages = await packagesAtLoad([
      "src/server/app.ts",
      "src/server/demo/seed.ts",
      "src/server/demo-accounts.ts",
    ]);
    // The walk does reach the packages (a broken walk would find none and pass).
    expect(packages).toContain("fastify");
    expect(packages).toContain("drizzle-orm");
    for (const heavy of HEAVY) expect(packages, heavy).not.toContain(heavy);
    for (const configured of CONFIGURED) expect(packages, configured).not.toContain(configured);
  });

  it("still loads them where the files are made", async () => {
    const packages = await packagesAtLoad([
      "src/server/templates/daily-settlement.ts",
      "src/server/templates/application-form.ts",
      "src/server/forecast/forecast-workbook.ts",
      "src/server/forecast/forecast-pdf.ts",
    ]);
    for (const heavy of ["exceljs", "docx", "jszip", "pdfkit"]) expect(packages).toContain(heavy);
  });
});
