import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ApiClient } from "../../../lib/api-client.ts";
import { useApiClient } from "../../../lib/api-context.tsx";
import { staleAfterChange } from "../../bookings/index.ts";
import { reopenAnswerSchema } from "./closure-schemas.ts";

/** `POST /{ns}/v1/booking/reopen`: removes a closure; the bookings it cancelled stay cancelled. */
export function reopenClosure(client: ApiClient, closureId: number) {
  return client.request({
    method: "POST",
    path: "/{ns}/v1/booking/reopen",
    body: { closure_id: closureId },
    response: reopenAnswerSchema,
    loading: true,
  });
}

export function useReopenClosure() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (closureId: number) => reopenClosure(client, closureId),
    // The closures, the desk's day and the booking form's times all change.
    onSettled: () => queryClient.invalidateQueries(staleAfterChange),
  });
}
