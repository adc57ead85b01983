import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { simplifyDeep } from "../../../shared/i18n/generate-sc.ts";
import { SC_TEXT_MODULES, scGeneratedHeader } from "./sc-text-modules.ts";

const root = new URL("../../../../", import.meta.url);

describe.each(SC_TEXT_MODULES)("the generated sc text $target", (module) => {
  it("is what OpenCC makes of the tc source today (run `npm run i18n:sc`)", async () => {
    const generated = (await import(new URL(module.target, root).href)) as Record<string, unknown>;
    expect(generated[module.exportName]).toEqual(simplifyDeep(module.source));
  });

  it("keeps its do-not-edit header", () => {
    const text = readFileSync(new URL(module.target, root), "utf8");
    expect(text.startsWith(scGeneratedHeader(module.sourceModule))).toBe(true);
  });
});
