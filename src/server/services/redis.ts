import { createRequire } from "node:module";
import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";

/**
 * ioredis, loaded by the first `connectRedis`: a server without `REDIS_URL` never holds its code
 * (issue 33). Required rather than imported so that `connectRedis` stays synchronous; ioredis is
 * CommonJS, and this is the same module an `import` would give.
 */
const loadIoredis = () => createRequire(import.meta.url)("ioredis") as typeof import("ioredis");

/**
 * A slow or hung Redis must not hold requests: a rate-limit count or a publish that takes longer
 * fails, and its caller goes on without it (decision 057).
 */
const COMMAND_TIMEOUT_MS = 500;
const CONNECT_TIMEOUT_MS = 2_000;

/**
 * This instance's connections to the Redis that several instances share: one for commands
 * (rate-limit counts, publishing), and one per subscriber (Redis allows nothing else on a
 * connection that subscribes). Made by `connectRedis`; `close()` ends them all.
 */
export interface RedisConnections {
  readonly commands: Redis;
  /** What this deployment's keys and channels begin with (`REDIS_KEY_PREFIX`). */
  readonly prefix: string;
  /**
   * A new connection for SUBSCRIBE. Its commands wait for a reconnect rather than fail:
   * ioredis subscribes again by itself after one, to the channels whose SUBSCRIBE succeeded.
   */
  subscriber(purpose: string): Redis;
  /** Resolves once the command connection is up, or has failed once (the server starts anyway). */
  connected(): Promise<void>;
  close(): Promise<void>;
}

export function connectRedis(options: {
  url: string;
  prefix: string;
  log: FastifyBaseLogger;
}): RedisConnections {
  const { Redis: RedisClient } = loadIoredis();
  const open: Redis[] = [];
  const connect = (purpose: string, waitForReconnect: boolean) => {
    const connection = new RedisClient(options.url, {
      connectionName: `tablestart-${purpose}`,
      connectTimeout: CONNECT_TIMEOUT_MS,
      ...(waitForReconnect
        ? { maxRetriesPerRequest: null }
        : // At most COMMAND_TIMEOUT_MS, reconnecting included, rather than 20 retries.
          { commandTimeout: COMMAND_TIMEOUT_MS, maxRetriesPerRequest: 1 }),
    });
    reportOutages(connection, purpose, options.log);
    open.push(connection);
    return connection;
  };
  const commands = connect("commands", false);
  return {
    commands,
    prefix: options.prefix,
    subscriber: (purpose) => connect(purpose, true),
    connected: () =>
      commands.status === "ready"
        ? Promise.resolve()
        : new Promise((resolve) => {
            const settle = () => {
              commands.off("ready", settle);
              commands.off("error", settle);
              resolve();
            };
            commands.once("ready", settle);
            commands.once("error", settle);
          }),
    async close() {
      // quit() waits for replies under way; a connection that is down has nothing to wait for.
      await Promise.all(
        open
          .splice(0)
          .map((connection) =>
            connection.status === "ready"
              ? connection.quit().then(() => {})
              : Promise.resolve(connection.disconnect()),
          ),
      );
    },
  };
}

/**
 * Logs when a connection is lost and when it is back, once each: ioredis retries every
 * couple of seconds, and each failed try would otherwise be an error line (or, with no
 * listener at all, an unhandled error event on the console).
 */
function reportOutages(connection: Redis, purpose: string, log: FastifyBaseLogger) {
  let down = false;
  connection.on("error", (err: Error) => {
    if (down) return;
    down = true;
    log.warn(
      { err, redis: purpose },
      "Redis is out of reach: other instances' caches hear of no change until it is back",
    );
  });
  connection.on("ready", () => {
    if (!down) return;
    down = false;
    log.info({ redis: purpose }, "Redis is back");
  });
}
