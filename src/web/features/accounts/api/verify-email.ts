import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod/mini";
import type { VerifyInput } from "../../../../shared/accounts/verification-schema.ts";
import type { ApiClient } from "../../../lib/api-client.ts";
import { useApiClient } from "../../../lib/api-context.tsx";
import { useAuth } from "../auth-context.tsx";
import { ACCOUNT_QUERY_ROOT } from "./account-user.ts";
import { type VerificationStatus, verificationStatusSchema } from "./get-verification.ts";

export { verifySchema } from "../../../../shared/accounts/verification-schema.ts";

const answer = z.object({ message: z.string(), data: verificationStatusSchema });

/** `POST /{ns}/v1/verification/verify` with the mailed code (signed in) or the link's token. */
export async function verifyEmail(
  client: ApiClient,
  input: VerifyInput,
): Promise<{ message: string; status: VerificationStatus }> {
  const { message, data } = await client.request({
    method: "POST",
    path: "/{ns}/v1/verification/verify",
    body: input,
    response: answer,
    loading: true,
  });
  return { message, status: data };
}

export function useVerifyEmail() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { store } = useAuth();
  return useMutation({
    mutationFn: (input: VerifyInput) => verifyEmail(client, input),
    onSuccess: ({ status }, input) => {
      // A code is the signed-in user's own; a link may be another account's, opened in this
      // browser, so for a link the refreshed queries decide.
      if (input.code) store.setVerification(status);
      return queryClient.invalidateQueries({ queryKey: [ACCOUNT_QUERY_ROOT] });
    },
  });
}
