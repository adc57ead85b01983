import { useMutation } from "@tanstack/react-query";
import { z } from "zod/mini";
import type { ApiClient } from "../../../lib/api-client.ts";
import { useApiClient } from "../../../lib/api-context.tsx";
import { useAuth } from "../auth-context.tsx";

const answer = z.object({ msg: z.string() });

/** `POST /{ns}/v1/auth/deactivate`: the account can no longer sign in. */
export async function deactivateAccount(client: ApiClient): Promise<string> {
  const { msg } = await client.request({
    method: "POST",
    path: "/{ns}/v1/auth/deactivate",
    response: answer,
    loading: true,
  });
  return msg;
}

export function useDeactivateAccount() {
  const client = useApiClient();
  const { endSession } = useAuth();
  return useMutation({
    mutationFn: () => deactivateAccount(client),
    onSuccess: (message) => endSession(message),
  });
}
