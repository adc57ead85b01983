import { test as base, expect } from "@playwright/test";

/** Every page a test opens fails the test if it logs a console error or throws. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await use(errors);
    expect(errors, "console errors on the page").toEqual([]);
  },
  page: async ({ page, consoleErrors }, use) => {
    void consoleErrors;
    await use(page);
  },
});

export { expect };
