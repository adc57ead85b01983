import { useMutation } from "@tanstack/react-query";
import { z } from "zod/mini";
import type { ResetPasswordRequestInput } from "../../../../shared/accounts/reset-password-schema.ts";
import type { ApiClient } from "../../../lib/api-client.ts";
import { useApiClient } from "../../../lib/api-context.tsx";

export { resetPasswordRequestSchema } from "../../../../shared/accounts/reset-password-schema.ts";

const answer = z.object({ msg: z.string() });

/** `POST /{ns}/v1/auth/reset_password`: mails a reset link; the answer is the same for anyone. */
export async function requestPasswordReset(
  client: ApiClient,
  input: ResetPasswordRequestInput,
): Promise<string> {
  const { msg } = await client.request({
    method: "POST",
    path: "/{ns}/v1/auth/reset_password",
    body: input,
    response: answer,
    loading: true,
  });
  return msg;
}

export function useRequestPasswordReset() {
  const client = useApiClient();
  return useMutation({
    mutationFn: (input: ResetPasswordRequestInput) => requestPasswordReset(client, input),
  });
}
