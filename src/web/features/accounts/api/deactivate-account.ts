import { useMutation } from "@tanstack/react-query";
import { z } from "zod/mini";
import type { DeactivateInput } from "../../../../shared/accounts/deactivate-schema.ts";
import type { ApiClient } from "../../../lib/api-client.ts";
import { useApiClient } from "../../../lib/api-context.tsx";
import { useAuth } from "../auth-context.tsx";
import { accountClosedState } from "../components/account-closed.tsx";

/**
 * The deactivation form: the server's schema, with the password required (accounts made on
 * the web always have one; only the server knows of accounts without).
 */
export const deactivateFormSchema = z.object({
  old_password: z.string().check(z.minLength(1, "validation.required")),
});

const answer = z.object({ msg: z.string() });

/** `POST /{ns}/v1/auth/deactivate` with the current password: the account can no longer sign in. */
export async function deactivateAccount(
  client: ApiClient,
  input: DeactivateInput,
): Promise<string> {
  const { msg } = await client.request({
    method: "POST",
    path: "/{ns}/v1/auth/deactivate",
    body: input,
    response: answer,
    loading: true,
  });
  return msg;
}

export function useDeactivateAccount() {
  const client = useApiClient();
  const { endSession } = useAuth();
  return useMutation({
    mutationFn: (input: DeactivateInput) => deactivateAccount(client, input),
    // Signed out here, and the first screen says what happened and where to go from there.
    onSuccess: (message) => endSession(undefined, accountClosedState(message)),
  });
}
