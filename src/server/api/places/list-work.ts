import { ClientGoneError } from "../client-gone.ts";

/**
 * Place lists that miss the cache cost real work (a filtered scan and a hundred cards), so only a
 * few are computed at once, a few more wait their turn, and one client may hold only a small
 * share of either: a client asking for many uncached lists at once (plainly or through
 * `ezfetch`) is refused at once instead of queueing work that holds up everyone else's
 * requests, the health check and the database pool (security review 2, finding 1). A client
 * that has gone by the time its turn comes gives the turn on without the work being done.
 */
export interface ListWork {
  /**
   * Runs `work` when a turn is free; throws `refuse()` when the client or the queue is full, and
   * a ClientGoneError when `gone()` says at its turn that nobody waits for it any more.
   */
  run<T>(
    client: string,
    work: () => Promise<T>,
    refuse: () => Error,
    gone?: () => boolean,
  ): Promise<T>;
}

export function createListWork(limits: {
  running: number;
  waiting: number;
  perClient: number;
}): ListWork {
  let running = 0;
  const waiting: (() => void)[] = [];
  const held = new Map<string, number>();
  return {
    async run(client, work, refuse, gone = () => false) {
      const mine = held.get(client) ?? 0;
      if (mine >= limits.perClient) throw refuse();
      if (running >= limits.running && waiting.length >= limits.waiting) throw refuse();
      held.set(client, mine + 1);
      try {
        if (running < limits.running) running += 1;
        // The turn is handed over by the one finishing, so `running` stays counted.
        else await new Promise<void>((resolve) => waiting.push(resolve));
        try {
          if (gone()) throw new ClientGoneError();
          return await work();
        } finally {
          const next = waiting.shift();
          if (next) next();
          else running -= 1;
        }
      } finally {
        const left = (held.get(client) ?? 1) - 1;
        if (left > 0) held.set(client, left);
        else held.delete(client);
      }
    },
  };
}
