import { eq } from "drizzle-orm";
import type { Db } from "../../../db/database.ts";
import { wishlistEntries } from "../../../db/schema.ts";
import type { ContentVersions } from "../content-changes.ts";
import { contentVersion } from "../content-version.ts";
import { wishlistFlags } from "../wishlist/wishlist-flags.ts";
import { findUserById, type User } from "./user-repository.ts";

/** Signed-in users kept in each map; the least recently asked for goes first. */
const MAX_USERS = 10_000;
/**
 * A wish list longer than this is read for each request instead (only the page's places): ten
 * thousand kept lists stay a few megabytes.
 */
const MAX_KEPT_WISHLIST = 500;
/**
 * How stale a write this instance was not told of may be here: another instance's, when no news
 * of it came through Redis, or one made outside the server. The trigger of migration 0016 moves
 * the stored version on every write to users and wish lists.
 */
const VERSION_CHECK_MS = 1_000;

/**
 * What a signed-in request needs of its user without asking the database each time: the account
 * row its token stands for (frozen: it is shared by every request of that user) and the places
 * the user has saved. A write tells `changed(userId)` after its transaction commits, which drops
 * that user here and, through Redis, on every other instance.
 */
export interface AccountCache {
  user(id: number): Promise<User | undefined>;
  /** Which of these places the user has saved; none for a visitor. */
  savedAmong(userId: number | undefined, placeIds: readonly number[]): Promise<ReadonlySet<number>>;
  changed(userId: number): Promise<void>;
}

/** Values by key, least recently used first, bounded in number. */
class RecentMap<V> {
  private readonly entries = new Map<number, V>();

  get(key: number): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      // Map order is insertion order: asked for again, it moves to the end.
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: number, value: V) {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > MAX_USERS) {
      const oldest = this.entries.keys().next().value as number;
      this.entries.delete(oldest);
    }
  }

  delete(key: number) {
    this.entries.delete(key);
  }

  clear() {
    this.entries.clear();
  }
}

/** A user's saved places, or null when there are too many to keep. */
async function loadWishlist(db: Db, userId: number): Promise<ReadonlySet<number> | null> {
  const rows = await db
    .select({ placeId: wishlistEntries.placeId })
    .from(wishlistEntries)
    .where(eq(wishlistEntries.userId, userId))
    .limit(MAX_KEPT_WISHLIST + 1);
  if (rows.length > MAX_KEPT_WISHLIST) return null;
  return new Set(rows.map((row) => row.placeId));
}

export function createAccountCache(db: Db, contentVersions: ContentVersions): AccountCache {
  const users = new RecentMap<Promise<User | undefined>>();
  const wishlists = new RecentMap<Promise<ReadonlySet<number> | null>>();
  let version: number | undefined;
  let checkedAt = 0;
  let checking: Promise<void> | undefined;

  const clear = () => {
    users.clear();
    wishlists.clear();
  };
  const forget = (userId: number) => {
    users.delete(userId);
    wishlists.delete(userId);
  };
  const sync = async () => {
    if (Date.now() - checkedAt < VERSION_CHECK_MS) return;
    checking ??= contentVersion(db, "accounts")
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
  contentVersions.onChange((area, subject) => {
    if (area !== "accounts") return;
    if (subject === undefined) clear();
    else forget(subject);
  });

  /**
   * The kept value, or a fresh read kept from now on. A drop removes a read still under way, so
   * a read begun before a write committed is never handed to a request that came after it.
   */
  const remembered = async <V>(
    map: RecentMap<Promise<V>>,
    key: number,
    read: () => Promise<V>,
  ): Promise<V> => {
    await sync();
    const kept = map.get(key);
    if (kept) return kept;
    const reading = read();
    map.set(key, reading);
    // A failed read is not kept: the next request tries again.
    reading.catch(() => {
      if (map.get(key) === reading) map.delete(key);
    });
    return reading;
  };

  return {
    user: (id) =>
      remembered(users, id, async () => {
        const user = await findUserById(db, id);
        return user && Object.freeze(user);
      }),
    async savedAmong(userId, placeIds) {
      if (userId === undefined || placeIds.length === 0) return new Set();
      const saved = await remembered(wishlists, userId, () => loadWishlist(db, userId));
      if (!saved) return wishlistFlags(db, userId, placeIds);
      return new Set(placeIds.filter((id) => saved.has(id)));
    },
    async changed(userId) {
      await contentVersions.changed("accounts", userId);
    },
  };
}
