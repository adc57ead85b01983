import { useQueryClient } from "@tanstack/react-query";
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { useLocation, useNavigate } from "react-router";
import { APP_PATHS } from "../../lib/app-paths.ts";
import { noticeState } from "../../lib/notice.ts";
import { forgetPrivateAnswers } from "../../pwa/service-worker-client.ts";
import {
  AUTH_STORAGE_KEY,
  type AuthState,
  type AuthStorage,
  type AuthStore,
  createAuthStore,
  isVerified,
  parseAuthState,
  SIGNED_OUT,
  tokenOf,
} from "./auth-store.ts";

export interface AuthContextValue {
  state: AuthState;
  token: string | null;
  verified: boolean;
  /** Signed out by the app, which is on its way to the first screen (see RequireAccess). */
  leaving: boolean;
  store: AuthStore;
  /**
   * Signs out and returns to the app's first screen (spec §8), with a notice there, or `landing`
   * as that screen's history state (a closed account's farewell). A protected screen being left
   * this way shows nothing meanwhile (see RequireAccess).
   */
  endSession(notice?: string, landing?: object): Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/**
 * A flag read with useSyncExternalStore, like the session itself: set before the sign-out, it is
 * already true in the render that first sees the session gone.
 */
function createFlag() {
  let value = false;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next: boolean) {
      if (next === value) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function browserStorage(): AuthStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The session of the app; render on the client only (the app's screens wait for settings). */
export function AuthProvider(props: { children: ReactNode }) {
  const [store] = useState(() => createAuthStore(browserStorage()));
  const state = useSyncExternalStore(store.subscribe, store.get, () => SIGNED_OUT);
  const [leavingFlag] = useState(createFlag);
  const leaving = useSyncExternalStore(leavingFlag.subscribe, leavingFlag.get, () => false);
  const navigate = useNavigate();
  const shownEntry = useLocation().key;
  const queryClient = useQueryClient();
  const ending = useRef(false);

  // The next history entry shown (the first screen, or wherever the user went instead) ends it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each new entry shown
  useEffect(() => leavingFlag.set(false), [shownEntry, leavingFlag]);

  // Signing in or out in another tab does the same here; signed out there, leave here too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== AUTH_STORAGE_KEY && event.key !== null) return;
      const hadToken = tokenOf(store.get()) !== null;
      const signedOutThere = hadToken && parseAuthState(event.newValue).auth.user === null;
      if (signedOutThere) leavingFlag.set(true);
      store.adopt(event.newValue);
      if (signedOutThere) {
        queryClient.clear();
        void forgetPrivateAnswers();
        void navigate(APP_PATHS.home, { replace: true });
      }
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [store, navigate, queryClient, leavingFlag]);

  const endSession = useCallback(
    async (notice?: string, landing?: object) => {
      // Several requests may fail with the same dead token at once: leave only once.
      if (ending.current) return;
      ending.current = true;
      try {
        leavingFlag.set(true);
        store.signOut();
        queryClient.clear();
        // What the service worker kept for this user offline goes with the session.
        await forgetPrivateAnswers();
        // A farewell (a closed account) shows on the account tab; a notice on the first screen.
        await navigate(landing ? APP_PATHS.accountHome : APP_PATHS.home, {
          replace: true,
          state: landing ?? noticeState(notice),
        });
      } finally {
        ending.current = false;
      }
    },
    [navigate, store, queryClient, leavingFlag],
  );

  const value = useMemo<AuthContextValue>(
    () => ({
      state,
      token: tokenOf(state),
      verified: isVerified(state),
      leaving,
      store,
      endSession,
    }),
    [state, leaving, store, endSession],
  );
  return <AuthContext.Provider value={value}>{props.children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth() needs an <AuthProvider> above it");
  return value;
}
