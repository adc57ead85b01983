import { describe, expect, it } from "vitest";
import { placeWishPath } from "../../../shared/places/place-page-source.ts";
import { appHref, nextTarget } from "../../lib/app-paths.ts";
import { decideAccess } from "./access.ts";
import {
  forgetWish,
  PENDING_WISH_TTL_MS,
  pendingWish,
  rememberWish,
  wishOfTarget,
  withoutWish,
} from "./pending-wish.ts";

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

describe("wishOfTarget", () => {
  it("reads the place of the ♡'s target", () => {
    expect(appHref.placeWish(53)).toBe("/app/places/53?wish=1");
    expect(wishOfTarget(appHref.placeWish(53))).toBe(53);
    // The public page's ♡ comes through /en/app/… and /zh/app/…, which keep the query.
    expect(placeWishPath("en", 53)).toBe("/en/app/places/53?wish=1");
    expect(wishOfTarget(placeWishPath("tc", 53))).toBe(53);
  });

  it("still reads it after the trip through sign-in, sign-up and the account's steps", () => {
    const signIn = decideAccess("verified", { token: null, verified: false }, appHref.placeWish(7));
    expect(signIn.kind).toBe("redirect");
    const toSignIn = signIn.kind === "redirect" ? signIn.to : "";
    const next = nextTarget(new URL(toSignIn, "https://x.invalid").searchParams);
    expect(wishOfTarget(next)).toBe(7);
    // Sign-up passes the same `next` on to the account screen.
    const account = appHref.account(next);
    expect(wishOfTarget(nextTarget(new URL(account, "https://x.invalid").searchParams))).toBe(7);
  });

  it("ignores other targets, other places' screens and malformed ids", () => {
    expect(wishOfTarget(null)).toBeNull();
    expect(wishOfTarget(appHref.place(53))).toBeNull();
    expect(wishOfTarget("/app/places/53?wish=0")).toBeNull();
    expect(wishOfTarget("/app/places/53/book?wish=1")).toBeNull();
    expect(wishOfTarget("/app/places/053?wish=1")).toBeNull();
    expect(wishOfTarget("/app/places?wish=1")).toBeNull();
    expect(wishOfTarget("/app/profile?wish=1")).toBeNull();
  });
});

describe("withoutWish", () => {
  it("drops only the mark", () => {
    expect(withoutWish("/app/places/53?wish=1")).toBe("/app/places/53");
    expect(withoutWish("/app/places/53?tab=x&wish=1")).toBe("/app/places/53?tab=x");
  });
});

describe("the stored wish", () => {
  const now = Date.UTC(2026, 10, 28, 4);

  it("is kept until forgotten", () => {
    const storage = memoryStorage();
    expect(pendingWish(storage, now)).toBeNull();
    rememberWish(storage, 53, now);
    expect(pendingWish(storage, now + 60_000)).toBe(53);
    forgetWish(storage);
    expect(pendingWish(storage, now + 60_000)).toBeNull();
  });

  it("is a later ♡ replacing an earlier one", () => {
    const storage = memoryStorage();
    rememberWish(storage, 53, now);
    rememberWish(storage, 54, now + 1);
    expect(pendingWish(storage, now + 2)).toBe(54);
  });

  it("lapses after a day", () => {
    const storage = memoryStorage();
    rememberWish(storage, 53, now);
    expect(pendingWish(storage, now + PENDING_WISH_TTL_MS)).toBe(53);
    expect(pendingWish(storage, now + PENDING_WISH_TTL_MS + 1)).toBeNull();
  });

  it("ignores what it did not write", () => {
    const storage = memoryStorage();
    for (const value of ["{", "null", "7", '{"placeId":"7","at":0}', '{"placeId":-1,"at":0}']) {
      storage.items.set("tablestart.pendingWish", value);
      expect(pendingWish(storage, 0), value).toBeNull();
    }
  });

  it("does without storage", () => {
    rememberWish(null, 53, now);
    expect(pendingWish(null, now)).toBeNull();
    const full = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(() => rememberWish(full, 53, now)).not.toThrow();
  });
});
