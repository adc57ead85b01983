import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ApiClient } from "../../../lib/api-client.ts";
import { useApiClient } from "../../../lib/api-context.tsx";
import { DIRECTORY_QUERY_ROOT } from "../../directory/index.ts";
import { LISTINGS_QUERY_ROOT, saveAnswerSchema } from "./listing-schemas.ts";

/** `POST /{ns}/v1/place/save` as JSON (opening hours and booking settings as objects). */
export function savePlace(client: ApiClient, body: Record<string, unknown>) {
  return client.request({
    method: "POST",
    path: "/{ns}/v1/place/save",
    body,
    response: saveAnswerSchema,
    loading: true,
  });
}

export function useSavePlace() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) => savePlace(client, body),
    // The owner's lists, the edit form's values and (for an admin's save) the directory change.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [LISTINGS_QUERY_ROOT] }),
        queryClient.invalidateQueries({ queryKey: [DIRECTORY_QUERY_ROOT] }),
      ]),
  });
}
