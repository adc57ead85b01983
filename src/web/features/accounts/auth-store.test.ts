import { describe, expect, it, vi } from "vitest";
import {
  AUTH_STORAGE_KEY,
  type AuthStorage,
  createAuthStore,
  isVerified,
  parseAuthState,
  SIGNED_OUT,
} from "./auth-store.ts";

function memoryStorage(initial: Record<string, string> = {}): AuthStorage & {
  data: Record<string, string>;
} {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
    removeItem: (key) => {
      delete data[key];
    },
  };
}

const both = { emailVerified: true, havePersonalInfo: true };
const none = { emailVerified: false, havePersonalInfo: false };

describe("parseAuthState", () => {
  it("reads what the store writes", () => {
    const state = { auth: { user: { token: "abc" } }, verification: both };
    expect(parseAuthState(JSON.stringify(state))).toEqual(state);
  });

  it("treats anything else as signed out", () => {
    for (const raw of [null, "", "{", "[]", '{"auth":{"user":{"token":""}}}', '{"auth":1}']) {
      expect(parseAuthState(raw)).toEqual(SIGNED_OUT);
    }
  });
});

describe("createAuthStore", () => {
  it("persists a sign-in under its own key and forgets it on sign-out", () => {
    const storage = memoryStorage();
    const store = createAuthStore(storage);
    const listener = vi.fn();
    store.subscribe(listener);

    store.signIn("t1", none);
    expect(JSON.parse(storage.data[AUTH_STORAGE_KEY] ?? "")).toEqual({
      auth: { user: { token: "t1" } },
      verification: none,
    });
    expect(createAuthStore(storage).get().auth.user?.token).toBe("t1");

    store.setVerification(both);
    expect(isVerified(store.get())).toBe(true);
    store.replaceToken("t2");
    expect(store.get()).toEqual({ auth: { user: { token: "t2" } }, verification: both });

    store.signOut();
    expect(store.get()).toEqual(SIGNED_OUT);
    expect(storage.data).toEqual({});
    expect(listener).toHaveBeenCalledTimes(4);
  });

  it("ignores verification news and token swaps when nobody is signed in", () => {
    const store = createAuthStore(memoryStorage());
    store.setVerification(both);
    store.replaceToken("x");
    expect(store.get()).toEqual(SIGNED_OUT);
  });

  it("does not notify when the verification did not change", () => {
    const store = createAuthStore(memoryStorage());
    store.signIn("t", both);
    const listener = vi.fn();
    store.subscribe(listener);
    store.setVerification({ ...both });
    expect(listener).not.toHaveBeenCalled();
  });

  it("keeps working in memory when storage refuses", () => {
    const warn = vi.fn();
    const broken: AuthStorage = {
      getItem: () => {
        throw new Error("blocked");
      },
      setItem: () => {
        throw new Error("full");
      },
      removeItem: () => {},
    };
    const store = createAuthStore(broken, warn);
    expect(store.get()).toEqual(SIGNED_OUT);
    store.signIn("t", none);
    expect(store.get().auth.user?.token).toBe("t");
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it("adopts another tab's state", () => {
    const store = createAuthStore(memoryStorage());
    store.signIn("t", both);
    store.adopt(null);
    expect(store.get()).toEqual(SIGNED_OUT);
  });
});
