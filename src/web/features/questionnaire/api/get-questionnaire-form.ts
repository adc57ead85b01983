import { useQuery } from "@tanstack/react-query";
import { z } from "zod/mini";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import type { ApiClient } from "../../../lib/api-client.ts";
import { useApiClient } from "../../../lib/api-context.tsx";
import { useAuth } from "../../accounts/index.ts";
import { definitionSchema, QUESTIONNAIRE_QUERY_ROOT } from "./questionnaire-schemas.ts";

const answer = z.object({ data: definitionSchema });

/** `GET /{ns}/v1/questionnaire/form`: the questions, in the screen's language. */
export async function getQuestionnaireForm(client: ApiClient, signal?: AbortSignal) {
  const { data } = await client.request({
    path: "/{ns}/v1/questionnaire/form",
    response: answer,
    signal,
  });
  return data;
}

/** Keyed by language and session: a signed-in person may leave the e-mail out. */
export function useQuestionnaireForm() {
  const client = useApiClient();
  const { language } = useI18n();
  const { token } = useAuth();
  return useQuery({
    queryKey: [QUESTIONNAIRE_QUERY_ROOT, "form", language, token],
    queryFn: ({ signal }) => getQuestionnaireForm(client, signal),
  });
}
