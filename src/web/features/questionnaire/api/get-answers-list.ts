import { useInfiniteQuery } from "@tanstack/react-query";
import { z } from "zod/mini";
import type { ApiClient } from "../../../lib/api-client.ts";
import { useApiClient } from "../../../lib/api-context.tsx";
import { useAuth } from "../../accounts/auth-context.tsx";
import { QUESTIONNAIRE_QUERY_ROOT, storedAnswersSchema } from "./questionnaire-schemas.ts";

const paginationSchema = z.object({
  page: z.number(),
  per_page: z.number(),
  max_page: z.number(),
  total: z.number(),
});

const answer = z.object({ data: z.array(storedAnswersSchema), pagination: paginationSchema });
export type AnswersPage = z.infer<typeof answer>;

const PER_PAGE = 20;

/** `GET /{ns}/v1/questionnaire/list`: every answer, newest first (admins only). */
export async function getAnswersList(client: ApiClient, page: number, signal?: AbortSignal) {
  return client.request({
    path: "/{ns}/v1/questionnaire/list",
    query: { page, per_page: PER_PAGE },
    response: answer,
    signal,
  });
}

export function useAnswersList() {
  const client = useApiClient();
  const { token } = useAuth();
  return useInfiniteQuery({
    queryKey: [QUESTIONNAIRE_QUERY_ROOT, "list", token],
    queryFn: ({ pageParam, signal }) => getAnswersList(client, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: AnswersPage) =>
      last.pagination.page < last.pagination.max_page ? last.pagination.page + 1 : undefined,
  });
}
