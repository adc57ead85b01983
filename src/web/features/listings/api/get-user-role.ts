import { useQuery } from "@tanstack/react-query";
import { z } from "zod/mini";
import type { ApiClient } from "../../../lib/api-client.ts";
import { ACCOUNT_QUERY_ROOT } from "../../accounts/index.ts";
import { useListingsScope } from "./listings-scope.ts";

/** WordPress's administrator level, as `auth/user`'s `user_level` says it (user-json.ts). */
const ADMIN_LEVEL = 10;

const answer = z.object({
  data: z.object({ id: z.number(), user_level: z._default(z.number(), 0) }),
});

/** `GET /{ns}/v1/auth/user`, read for the user's level: only admins see the moderation queue. */
export async function getUserRole(client: ApiClient, signal?: AbortSignal) {
  const { data } = await client.request({
    path: "/{ns}/v1/auth/user",
    response: answer,
    signal,
  });
  return { id: data.id, admin: data.user_level >= ADMIN_LEVEL };
}

export function useUserRole() {
  const scope = useListingsScope();
  return useQuery({
    // Under the account's root: a change to the account reads it again.
    queryKey: [ACCOUNT_QUERY_ROOT, "role", scope.token],
    queryFn: ({ signal }) => getUserRole(scope.client, signal),
    enabled: scope.token !== null,
    staleTime: 5 * 60_000,
  });
}
