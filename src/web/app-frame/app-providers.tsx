import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useLayoutEffect, useMemo, useRef, useState } from "react";
import {
  AuthProvider,
  tokenOf,
  useAuth,
  useValidateTokenOnStart,
  useVerificationStatus,
} from "../features/accounts/index.ts";
import { useI18n } from "../i18n/i18n-context.tsx";
import { createApiClient, forSession } from "../lib/api-client.ts";
import { ApiClientProvider } from "../lib/api-context.tsx";
import { createQueryClient } from "../lib/query-client.ts";
import { useServiceWorker } from "../pwa/use-service-worker.ts";
import { useLoading } from "../shell/loading/loading-context.tsx";
import { useSettings } from "../shell/settings/settings-context.tsx";

/** Data and session for the app's screens (on the server: no session, the first screen's data). */
export function AppProviders(props: { apiNamespace: string; children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <AppApiClient namespace={props.apiNamespace}>
          <SessionUpkeep />
          <OfflineUpkeep />
          {props.children}
        </AppApiClient>
      </AuthProvider>
    </QueryClientProvider>
  );
}

/**
 * One API client for the app's life, which reads the session, device and language as they are
 * when a call goes out; screens get it bound to the session they show (`forSession`).
 */
function AppApiClient(props: { namespace: string; children: ReactNode }) {
  const { t, language } = useI18n();
  const { settings } = useSettings();
  const { show, hide } = useLoading();
  const { store, token, endSession } = useAuth();
  const live = useRef({ t, language, device: settings.device, endSession });
  useLayoutEffect(() => {
    live.current = { t, language, device: settings.device, endSession };
  });
  const [client] = useState(() =>
    createApiClient({
      namespace: props.namespace,
      token: () => tokenOf(store.get()),
      device: () => live.current.device,
      language: () => live.current.language,
      wording: (key) => live.current.t(key),
      loading: { show, hide },
      onSessionInvalid: (error) => void live.current.endSession(error.message),
    }),
  );
  const sessionClient = useMemo(() => forSession(client, token), [client, token]);
  return <ApiClientProvider value={sessionClient}>{props.children}</ApiClientProvider>;
}

/** Spec §4: a stored token is validated at start; the verification flags are kept fresh. */
function SessionUpkeep() {
  useValidateTokenOnStart();
  useVerificationStatus();
  return null;
}

/** The app works offline and updates through its prompt (decision 055). */
function OfflineUpkeep() {
  useServiceWorker();
  return null;
}
