import { useMutation } from "@tanstack/react-query";
import { z } from "zod/mini";
import type { ApiClient } from "../../../lib/api-client.ts";
import { useApiClient } from "../../../lib/api-context.tsx";

const answer = z.object({
  message: z.string(),
  data: z.object({ retry_after: z.number() }),
});

/**
 * `POST /{ns}/v1/verification/resend`: a new mail, then a cooldown whose length the answer gives
 * (`data.retry_after`); asking too early fails with 429 and the seconds left, likewise.
 */
export async function resendVerification(client: ApiClient) {
  const { message, data } = await client.request({
    method: "POST",
    path: "/{ns}/v1/verification/resend",
    response: answer,
    loading: true,
  });
  return { message, retryAfter: data.retry_after };
}

export function useResendVerification() {
  const client = useApiClient();
  return useMutation({ mutationFn: () => resendVerification(client) });
}
