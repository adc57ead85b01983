import { closeOnSignals, configOrExit, logSiteSetup } from "./server-process.ts";

async function main() {
  const config = configOrExit();
  // React and React Router choose their build from NODE_ENV when first loaded, so it is set
  // before they are: a served product always runs the optimised builds. How strict the server
  // is (SMTP, JWT secret, demo data) is APP_ENV's business, read above.
  process.env.NODE_ENV = "production";
  const { buildApp } = await import("./app.ts");
  const { seedDemoData } = await import("./demo/seed.ts");
  const { demoAccountsPresent } = await import("./demo-accounts.ts");

  const app = await buildApp(config, { web: true });
  // Before anything else can take a while: a deploy's SIGTERM must always close cleanly.
  closeOnSignals(app);
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

  await logSiteSetup(app, config);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
