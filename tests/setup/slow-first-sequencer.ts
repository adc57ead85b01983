import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The files that take longest (tens of seconds each: they fuzz every route, start the production
 * server, or write whole demo seeds), slowest first. Vitest runs a file it has no timing for by
 * its size, and a fresh clone (CI) has no timings: these are small files that drive large
 * fixtures, so they would start last and leave one worker running alone at the end of the run.
 */
const SLOWEST = [
  "tests/api/fuzz.test.ts",
  "tests/api/durability.test.ts",
  "tests/api/backup-restore.test.ts",
  "tests/api/role-matrix.test.ts",
  "tests/api/several-instances.test.ts",
  "src/server/demo/seed-directory-activity.test.ts",
  "tests/api/directory-places.test.ts",
  "tests/api/process.test.ts",
];

const rank = (spec: TestSpecification) => {
  const found = SLOWEST.findIndex((file) => spec.moduleId.endsWith(file));
  return found === -1 ? SLOWEST.length : found;
};

/** Vitest's order (projects in turn, then timings or size), with the slowest files first. */
export class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const byProject = new Map<string, TestSpecification[]>();
    for (const spec of sorted) {
      const group = byProject.get(spec.project.name) ?? [];
      group.push(spec);
      byProject.set(spec.project.name, group);
    }
    // Array.prototype.sort is stable: the rest keep vitest's order.
    return [...byProject.values()].flatMap((group) => group.sort((a, b) => rank(a) - rank(b)));
  }
}
