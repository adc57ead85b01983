import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api-client.ts";

/**
 * Reads are retried only when no answer came (a phone between cells); an answer is final, and
 * mutations are never repeated behind the user's back.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Asked once even when the browser says it is offline: the app's service worker may
        // answer from what it kept (decision 055); retries then wait for the network.
        networkMode: "offlineFirst",
        retry: (failures, error) =>
          error instanceof ApiError && error.kind === "offline" && failures < 2,
      },
      mutations: { retry: false },
    },
  });
}
