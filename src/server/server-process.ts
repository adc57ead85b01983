import type { FastifyInstance } from "fastify";
import { type Config, ConfigError, loadConfig } from "./config.ts";

/*
 * What `npm start` (main.ts) and `npm run dev` (dev.ts) do alike as a process. Only config.ts is
 * imported here: both entries set NODE_ENV before React and the app are first loaded.
 */

const SHUTDOWN_GRACE_MS = 10_000;

/** The configuration, or a plain message and exit 1 when it is wrong: no stack for a typo. */
export function configOrExit(env: Record<string, string | undefined> = process.env): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Tablestart cannot start.\n${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

/** SIGTERM and SIGINT finish the requests in flight, then exit; a hanging one cannot keep a deploy waiting. */
export function closeOnSignals(app: FastifyInstance): void {
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down: finishing requests in flight");
    setTimeout(() => {
      app.log.error("shutdown took too long; exiting");
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    app.close().then(
      () => process.exit(0),
      (err) => {
        app.log.error({ err, signal }, "shutdown failed");
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

/** What the public site lacks, in one line; the admins' /app/setup says what each one changes. */
export async function logSiteSetup(app: FastifyInstance, config: Config): Promise<void> {
  const { siteSetupLogLine } = await import("./site/site-setup.ts");
  const setup = siteSetupLogLine(config);
  if (setup.missing > 0) app.log.warn(setup.line);
  else app.log.info(setup.line);
}
