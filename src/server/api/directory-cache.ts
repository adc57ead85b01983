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
  changed(): void;
}

export function createDirectoryCache(db: Db): DirectoryCache {
  let version: number | undefined;
  let checkedAt = 0;
  let checking: Promise<void> | undefined;
  let catalogue: Promise<TermCatalogue> | undefined;
  const answers = new Map<string, Promise<unknown>>();

  const clear = () => {
    catalogue = undefined;
    answers.clear();
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
  // A failed computation is not kept: the next request tries again.
  const keep = <T>(promise: Promise<T>, forget: () => void) => {
    promise.catch(forget);
    return promise;
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
      const cached = answers.get(key);
      if (cached) return cached as Promise<T>;
      if (answers.size >= MAX_ENTRIES) answers.delete(answers.keys().next().value as string);
      const computed = keep(compute(), () => answers.delete(key));
      answers.set(key, computed);
      return computed;
    },
    changed() {
      clear();
      checkedAt = 0;
    },
  };
}
