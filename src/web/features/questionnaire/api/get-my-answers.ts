import { useQuery } from "@tanstack/react-query";
import { z } from "zod/mini";
import type { ApiClient } from "../../../lib/api-client.ts";
import { useApiClient } from "../../../lib/api-context.tsx";
import { useAuth } from "../../accounts/index.ts";
import {
  placeFormSchema,
  QUESTIONNAIRE_QUERY_ROOT,
  storedAnswersSchema,
} from "./questionnaire-schemas.ts";

const answer = z.object({
  data: z.nullable(z.extend(storedAnswersSchema, { place_form: placeFormSchema })),
});

/** `GET /{ns}/v1/questionnaire/mine`: the signed-in person's last answers, or null. */
export async function getMyAnswers(client: ApiClient, signal?: AbortSignal) {
  const { data } = await client.request({
    path: "/{ns}/v1/questionnaire/mine",
    response: answer,
    signal,
  });
  return data;
}

/** Only with a session: a visitor has no stored answers to show. */
export function useMyAnswers() {
  const client = useApiClient();
  const { token } = useAuth();
  return useQuery({
    queryKey: [QUESTIONNAIRE_QUERY_ROOT, "mine", token],
    queryFn: ({ signal }) => getMyAnswers(client, signal),
    enabled: token !== null,
  });
}
