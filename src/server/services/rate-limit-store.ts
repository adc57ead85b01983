import { createRequire } from "node:module";
import type { FastifyRateLimitStoreCtor, RateLimitOptions } from "@fastify/rate-limit";
import type { FastifyBaseLogger } from "fastify";
import type { RedisConnections } from "./redis.ts";

type Counted = { current: number; ttl: number };
type Done = (error: Error | null, result?: Counted) => void;

/** The plugin's own stores, as its constructor and its route options (`child`) use them. */
interface PluginStore {
  incr(key: string, done: Done, timeWindow: number, max: number): void;
  child(routeOptions: unknown): PluginStore;
}
type StoreClass<Args extends unknown[]> = new (...args: Args) => PluginStore;

// Not exported by the plugin's entry point; its package has no export map, so the files are ours
// to load, and counting as it does keeps one meaning of a limit whichever store counts.
const require = createRequire(import.meta.url);
const RedisStore: StoreClass<
  [boolean, boolean, RedisConnections["commands"], string]
> = require("@fastify/rate-limit/store/RedisStore.js");
const LocalStore: StoreClass<
  [boolean, boolean, number?]
> = require("@fastify/rate-limit/store/LocalStore.js");

/** Whether this process is counting on its own, shared by all of a store's route children. */
interface Outage {
  down: boolean;
}

/**
 * Counts in Redis, shared by every instance; while Redis cannot count (out of reach, or a
 * command that failed), in this process's memory instead, so each instance holds the limit on
 * its own rather than none holding it. Without a ready connection it does not wait for Redis at
 * all. The switch is logged once each way.
 */
class FailSafeStore implements PluginStore {
  constructor(
    private readonly shared: PluginStore,
    private readonly local: PluginStore,
    private readonly redis: RedisConnections["commands"],
    private readonly outage: Outage,
    private readonly log: FastifyBaseLogger,
  ) {}

  incr(key: string, done: Done, timeWindow: number, max: number) {
    const countHere = (err?: Error) => {
      if (!this.outage.down) {
        this.outage.down = true;
        this.log.warn(
          { err },
          "Redis cannot count rate limits: each instance counts its own until it is back",
        );
      }
      this.local.incr(key, done, timeWindow, max);
    };
    if (this.redis.status !== "ready") return countHere();
    this.shared.incr(
      key,
      (error, result) => {
        if (error) return countHere(error);
        if (this.outage.down) {
          this.outage.down = false;
          this.log.info("Redis counts rate limits again, for every instance");
        }
        done(null, result);
      },
      timeWindow,
      max,
    );
  }

  child(routeOptions: unknown): PluginStore {
    return new FailSafeStore(
      this.shared.child(routeOptions),
      this.local.child(routeOptions),
      this.redis,
      this.outage,
      this.log,
    );
  }
}

/** The rate-limit plugin's `store` for a Redis shared by several instances (decision 070). */
export function failSafeRateLimitStore(
  redis: RedisConnections,
  log: FastifyBaseLogger,
): FastifyRateLimitStoreCtor {
  const outage: Outage = { down: false };
  const nameSpace = `${redis.prefix}rate-limit:`;
  return class extends FailSafeStore {
    constructor(options: RateLimitOptions) {
      const { continueExceeding = false, exponentialBackoff = false } = options;
      super(
        new RedisStore(continueExceeding, exponentialBackoff, redis.commands, nameSpace),
        new LocalStore(continueExceeding, exponentialBackoff),
        redis.commands,
        outage,
        log,
      );
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
