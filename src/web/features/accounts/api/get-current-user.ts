import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod/mini";
import type { ApiClient } from "../../../lib/api-client.ts";
import { useApiClient } from "../../../lib/api-context.tsx";
import { useAuth } from "../auth-context.tsx";
import { ACCOUNT_QUERY_ROOT, accountUserSchema } from "./account-user.ts";

/** Keyed by token: one person's data never shows for another who signs in on the same device. */
export const currentUserKey = (token: string | null) =>
  [ACCOUNT_QUERY_ROOT, "user", token] as const;

const answer = z.object({ data: accountUserSchema });

/** `GET /{ns}/v1/auth/user`. */
export async function getCurrentUser(client: ApiClient, signal?: AbortSignal) {
  const { data } = await client.request({ path: "/{ns}/v1/auth/user", response: answer, signal });
  return data;
}

export const currentUserQueryOptions = (client: ApiClient, token: string | null) =>
  queryOptions({
    queryKey: currentUserKey(token),
    queryFn: ({ signal }) => getCurrentUser(client, signal),
    enabled: token !== null,
  });

export function useCurrentUser() {
  const client = useApiClient();
  const { token } = useAuth();
  return useQuery(currentUserQueryOptions(client, token));
}
