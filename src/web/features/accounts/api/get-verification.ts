import { queryOptions, useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { z } from "zod/mini";
import type { ApiClient } from "../../../lib/api-client.ts";
import { useApiClient } from "../../../lib/api-context.tsx";
import { useAuth } from "../auth-context.tsx";
import { ACCOUNT_QUERY_ROOT } from "./account-user.ts";

export const verificationStatusSchema = z.object({
  emailVerified: z.boolean(),
  havePersonalInfo: z.boolean(),
});

export type VerificationStatus = z.infer<typeof verificationStatusSchema>;

export const verificationKey = (token: string | null) =>
  [ACCOUNT_QUERY_ROOT, "verification", token] as const;

const answer = z.object({ data: verificationStatusSchema });

/** `GET /{ns}/v1/verification`; `token` reads for a session not stored yet (sign-in). */
export async function getVerification(
  client: ApiClient,
  options: { signal?: AbortSignal; token?: string } = {},
): Promise<VerificationStatus> {
  const { data } = await client.request({
    path: "/{ns}/v1/verification",
    response: answer,
    ...options,
  });
  return data;
}

export const verificationQueryOptions = (client: ApiClient, token: string | null) =>
  queryOptions({
    queryKey: verificationKey(token),
    queryFn: ({ signal }) => getVerification(client, { signal }),
    enabled: token !== null,
  });

/** The server's word on verification; it also refreshes the stored flags the guards read. */
export function useVerificationStatus() {
  const client = useApiClient();
  const { token, store } = useAuth();
  const query = useQuery(verificationQueryOptions(client, token));
  const { data } = query;
  useEffect(() => {
    if (data) store.setVerification(data);
  }, [data, store]);
  return query;
}
