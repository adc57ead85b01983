import { useMutation } from "@tanstack/react-query";
import { z } from "zod/mini";
import { registerSchema } from "../../../../shared/accounts/register-schema.ts";
import type { ApiClient } from "../../../lib/api-client.ts";
import { useApiClient } from "../../../lib/api-context.tsx";
import { useAuth } from "../auth-context.tsx";
import { type Session, signIn } from "./sign-in.ts";

/** The sign-up form: the shared schema, with the terms a must (Listar apps may omit them). */
export const registerFormSchema = z.extend(registerSchema, {
  accept_terms: z.literal(true, "accounts.error.termsRequired"),
});

export type RegisterFormInput = z.input<typeof registerFormSchema>;

const answer = z.object({ message: z.string() });

/**
 * `POST /{ns}/v1/auth/register`, then a sign-in with the same details: the new account goes
 * straight on to verifying its e-mail.
 */
export async function register(
  client: ApiClient,
  input: z.output<typeof registerFormSchema>,
): Promise<Session & { message: string }> {
  const { message } = await client.request({
    method: "POST",
    path: "/{ns}/v1/auth/register",
    body: input,
    response: answer,
    loading: true,
  });
  const session = await signIn(client, { username: input.username, password: input.password });
  return { ...session, message };
}

export function useRegister() {
  const client = useApiClient();
  const { store } = useAuth();
  return useMutation({
    mutationFn: (input: z.output<typeof registerFormSchema>) => register(client, input),
    onSuccess: ({ token, verification }) => store.signIn(token, verification),
  });
}
