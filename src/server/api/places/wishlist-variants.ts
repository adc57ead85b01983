/** Flag patterns kept per shared list: beyond them, a list is built for the request alone. */
const MAX_VARIANTS = 64;

interface SharedList<T extends { ID: number; wishlist: boolean }> {
  data: T[];
}

const variants = new WeakMap<object, Map<string, object>>();

/**
 * The shared list as a signed-in user sees it, with their saved places flagged. Users who saved
 * the same places of a page get the same object, so it is serialised and compressed once
 * (`sendSharedAnswer`): a list with no saved place is the shared answer itself.
 */
export function withWishlistFlags<L extends SharedList<{ ID: number; wishlist: boolean }>>(
  shared: L,
  saved: ReadonlySet<number>,
): L {
  if (saved.size === 0) return shared;
  const key = shared.data
    .filter((item) => saved.has(item.ID))
    .map((item) => item.ID)
    .join(",");
  if (key === "") return shared;
  let kept = variants.get(shared);
  if (!kept) {
    kept = new Map();
    variants.set(shared, kept);
  }
  const found = kept.get(key);
  if (found) return found as L;
  const flagged = {
    ...shared,
    data: shared.data.map((item) => (saved.has(item.ID) ? { ...item, wishlist: true } : item)),
  };
  if (kept.size < MAX_VARIANTS) kept.set(key, flagged);
  return flagged;
}
