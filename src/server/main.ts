import { type Config, ConfigError, loadConfig } from "./config.ts";

const SHUTDOWN_GRACE_MS = 10_000;

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Tablestart cannot start.\n${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

async function main() {
  const config = readConfig();
  // React and React Router choose their build from NODE_ENV when first loaded, so it is set
  // before they are: a served product always runs the optimised builds. How strict the server
  // is (SMTP, JWT secret, demo data) is APP_ENV's business, read above.
  process.env.NODE_ENV = "production";
  const { buildApp } = await import("./app.ts");
  const { seedDemoData } = await import("./demo/seed.ts");
  const { demoAccountsPresent } = await import("./demo-accounts.ts");
  const { siteSetupLogLine } = await import("./site/site-setup.ts");

  const app = await buildApp(config, { web: true });
  if (config.seed) {
    await seedDemoData(app.database.db, (message) => app.log.info(message), {
      storage: app.mediaStorage,
    });
  }
  const demo = await demoAccountsPresent(app.database.db);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      appEnv: config.env,
      nodeEnv: process.env.NODE_ENV,
      host: config.host,
      siteUrl: config.siteUrl,
      mail: config.smtpUrl ? "smtp" : "dev outbox",
      demoAccounts: demo,
    },
    [
      `Tablestart (${config.env}) is listening on ${config.host}:${config.port}`,
      // Apps on phones load every picture and link from this origin: it must be one they reach.
      `links and pictures point at ${config.siteUrl} (SITE_URL)`,
      config.smtpUrl
        ? "mail goes out through SMTP_URL"
        : "mail is not sent: it waits in the dev outbox at /dev/mail, shown to this machine only",
      demo ? "demo accounts with the README's public password exist" : null,
    ]
      .filter(Boolean)
      .join("; "),
  );

  // What the public site lacks, in one line; the admins' /app/setup says what each one changes.
  const setup = siteSetupLogLine(config);
  if (setup.missing > 0) app.log.warn(setup.line);
  else app.log.info(setup.line);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down: finishing requests in flight");
    // A request that hangs must not keep a deploy waiting for ever.
    setTimeout(() => {
      app.log.error("shutdown took too long; exiting");
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    app.close().then(
      () => process.exit(0),
      (err) => {
        app.log.error({ err }, "shutdown failed");
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
