import { z } from "zod/mini";
import type { OwnerSignUpInput } from "../../../shared/accounts/owner-sign-up-schema.ts";
import type { ApiClient } from "../../lib/api-client.ts";
import { type VerificationStatus, verificationStatusSchema } from "../accounts/index.ts";

const created = z.object({
  message: z.string(),
  data: z.object({ token: z.string().check(z.minLength(1)), email: z.string() }),
});

/**
 * `POST /{ns}/v1/auth/register_owner`: the account from the name and e-mail typed on the page;
 * its token comes back at once, to prove the mailed code with.
 */
export async function registerOwner(client: ApiClient, input: OwnerSignUpInput) {
  const { data } = await client.request({
    method: "POST",
    path: "/{ns}/v1/auth/register_owner",
    body: input,
    response: created,
    loading: true,
  });
  return data;
}

const verified = z.object({ data: verificationStatusSchema });

/** `POST /{ns}/v1/verification/verify` with the new account's token and the mailed code. */
export async function verifyOwnerCode(
  client: ApiClient,
  token: string,
  code: string,
): Promise<VerificationStatus> {
  const { data } = await client.request({
    method: "POST",
    path: "/{ns}/v1/verification/verify",
    body: { code },
    token,
    response: verified,
    loading: true,
  });
  return data;
}

const sent = z.object({ message: z.string() });

/** `POST /{ns}/v1/verification/resend` for the new account (one a minute, decision 019). */
export async function resendOwnerCode(client: ApiClient, token: string): Promise<string> {
  const { message } = await client.request({
    method: "POST",
    path: "/{ns}/v1/verification/resend",
    token,
    response: sent,
    loading: true,
  });
  return message;
}
