import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod/mini";
import type { ApiClient } from "../../../lib/api-client.ts";
import { useApiClient } from "../../../lib/api-context.tsx";
import { ACCOUNT_QUERY_ROOT } from "./account-user.ts";

export { profileSchema } from "../../../../shared/accounts/profile-schema.ts";

/** Form fields as typed: text, and the photo's media id (0 removes it). */
export type ProfileChanges = Record<string, string | number | undefined>;

// WordPress's user object; success is "no error", the fields we show come from auth/user.
const answer = z.object({ id: z.number() });

/** `POST /wp/v2/users/me`, multipart as Listar apps send it; absent fields stay as they are. */
export async function updateProfile(client: ApiClient, changes: ProfileChanges): Promise<void> {
  const body = new FormData();
  for (const [name, value] of Object.entries(changes)) {
    if (value !== undefined) body.set(name, String(value));
  }
  await client.request({
    method: "POST",
    path: "/wp/v2/users/me",
    body,
    response: answer,
    loading: true,
  });
}

export function useUpdateProfile() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ProfileChanges) => updateProfile(client, changes),
    // Names, phone and e-mail decide verification too: read both again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ACCOUNT_QUERY_ROOT] }),
  });
}
