import type { Db } from "../../db/database.ts";
import { contentVersion } from "./content-version.ts";
import { loadTermCatalogue, type TermCatalogue } from "./terms/term-catalogue.ts";

/** Answers kept at most; the oldest goes first. */
const MAX_ENTRIES = 5_000;
/** How stale another instance's write may be here before the version is read again. */
const VERSION_CHECK_MS = 1_000;

/**
 * Public directory answers and the term catalogue, computed once per content version. A write
 * in this process calls `changed()` after its transaction, so its own next answer shows it;
 * a write by another instance bumped the stored version, which is read at most once a second.
 */
export interface DirectoryCache {
  catalogue(): Promise<TermCatalogue>;
  answer<T>(key: string, compute: () => Promise<T>): Promise<T>;
  /**
   * An answer that shows "open now": kept until the version changes or the minute ends, when
   * the whole minute's answers go (a long-running server keeps only the current minute's).
   */
  answerThisMinute<T>(key: string, compute: (now: Date) => Promise<T>): Promise<T>;
  changed(): void;
}

export function createDirectoryCache(db: Db): DirectoryCache {
  let version: number | undefined;
  let checkedAt = 0;
  let checking: Promise<void> | undefined;
  let catalogue: Promise<TermCatalogue> | undefined;
  const answers = new Map<string, Promise<unknown>>();
  let minute = 0;
  const minuteAnswers = new Map<string, Promise<unknown>>();

  // A failed computation is not kept: the next request tries again.
  const keep = <T>(promise: Promise<T>, forget: () => void) => {
    promise.catch(forget);
    return promise;
  };
  const clear = () => {
    catalogue = undefined;
    answers.clear();
    minuteAnswers.clear();
  };
  const remember = <T>(
    map: Map<string, Promise<unknown>>,
    key: string,
    compute: () => Promise<T>,
  ) => {
    const cached = map.get(key);
    if (cached) return cached as Promise<T>;
    if (map.size >= MAX_ENTRIES) map.delete(map.keys().next().value as string);
    const computed = keep(compute(), () => map.delete(key));
    map.set(key, computed);
    return computed;
  };
  const sync = async () => {
    if (Date.now() - checkedAt < VERSION_CHECK_MS) return;
    checking ??= contentVersion(db)
      .then((current) => {
        checkedAt = Date.now();
        if (current !== version) clear();
        version = current;
      })
      .finally(() => {
        checking = undefined;
      });
    await checking;
  };

  return {
    async catalogue() {
      await sync();
      catalogue ??= keep(loadTermCatalogue(db), () => {
        catalogue = undefined;
      });
      return catalogue;
    },
    async answer<T>(key: string, compute: () => Promise<T>) {
      await sync();
      return remember(answers, key, compute);
    },
    async answerThisMinute<T>(key: string, compute: (now: Date) => Promise<T>) {
      await sync();
      const now = new Date();
      const current = Math.floor(now.getTime() / 60_000);
      if (current !== minute) {
        minuteAnswers.clear();
        minute = current;
      }
      // The minute is part of the key too: an answer begun in the last minute stays there.
      return remember(minuteAnswers, `${current}|${key}`, () => compute(now));
    },
    changed() {
      clear();
      checkedAt = 0;
    },
  };
}
