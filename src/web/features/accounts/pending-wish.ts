import { APP_PATHS } from "../../lib/app-paths.ts";

/**
 * A ♡ tapped before the visitor could keep a wish list (spec §2: it needs a verified account).
 * The tap leads to signing in with `next` = the place with `?wish=1` (`appHref.placeWish`), and
 * that target rides through sign-in, sign-up and the account's verification steps. It is also
 * kept in the browser's storage, so it outlives a detour the `next` does not survive: the
 * verification mail's link opened in another tab, or the app closed before the code came.
 */

/** The query parameter that marks a place's target as "save it once you can". */
export const WISH_PARAM = "wish";

const STORAGE_KEY = "tablestart.pendingWish";

/** A wish older than this was given up on: a later sign-in does not save it by surprise. */
export const PENDING_WISH_TTL_MS = 24 * 60 * 60 * 1000;

const PLACE_PATH = new RegExp(`^${APP_PATHS.places}/([1-9]\\d{0,9})$`);

/** The place a target asks to save (`/app/places/<id>?wish=1`), or null for any other target. */
export function wishOfTarget(target: string | null | undefined): number | null {
  if (!target) return null;
  const url = new URL(target, "https://resolve.invalid");
  if (url.searchParams.get(WISH_PARAM) !== "1") return null;
  const match = PLACE_PATH.exec(url.pathname);
  return match ? Number(match[1]) : null;
}

/** The target without its wish mark, for once the wish is saved. */
export function withoutWish(target: string): string {
  const url = new URL(target, "https://resolve.invalid");
  url.searchParams.delete(WISH_PARAM);
  return `${url.pathname}${url.search}${url.hash}`;
}

type WishStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export function rememberWish(storage: WishStorage | null, placeId: number, now: number): void {
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify({ placeId, at: now }));
  } catch {
    // Storage full or refused: the `next` target still carries the wish on the usual way.
  }
}

/** The wish waiting to be saved, if one was made in the last day. */
export function pendingWish(storage: WishStorage | null, now: number): number | null {
  let value: unknown;
  try {
    value = JSON.parse(storage?.getItem(STORAGE_KEY) ?? "null");
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const { placeId, at } = value as { placeId?: unknown; at?: unknown };
  if (typeof placeId !== "number" || !Number.isSafeInteger(placeId) || placeId < 1) return null;
  if (typeof at !== "number" || now - at > PENDING_WISH_TTL_MS || at > now) return null;
  return placeId;
}

export function forgetWish(storage: WishStorage | null): void {
  try {
    storage?.removeItem(STORAGE_KEY);
  } catch {
    // Nothing to do: an unreadable storage holds no wish either.
  }
}
