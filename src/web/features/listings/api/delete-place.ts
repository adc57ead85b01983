import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod/mini";
import type { ApiClient } from "../../../lib/api-client.ts";
import { useApiClient } from "../../../lib/api-context.tsx";
import { DIRECTORY_QUERY_ROOT } from "../../directory/index.ts";
import { LISTINGS_QUERY_ROOT } from "./listing-schemas.ts";

const answer = z.object({ success: z.literal(true), post_id: z.number() });

/** `POST /{ns}/v1/place/delete`: the place, its photos and files go. */
export function deletePlace(client: ApiClient, postId: number) {
  return client.request({
    method: "POST",
    path: "/{ns}/v1/place/delete",
    body: { post_id: postId },
    response: answer,
    loading: true,
  });
}

export function useDeletePlace() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (postId: number) => deletePlace(client, postId),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [LISTINGS_QUERY_ROOT] }),
        queryClient.invalidateQueries({ queryKey: [DIRECTORY_QUERY_ROOT] }),
      ]),
  });
}
