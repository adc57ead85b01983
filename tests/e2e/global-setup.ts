import { existsSync } from "node:fs";
import { CHROMIUM_PATH } from "../../playwright.config.ts";

/** Fails early with what to install, instead of a stack trace from deep inside Playwright. */
export default function globalSetup() {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      [
        `The end-to-end tests need Chromium at ${CHROMIUM_PATH}, and it is not there.`,
        "Install it with:  sudo apt-get install -y chromium",
        "(or point CHROMIUM_PATH at another Chromium or Chrome binary).",
      ].join("\n"),
    );
  }
}
