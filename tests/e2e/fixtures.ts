import { test as base, expect } from "@playwright/test";

interface ConsoleGuard {
  /** Console messages a test expects (e.g. the browser's note on a 404 it asked for). */
  allowedConsoleErrors: RegExp[];
  failOnConsoleErrors: undefined;
}

/** Every page a test opens fails the test if it logs a console error or throws. */
export const test = base.extend<ConsoleGuard>({
  allowedConsoleErrors: [[], { option: true }],
  failOnConsoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        const text = message.text();
        if (!allowedConsoleErrors.some((pattern) => pattern.test(text))) errors.push(text);
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(undefined);
      expect(errors, "console errors on the page").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
