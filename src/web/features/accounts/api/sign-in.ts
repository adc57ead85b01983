import { useMutation } from "@tanstack/react-query";
import { z } from "zod/mini";
import type { ApiClient } from "../../../lib/api-client.ts";
import { useApiClient } from "../../../lib/api-context.tsx";
import { useAuth } from "../auth-context.tsx";
import { getVerification, type VerificationStatus } from "./get-verification.ts";

/** The sign-in form: the server's own checks, so the form says the same thing before sending. */
export const signInSchema = z.object({
  username: z.string().check(z.trim(), z.minLength(1, "accounts.error.emptyUsername")),
  password: z.string().check(z.minLength(1, "accounts.error.emptyPassword")),
});

export type SignInInput = z.infer<typeof signInSchema>;

const answer = z.object({ data: z.object({ token: z.string().check(z.minLength(1)) }) });

export interface Session {
  token: string;
  verification: VerificationStatus;
}

/**
 * `POST /jwt-auth/v1/token`, then the account's verification, so the guards know at once
 * whether the user may go on or must verify first.
 */
export async function signIn(client: ApiClient, input: SignInInput): Promise<Session> {
  const { data } = await client.request({
    method: "POST",
    path: "/jwt-auth/v1/token",
    body: input,
    response: answer,
    loading: true,
  });
  const verification = await getVerification(client, { token: data.token });
  return { token: data.token, verification };
}

export function useSignIn() {
  const client = useApiClient();
  const { store } = useAuth();
  return useMutation({
    mutationFn: (input: SignInInput) => signIn(client, input),
    onSuccess: ({ token, verification }) => store.signIn(token, verification),
  });
}
