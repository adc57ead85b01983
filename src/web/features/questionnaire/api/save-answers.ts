import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod/mini";
import type { ApiClient } from "../../../lib/api-client.ts";
import { useApiClient } from "../../../lib/api-context.tsx";
import {
  answersSchema,
  placeFormSchema,
  QUESTIONNAIRE_QUERY_ROOT,
} from "./questionnaire-schemas.ts";

const answer = z.object({
  data: z.object({
    id: z.number(),
    answers: answersSchema,
    email: z.string(),
    place_form: placeFormSchema,
  }),
  message: z.string(),
});

export type SavedAnswers = z.infer<typeof answer>;

/** `POST /{ns}/v1/questionnaire/save`: the answers by field id, the forecast link beside them. */
export async function saveAnswers(client: ApiClient, body: Record<string, unknown>) {
  return client.request({
    method: "POST",
    path: "/{ns}/v1/questionnaire/save",
    body,
    response: answer,
    loading: true,
  });
}

export function useSaveAnswers() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) => saveAnswers(client, body),
    // The person's stored answers and the admins' list both change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [QUESTIONNAIRE_QUERY_ROOT] }),
  });
}
