import { useMutation } from "@tanstack/react-query";
import { z } from "zod/mini";
import {
  newPasswordFields,
  passwordsMatch,
} from "../../../../shared/accounts/new-password-fields.ts";
import type { ResetPasswordConfirmInput } from "../../../../shared/accounts/reset-password-schema.ts";
import type { ApiClient } from "../../../lib/api-client.ts";
import { useApiClient } from "../../../lib/api-context.tsx";

/** The form asks only for the new password twice; the token comes from the mailed link. */
export const resetPasswordFormSchema = z.object(newPasswordFields).check(passwordsMatch);

const answer = z.object({ msg: z.string() });

/** `POST /{ns}/v1/auth/reset_password/confirm`: spends the mailed token on a new password. */
export async function confirmPasswordReset(
  client: ApiClient,
  input: ResetPasswordConfirmInput,
): Promise<string> {
  const { msg } = await client.request({
    method: "POST",
    path: "/{ns}/v1/auth/reset_password/confirm",
    body: input,
    response: answer,
    loading: true,
  });
  return msg;
}

export function useConfirmPasswordReset() {
  const client = useApiClient();
  return useMutation({
    mutationFn: (input: ResetPasswordConfirmInput) => confirmPasswordReset(client, input),
  });
}
