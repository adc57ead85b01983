import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "src/**/*.test.tsx", "tests/api/**/*.test.ts"],
    setupFiles: ["./tests/setup/fail-on-console-error.ts"],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
