import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "src/**/*.test.tsx", "tests/api/**/*.test.ts"],
    // Migrates one PGlite snapshot (and a PostgreSQL template) per run for every test app to copy.
    globalSetup: ["./tests/setup/migrated-databases.ts"],
    setupFiles: ["./tests/setup/fail-on-console-error.ts"],
    // Each file still gets fresh modules (isolate), but a worker thread starts far cheaper than a
    // child process; no test changes the working directory or anything else a thread shares.
    pool: "threads",
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
