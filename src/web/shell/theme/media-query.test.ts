import { describe, expect, it, vi } from "vitest";
import { createMediaQueryStore, type MatchMediaHost } from "./media-query.ts";

function fakeHost(initial: boolean, legacy = false) {
  const listeners = new Set<() => void>();
  const list = {
    matches: initial,
    ...(legacy
      ? {
          addListener: (l: () => void) => listeners.add(l),
          removeListener: (l: () => void) => listeners.delete(l),
        }
      : {
          addEventListener: (_: "change", l: () => void) => listeners.add(l),
          removeEventListener: (_: "change", l: () => void) => listeners.delete(l),
        }),
  };
  const matchMedia = vi.fn((_query: string) => list);
  const host: MatchMediaHost = { matchMedia };
  return {
    host,
    matchMedia,
    listeners,
    change(matches: boolean) {
      list.matches = matches;
      for (const l of listeners) l();
    },
  };
}

describe("createMediaQueryStore", () => {
  it.each([false, true])("reports and follows changes (legacy API: %s)", (legacy) => {
    const fake = fakeHost(false, legacy);
    const store = createMediaQueryStore("(prefers-color-scheme: dark)", () => fake.host);
    expect(store.getSnapshot()).toBe(false);
    const onChange = vi.fn();
    const unsubscribe = store.subscribe(onChange);
    fake.change(true);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toBe(true);
    unsubscribe();
    expect(fake.listeners.size).toBe(0);
    expect(fake.matchMedia).toHaveBeenCalledWith("(prefers-color-scheme: dark)");
  });

  it("answers false without a window or matchMedia", () => {
    for (const host of [undefined, {}]) {
      const store = createMediaQueryStore("(x)", () => host);
      expect(store.getSnapshot()).toBe(false);
      const unsubscribe = store.subscribe(() => {});
      expect(unsubscribe).not.toThrow();
    }
    // The default host is the global window, which node lacks.
    expect(createMediaQueryStore("(x)").getSnapshot()).toBe(false);
  });
});
