// zod/mini: the app ships this to the browser.
import { z } from "zod/mini";

/**
 * The session lives apart from the settings (spec §3 "other persisted client state"): the
 * settings' root key holds only the settings section, and clearing settings must not sign out.
 */
export const AUTH_STORAGE_KEY = "tablestart.auth";

export interface Verification {
  emailVerified: boolean;
  havePersonalInfo: boolean;
}

/** Named as the spec names it: `auth.user.token`, `verification.emailVerified/havePersonalInfo`. */
export interface AuthState {
  auth: { user: { token: string } | null };
  verification: Verification;
}

export const SIGNED_OUT: AuthState = Object.freeze({
  auth: { user: null },
  verification: { emailVerified: false, havePersonalInfo: false },
});

const storedSchema = z.object({
  auth: z.object({
    user: z.nullable(z.object({ token: z.string().check(z.minLength(1), z.maxLength(4096)) })),
  }),
  verification: z.object({ emailVerified: z.boolean(), havePersonalInfo: z.boolean() }),
});

/** The stored text as a state; anything unreadable counts as signed out. */
export function parseAuthState(raw: string | null): AuthState {
  if (!raw) return SIGNED_OUT;
  try {
    const parsed = storedSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : SIGNED_OUT;
  } catch {
    return SIGNED_OUT;
  }
}

export const tokenOf = (state: AuthState): string | null => state.auth.user?.token ?? null;

/** Spec §4: verified means both an e-mail proven and the personal info given. */
export const isVerified = (state: AuthState): boolean =>
  state.verification.emailVerified && state.verification.havePersonalInfo;

export interface AuthStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface AuthStore {
  get(): AuthState;
  subscribe(listener: () => void): () => void;
  signIn(token: string, verification: Verification): void;
  /** A fresh token for the same user (after a password change revoked the old ones). */
  replaceToken(token: string): void;
  setVerification(verification: Verification): void;
  signOut(): void;
  /** Another tab wrote the stored state: take it over without writing it back. */
  adopt(raw: string | null): void;
}

export function createAuthStore(
  storage: AuthStorage | null,
  warn: (...args: unknown[]) => void = console.warn,
): AuthStore {
  let state = readStored();
  const listeners = new Set<() => void>();

  function readStored(): AuthState {
    try {
      return parseAuthState(storage?.getItem(AUTH_STORAGE_KEY) ?? null);
    } catch (error) {
      warn("Tablestart: could not read the session; signed out", error);
      return SIGNED_OUT;
    }
  }

  function publish(next: AuthState) {
    state = next;
    for (const listener of listeners) listener();
  }

  function commit(next: AuthState) {
    try {
      if (next.auth.user) storage?.setItem(AUTH_STORAGE_KEY, JSON.stringify(next));
      else storage?.removeItem(AUTH_STORAGE_KEY);
    } catch (error) {
      // The session still works in this tab; it just will not survive a reload.
      warn("Tablestart: could not save the session", error);
    }
    publish(next);
  }

  return {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    signIn(token, verification) {
      commit({ auth: { user: { token } }, verification });
    },
    replaceToken(token) {
      if (state.auth.user) commit({ ...state, auth: { user: { token } } });
    },
    setVerification(verification) {
      const current = state.verification;
      if (
        !state.auth.user ||
        (current.emailVerified === verification.emailVerified &&
          current.havePersonalInfo === verification.havePersonalInfo)
      ) {
        return;
      }
      commit({ ...state, verification });
    },
    signOut() {
      if (state.auth.user) commit(SIGNED_OUT);
    },
    adopt(raw) {
      publish(parseAuthState(raw));
    },
  };
}
