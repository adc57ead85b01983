import { useMutation } from "@tanstack/react-query";
import { z } from "zod/mini";
import type { ApiClient } from "../../../lib/api-client.ts";
import { useApiClient } from "../../../lib/api-context.tsx";

const answer = z.object({ msg: z._default(z.string(), ""), message: z._default(z.string(), "") });

/** `POST /{ns}/v1/booking/email_code`: mails a six-digit code that proves a guest's address. */
export function sendEmailCode(client: ApiClient, input: { email: string; resource_id: number }) {
  return client.request({
    method: "POST",
    path: "/{ns}/v1/booking/email_code",
    body: input,
    response: answer,
  });
}

export function useSendEmailCode() {
  const client = useApiClient();
  return useMutation({
    mutationFn: (input: { email: string; resource_id: number }) => sendEmailCode(client, input),
  });
}
