import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import { SlowFirstSequencer } from "./tests/setup/slow-first-sequencer.ts";

/** The tests that open a database: the API suite, and the seed that writes the demo directory. */
const DATABASE_TESTS = [
  "tests/api/**/*.test.ts",
  "src/server/demo/seed-directory-places.test.ts",
  "src/server/demo/seed-directory-activity.test.ts",
];
/**
 * The database tests that replace a module (`vi.mock`): a mock needs the file's own module graph,
 * which the other database tests share within a worker (isolate: false) to skip re-importing
 * the server for every file.
 */
const MOCKING_DATABASE_TESTS = [
  "tests/api/auth-sign-in.test.ts",
  "tests/api/cost-bounded-reads.test.ts",
];

export default defineConfig({
  test: {
    setupFiles: ["./tests/setup/fail-on-console-error.ts"],
    // Each file still gets fresh modules (isolate), but a worker thread starts far cheaper than a
    // child process; no test changes the working directory or anything else a thread shares.
    pool: "threads",
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine, where the API
    // tests then wait on PostgreSQL, SMTP and HTTP in turn. One per core keeps both busy; more made
    // the heaviest tests (whole demo seeds, the production server's start) run past their budgets.
    maxWorkers: availableParallelism(),
    sequence: { sequencer: SlowFirstSequencer },
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        // Rules and components: no database, no build (`npm run test:unit`, seconds).
        test: {
          name: "unit",
          include: ["src/**/*.test.ts", "src/**/*.test.tsx"],
          exclude: DATABASE_TESTS,
        },
      },
      {
        extends: true,
        test: {
          name: "api",
          include: DATABASE_TESTS,
          exclude: MOCKING_DATABASE_TESTS,
          isolate: false,
          // Migrates one PGlite snapshot (and a PostgreSQL template) per run for every test app to copy.
          globalSetup: ["./tests/setup/migrated-databases.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "api-mocking",
          include: MOCKING_DATABASE_TESTS,
          globalSetup: ["./tests/setup/migrated-databases.ts"],
        },
      },
    ],
  },
});
