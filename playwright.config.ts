import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumPath } from "./scripts/chromium-path.ts";

// Another port and data folder let two runs (or a run beside a dev server) go at once.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const DATA_DIR = `.e2e-data-${PORT}`;
// Resolved once in the runner; the workers it starts inherit the variable and skip the unpacking.
process.env.CHROMIUM_PATH = await chromiumPath();

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // The list, then why each skipped test was skipped (tests/e2e/skip-reasons.ts).
  reporter: [["list"], ["./tests/e2e/skip-reasons.ts"]],
  timeout: 30_000,
  // A bound, not a wait: an assertion passes as soon as its condition holds. The first load of the
  // app's code on a 2-core machine running two browsers and the server can pass 5 s.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: "retain-on-failure",
    // Each test's fresh context would install the app's worker and fetch everything it keeps
    // (170 files): pwa.spec.ts, which tests the worker, allows it.
    serviceWorkers: "block",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    // A fresh embedded database every run, so tests never see an earlier run's data.
    command: `rm -rf ${DATA_DIR} && npm run serve`,
    url: `http://localhost:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      SITE_URL: `http://localhost:${PORT}`,
      DATA_DIR,
      ENQUIRY_RATE_LIMIT: "1000",
      AUTH_RATE_LIMIT: "1000",
      READ_RATE_LIMIT: "100000",
      // A configured deployment: unset, the site takes no enquiries (see the unit tests).
      CONTACT_EMAIL: "hello@tablestart.test",
      CONTACT_WHATSAPP: "85251234567",
      CONSULTANCY_YEARS: "12",
      // A test deployment's company details, so the pages' "who we are" block is exercised.
      CONSULTANCY_REGISTERED_NAME: "Tablestart Test Consultants Limited",
      CONSULTANCY_BR_NUMBER: "12345678-000",
      CONSULTANCY_ADDRESS: "1 Test Road, Wan Chai, Hong Kong",
      CONSULTANCY_PEOPLE: "Test Person|Director",
      LOG_LEVEL: "warn",
      // Every map tile is this blank image: tests never fetch a tile from anywhere.
      MAP_TILE_URL:
        "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7",
    },
  },
});
