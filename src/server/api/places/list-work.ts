import { ClientGoneError } from "../client-gone.ts";

/**
 * Place lists that miss the cache cost real work (a filtered scan and a hundred cards), so only a
 * few are computed at once, a few more wait their turn, and one client may hold only a small
 * share of either: a client asking for many uncached lists at once (plainly or through
 * `ezfetch`) is refused at once instead of queueing work that holds up everyone else's
 * requests, the health check and the database pool (security review 2, finding 1). A client
 * that has gone by the time its turn comes gives the turn on without the work being done. Turns
 * go first to the clients holding the fewest lists, so one client's queue never holds up
 * another's single list.
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
  const waiting: { client: string; start: () => void }[] = [];
  const held = new Map<string, number>();
  const count = (map: Map<string, number>, client: string, change: number) => {
    const next = (map.get(client) ?? 0) + change;
    if (next > 0) map.set(client, next);
    else map.delete(client);
  };
  /**
   * The next to run: the longest waiting of the clients holding the fewest lists (running and
   * waiting), so a client asking for one list waits behind no one who asks for several.
   */
  const nextTurn = () => {
    let best = -1;
    for (let i = 0; i < waiting.length; i++) {
      const load = held.get(waiting[i]!.client) ?? 0;
      if (best === -1 || load < (held.get(waiting[best]!.client) ?? 0)) best = i;
    }
    return best === -1 ? undefined : waiting.splice(best, 1)[0];
  };
  return {
    async run(client, work, refuse, gone = () => false) {
      const mine = held.get(client) ?? 0;
      if (mine >= limits.perClient) throw refuse();
      if (running >= limits.running && waiting.length >= limits.waiting) throw refuse();
      count(held, client, 1);
      try {
        if (running < limits.running) running += 1;
        // The turn is handed over by the one finishing, so `running` stays counted.
        else await new Promise<void>((start) => waiting.push({ client, start }));
        try {
          if (gone()) throw new ClientGoneError();
          return await work();
        } finally {
          const next = nextTurn();
          if (next) next.start();
          else running -= 1;
        }
      } finally {
        count(held, client, -1);
      }
    },
  };
}
