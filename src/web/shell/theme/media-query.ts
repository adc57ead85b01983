import { useSyncExternalStore } from "react";

export const PREFERS_DARK_QUERY = "(prefers-color-scheme: dark)";
export const PREFERS_REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";

interface MediaQueryListLike {
  matches: boolean;
  addEventListener?: (type: "change", listener: () => void) => void;
  removeEventListener?: (type: "change", listener: () => void) => void;
  // Safari before 14 only has the deprecated pair.
  addListener?: (listener: () => void) => void;
  removeListener?: (listener: () => void) => void;
}

export interface MatchMediaHost {
  matchMedia?: (query: string) => MediaQueryListLike;
}

export interface MediaQueryStore {
  subscribe: (onChange: () => void) => () => void;
  getSnapshot: () => boolean;
}

/**
 * A `useSyncExternalStore` source for one media query. `host` is looked up lazily so the store can
 * be created during a server render, where there is no window.
 */
export function createMediaQueryStore(
  query: string,
  host: () => MatchMediaHost | undefined = () =>
    typeof window === "undefined" ? undefined : (window as MatchMediaHost),
): MediaQueryStore {
  const list = () => {
    const h = host();
    return typeof h?.matchMedia === "function" ? h.matchMedia(query) : undefined;
  };
  return {
    subscribe(onChange) {
      const mql = list();
      if (!mql) return () => {};
      if (mql.addEventListener) {
        mql.addEventListener("change", onChange);
        return () => mql.removeEventListener?.("change", onChange);
      }
      mql.addListener?.(onChange);
      return () => mql.removeListener?.(onChange);
    },
    getSnapshot: () => list()?.matches ?? false,
  };
}

const stores = new Map<string, MediaQueryStore>();

function storeFor(query: string): MediaQueryStore {
  let store = stores.get(query);
  if (!store) {
    store = createMediaQueryStore(query);
    stores.set(query, store);
  }
  return store;
}

const serverSnapshot = () => false;

/** Whether a media query matches; false on the server and during hydration, then live. */
export function useMediaQuery(query: string): boolean {
  const store = storeFor(query);
  return useSyncExternalStore(store.subscribe, store.getSnapshot, serverSnapshot);
}

/** For event handlers and effects, which run outside render. */
export function prefersReducedMotion(): boolean {
  return storeFor(PREFERS_REDUCED_MOTION_QUERY).getSnapshot();
}
