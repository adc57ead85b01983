import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { RedisConnections } from "../services/redis.ts";
import type { ContentArea } from "./content-version.ts";

const AREAS: readonly ContentArea[] = ["directory", "accounts"];

/**
 * Tells every cache that keeps answers per content version that the version moved, in this
 * instance and, through Redis when `REDIS_URL` is set, in every other one.
 */
export interface ContentVersions {
  /**
   * Call after the transaction that bumped `area`'s version has committed (before, another
   * instance could read the old rows again). Resolves once Redis has passed the news on, so the
   * writer's answer reaches no one before the other instances are told; a Redis failure is
   * logged, not thrown. `subject` narrows the news to one record of the area (a user's id for
   * "accounts"); without it, everything in the area may have changed.
   */
  changed(area?: ContentArea, subject?: number): Promise<void>;
  /**
   * Calls `listener` whenever an area changed here or on another instance, or may have: after
   * the subscription to Redis was lost and is back, every area is said to have changed (with no
   * subject). Answers a function that stops the calls.
   */
  onChange(listener: (area: ContentArea, subject?: number) => void): () => void;
  /** Resolves once other instances' changes are heard (at once without Redis, or Redis down). */
  listening(): Promise<void>;
}

export function createContentVersions(options: {
  redis: RedisConnections | null;
  log: FastifyBaseLogger;
}): ContentVersions {
  const { redis, log } = options;
  const listeners = new Set<(area: ContentArea, subject?: number) => void>();
  const tell = (area: ContentArea, subject?: number) => {
    for (const listener of listeners) listener(area, subject);
  };
  if (!redis) {
    return {
      async changed(area = "directory", subject) {
        tell(area, subject);
      },
      onChange: (listener) => subscribe(listeners, listener),
      listening: () => Promise.resolve(),
    };
  }

  const channel = `${redis.prefix}content-version`;
  // Its own messages come back to this instance too, which has already told its listeners.
  const instance = randomUUID();
  const subscriber = redis.subscriber("content-version");
  let subscribedBefore = false;
  subscriber.on("ready", () => {
    // What was published while the connection was down is lost for good: assume the worst.
    if (subscribedBefore) for (const area of AREAS) tell(area);
    subscribedBefore = true;
  });
  subscriber.on("message", (from: string, message: string) => {
    const [sender, area, subject] = message.split(" ");
    if (from !== channel || sender === instance) return;
    if (!(AREAS as readonly string[]).includes(area ?? "")) return;
    const id = Number(subject);
    tell(area as ContentArea, subject && Number.isSafeInteger(id) ? id : undefined);
  });
  const listening = new Promise<void>((resolve) => {
    // Redis out of reach at start-up: serve anyway, the database's version is the safety net.
    subscriber.once("error", () => resolve());
    subscriber.subscribe(channel).then(
      () => resolve(),
      (err: unknown) => {
        log.warn({ err }, "subscribing to content changes failed");
        resolve();
      },
    );
  });

  return {
    async changed(area = "directory", subject) {
      tell(area, subject);
      try {
        await redis.commands.publish(channel, `${instance} ${area} ${subject ?? ""}`);
      } catch (err) {
        // The others find the new version in the database within a second (directory-cache.ts,
        // account-cache.ts).
        log.warn({ err, area }, "telling other instances of a content change failed");
      }
    },
    onChange: (listener) => subscribe(listeners, listener),
    listening: () => listening,
  };
}

function subscribe<T>(listeners: Set<T>, listener: T) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
