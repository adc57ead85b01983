import { afterEach, vi } from "vitest";

// A console.error during a test is a bug we would otherwise ship: fail the test that caused it.
const errors: unknown[][] = [];
const original = console.error;
console.error = (...args: unknown[]) => {
  errors.push(args);
  original(...args);
};

afterEach(() => {
  vi.useRealTimers();
  if (errors.length > 0) {
    const found = errors.splice(0).map((a) => a.map(String).join(" "));
    throw new Error(`console.error was called during the test:\n${found.join("\n")}`);
  }
});
