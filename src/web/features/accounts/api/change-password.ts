import { useMutation } from "@tanstack/react-query";
import { z } from "zod/mini";
import type { ChangePasswordInput } from "../../../../shared/accounts/change-password-schema.ts";
import type { ApiClient } from "../../../lib/api-client.ts";
import { useApiClient } from "../../../lib/api-context.tsx";
import { useAuth } from "../auth-context.tsx";

export { changePasswordSchema } from "../../../../shared/accounts/change-password-schema.ts";

const answer = z.object({
  message: z.string(),
  data: z.object({ token: z.string().check(z.minLength(1)) }),
});

/** `POST /{ns}/v1/auth/change_password`: every earlier token dies; the answer holds a new one. */
export async function changePassword(client: ApiClient, input: ChangePasswordInput) {
  const { message, data } = await client.request({
    method: "POST",
    path: "/{ns}/v1/auth/change_password",
    body: input,
    response: answer,
    loading: true,
  });
  return { message, token: data.token };
}

export function useChangePassword() {
  const client = useApiClient();
  const { store } = useAuth();
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => changePassword(client, input),
    onSuccess: ({ token }) => store.replaceToken(token),
  });
}
