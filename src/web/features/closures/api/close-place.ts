import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ClosureRequest } from "../../../../shared/bookings/closure-request.ts";
import type { ApiClient } from "../../../lib/api-client.ts";
import { useApiClient } from "../../../lib/api-context.tsx";
import { staleAfterChange } from "../../bookings/index.ts";
import { closeAnswerSchema } from "./closure-schemas.ts";

/**
 * `POST /{ns}/v1/booking/close`: closes the place for the window and cancels every live booking
 * inside it, each guest told; answers how many were cancelled.
 */
export function closePlace(client: ApiClient, request: ClosureRequest) {
  return client.request({
    method: "POST",
    path: "/{ns}/v1/booking/close",
    body: request,
    response: closeAnswerSchema,
    loading: true,
  });
}

export function useClosePlace() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ClosureRequest) => closePlace(client, request),
    // The closures, and every list, count and day the cancelled bookings were in.
    onSettled: () => queryClient.invalidateQueries(staleAfterChange),
  });
}
