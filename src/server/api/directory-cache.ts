import type { Db } from "../../db/database.ts";
import type { ContentVersions } from "./content-changes.ts";
import { contentVersion } from "./content-version.ts";
import { loadTermCatalogue, type TermCatalogue } from "./terms/term-catalogue.ts";

/** Answers kept at most in each map; the least recently asked for goes first. */
const MAX_ENTRIES = 5_000;
/**
 * What each map's answers may weigh together, counted in characters of their JSON (a served
 * answer costs about three bytes per character in objects and another one or two for its
 * encodings). Keys come from the query, so without this a crawler asking for every page, filter
 * or position would keep 5,000 answers of 25–40 kB JSON, a gigabyte, in a server meant for 400 MB.
 */
const MAX_WEIGHT = 8_000_000;
/**
 * How stale another instance's write may be here before the version is read again: the
 * safety net when no news of it came through Redis (not set up, out of reach, a message lost).
 */
const VERSION_CHECK_MS = 1_000;

/**
 * Public directory answers and the term catalogue, computed once per content version. Every
 * write tells `contentVersions` after its transaction, which empties this cache at once, here
 * and (through Redis) on every other instance; the stored version is read again at most once a
 * second in any case.
 */
export interface DirectoryCache {
  catalogue(): Promise<TermCatalogue>;
  answer<T>(key: string, compute: () => Promise<T>): Promise<T>;
  /**
   * An answer that shows "open now": kept until the version changes or the minute ends, when
   * the whole minute's answers go (a long-running server keeps only the current minute's).
   */
  answerThisMinute<T>(key: string, compute: (now: Date) => Promise<T>): Promise<T>;
  /**
   * Changes whenever the answers kept here are dropped (a write here, or another instance's once
   * heard of): what is built from them elsewhere, such as rendered pages, is kept per generation.
   */
  generation(): Promise<number>;
}

interface Entry {
  answer: Promise<unknown>;
  /** Characters of the answer's JSON, known once it is computed. */
  weight: number;
}

/** Answers by key, least recently used first, bounded in number and in weight. */
class AnswerMap {
  private readonly entries = new Map<string, Entry>();
  private weight = 0;

  get<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const cached = this.entries.get(key);
    if (cached) {
      // Map order is insertion order: asked for again, it moves to the end.
      this.entries.delete(key);
      this.entries.set(key, cached);
      return cached.answer as Promise<T>;
    }
    const entry: Entry = { answer: Promise.resolve(), weight: 0 };
    entry.answer = compute().then((value) => {
      // Cleared or evicted while it was computed: nothing to count.
      if (this.entries.get(key) === entry) {
        entry.weight = JSON.stringify(value ?? null).length;
        this.weight += entry.weight;
        this.evict();
      }
      return value;
    });
    // A failed computation is not kept: the next request tries again.
    entry.answer.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    this.entries.set(key, entry);
    this.evict();
    return entry.answer as Promise<T>;
  }

  clear() {
    this.entries.clear();
    this.weight = 0;
  }

  private evict() {
    while (this.entries.size > MAX_ENTRIES || this.weight > MAX_WEIGHT) {
      const [oldest, entry] = this.entries.entries().next().value as [string, Entry];
      this.entries.delete(oldest);
      this.weight -= entry.weight;
    }
  }
}

export function createDirectoryCache(db: Db, contentVersions: ContentVersions): DirectoryCache {
  let version: number | undefined;
  let checkedAt = 0;
  let checking: Promise<void> | undefined;
  let catalogue: Promise<TermCatalogue> | undefined;
  const answers = new AnswerMap();
  let minute = 0;
  const minuteAnswers = new AnswerMap();

  let generation = 0;
  const clear = () => {
    generation += 1;
    catalogue = undefined;
    answers.clear();
    minuteAnswers.clear();
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
  contentVersions.onChange((area) => {
    if (area !== "directory") return;
    clear();
    // The next request reads the new version at once and so empties the cache again before
    // anything is kept, rather than up to a second later, when it would drop fresh answers.
    checkedAt = 0;
  });

  return {
    async catalogue() {
      await sync();
      if (!catalogue) {
        const loading = loadTermCatalogue(db);
        catalogue = loading;
        // A failed load is not kept: the next request tries again.
        loading.catch(() => {
          if (catalogue === loading) catalogue = undefined;
        });
      }
      return catalogue;
    },
    async answer<T>(key: string, compute: () => Promise<T>) {
      await sync();
      return answers.get(key, compute);
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
      return minuteAnswers.get(`${current}|${key}`, () => compute(now));
    },
    async generation() {
      await sync();
      return generation;
    },
  };
}
