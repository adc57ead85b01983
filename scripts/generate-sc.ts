import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import {
  renderScTextModule,
  SC_TEXT_MODULES,
} from "../src/server/templates/text/sc-text-modules.ts";
import { generateSc, renderScModule } from "../src/shared/i18n/generate-sc.ts";
import { scOverrides } from "../src/shared/i18n/messages/sc-overrides.ts";
import { tc } from "../src/shared/i18n/messages/tc.ts";
import { LEGAL_SC_MODULES, renderLegalScModule } from "../src/shared/legal/legal-sc.ts";

const target = fileURLToPath(
  new URL("../src/shared/i18n/messages/sc.generated.ts", import.meta.url),
);
writeFileSync(target, renderScModule(generateSc(tc, scOverrides)));

// The downloadable templates' text (issue [3]) is generated the same way, then given mainland
// vocabulary and per-entry overrides (src/server/templates/text/sc-text-overrides.ts, decision 033).
const templateTargets = SC_TEXT_MODULES.map((module) => {
  const file = fileURLToPath(new URL(`../${module.target}`, import.meta.url));
  writeFileSync(file, renderScTextModule(module));
  return file;
});

// The privacy policy and terms of use (decision 034), with their own mainland vocabulary.
for (const module of LEGAL_SC_MODULES) {
  const file = fileURLToPath(new URL(`../${module.target}`, import.meta.url));
  writeFileSync(file, renderLegalScModule(module));
  templateTargets.push(file);
}

// Format like every other file so `npm run lint` stays clean after regenerating.
const biome = fileURLToPath(new URL("../node_modules/.bin/biome", import.meta.url));
execFileSync(biome, ["format", "--write", target, ...templateTargets], { stdio: "inherit" });
for (const file of [target, ...templateTargets]) console.log(`wrote ${file}`);
