import { describe, expect, it } from "vitest";
import { withWishlistFlags } from "./wishlist-variants.ts";

const shared = () => ({
  success: true,
  data: [1, 2, 3].map((ID) => ({ ID, wishlist: false })),
});

describe("withWishlistFlags", () => {
  it("answers the shared list itself when none of its places is saved", () => {
    const list = shared();
    expect(withWishlistFlags(list, new Set())).toBe(list);
    expect(withWishlistFlags(list, new Set([7, 8]))).toBe(list);
  });

  it("flags the saved places in a copy, leaving the shared list as it was", () => {
    const list = shared();
    const flagged = withWishlistFlags(list, new Set([2, 9]));
    expect(flagged.data.map((item) => item.wishlist)).toEqual([false, true, false]);
    expect(list.data.every((item) => !item.wishlist)).toBe(true);
    expect(flagged.data[0]).toBe(list.data[0]);
  });

  it("gives users who saved the same places of a page the same object, encoded once", () => {
    const list = shared();
    const first = withWishlistFlags(list, new Set([1, 3]));
    expect(withWishlistFlags(list, new Set([3, 1, 42]))).toBe(first);
    expect(withWishlistFlags(list, new Set([1]))).not.toBe(first);
  });

  it("keeps at most 64 patterns of one list, still flagging correctly beyond them", () => {
    const list = {
      success: true,
      data: Array.from({ length: 8 }, (_, ID) => ({ ID, wishlist: false })),
    };
    // Every non-empty subset of the first seven places: 127 patterns.
    const patterns = Array.from(
      { length: 127 },
      (_, bits) => new Set([0, 1, 2, 3, 4, 5, 6].filter((id) => (bits + 1) & (1 << id))),
    );
    for (const saved of patterns) withWishlistFlags(list, saved);
    const late = patterns[126] as Set<number>;
    const again = withWishlistFlags(list, late);
    expect(withWishlistFlags(list, late)).not.toBe(again);
    expect(again.data.map((item) => item.wishlist)).toEqual([...Array(7).fill(true), false]);
    expect(withWishlistFlags(list, patterns[0] as Set<number>)).toBe(
      withWishlistFlags(list, patterns[0] as Set<number>),
    );
  });
});
