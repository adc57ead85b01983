import { useMutation } from "@tanstack/react-query";
import { z } from "zod/mini";
import type { DeleteAccountInput } from "../../../../shared/accounts/personal-data.ts";
import type { ApiClient } from "../../../lib/api-client.ts";
import { useApiClient } from "../../../lib/api-context.tsx";
import { useAuth } from "../auth-context.tsx";

/**
 * The deletion form: the server's schema, with the password required (accounts made on the web
 * always have one; only the server knows of accounts without).
 */
export const deleteAccountFormSchema = z.object({
  old_password: z.string().check(z.minLength(1, "validation.required")),
});

const answer = z.object({ message: z.string() });

/** `POST /{ns}/v1/auth/delete_account` with the current password: the account is erased. */
export async function deleteAccount(client: ApiClient, input: DeleteAccountInput) {
  const { message } = await client.request({
    method: "POST",
    path: "/{ns}/v1/auth/delete_account",
    body: input,
    response: answer,
    loading: true,
  });
  return message;
}

export function useDeleteAccount() {
  const client = useApiClient();
  const { endSession } = useAuth();
  return useMutation({
    mutationFn: (input: DeleteAccountInput) => deleteAccount(client, input),
    onSuccess: (message) => endSession(message),
  });
}
