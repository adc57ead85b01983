import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod/mini";
import type { ApiClient } from "../../../lib/api-client.ts";
import { useApiClient } from "../../../lib/api-context.tsx";
import { DIRECTORY_QUERY_ROOT } from "./directory-schemas.ts";

const answer = z.object({ message: z._default(z.string(), "") });

/**
 * After any wish-list change every directory read is stale (each place carries its `wishlist`
 * flag), so they are all refetched.
 */
export function useWishlistMutation<Input>(
  call: (client: ApiClient, input: Input) => Promise<string>,
) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => call(client, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [DIRECTORY_QUERY_ROOT] }),
  });
}

/** One `wishlist/*` POST; the answer's message is what the screen confirms with. */
export async function postWishlist(
  client: ApiClient,
  action: "save" | "remove" | "reset",
  body: Record<string, unknown>,
) {
  const { message } = await client.request({
    method: "POST",
    path: `/{ns}/v1/wishlist/${action}`,
    body,
    response: answer,
  });
  return message;
}
