/**
 * `npm run dev`: the whole product on one port, as `npm start` serves it, without a build. The
 * API is the same Fastify app with the same plugins; the web app comes from the sources through
 * Vite (web-dev.ts), so an edit to a page or a component shows at once (hot reload), and tsx
 * restarts this process when a file the server itself loads changes (open pages then reload).
 *
 * Its own embedded database (`data/dev`, unless DATA_DIR says otherwise), seeded with the demo
 * data, and its own port (5173, unless PORT says otherwise): it can run beside `npm start`, whose
 * database PGlite could not share, and whose installed service worker would answer for the app.
 */
import { closeOnSignals, configOrExit, logSiteSetup } from "./server-process.ts";

const DEV_DEFAULTS = { DATA_DIR: "data/dev", PORT: "5173" };

async function main() {
  const config = configOrExit({ ...DEV_DEFAULTS, ...process.env });
  if (config.env === "production") {
    console.error('"npm run dev" is for development: serve production with "npm start".');
    process.exit(1);
  }
  // React's development builds (readable errors, hydration warnings, Fast Refresh), chosen when
  // React is first loaded: after this line.
  process.env.NODE_ENV = "development";
  const { buildApp } = await import("./app.ts");
  const { openDevWeb } = await import("./plugins/web-dev.ts");
  const { seedDemoData } = await import("./demo/seed.ts");
  const { demoAccountsPresent } = await import("./demo-accounts.ts");

  const app = await buildApp(config, { web: openDevWeb });
  // Before anything else can take a while: tsx watch's restart (SIGTERM) must close cleanly.
  closeOnSignals(app);
  if (config.seed) {
    await seedDemoData(app.database.db, (message) => app.log.info(message), {
      storage: app.mediaStorage,
    });
  }
  const demo = await demoAccountsPresent(app.database.db);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { appEnv: config.env, dataDir: config.dataDir, demoAccounts: demo },
    [
      `Tablestart (dev, hot reload) is listening on http://localhost:${config.port}`,
      `data in ${config.dataDir}`,
      config.smtpUrl
        ? "mail goes out through SMTP_URL"
        : "mail waits in the dev outbox at /dev/mail",
      demo ? "demo accounts with the README's public password exist" : null,
    ]
      .filter(Boolean)
      .join("; "),
  );

  await logSiteSetup(app, config);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
