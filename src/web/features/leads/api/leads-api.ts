import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod/mini";
import {
  LEAD_SOURCES,
  LEAD_STATUSES,
  type LeadSource,
  type LeadStatus,
} from "../../../../shared/leads/lead-status.ts";
import type { ApiClient } from "../../../lib/api-client.ts";
import { useApiClient } from "../../../lib/api-context.tsx";
import { useAuth } from "../../accounts/index.ts";

/** Every leads query's key starts with this; a change refreshes them all. */
export const LEADS_QUERY_ROOT = "leads";

const leadSchema = z.object({
  key: z.string(),
  source: z.enum(LEAD_SOURCES),
  id: z.number(),
  user_id: z.nullable(z.number()),
  name: z.string(),
  contact: z.string(),
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  language: z.string(),
  message: z.nullable(z.string()),
  answers: z.nullable(z.record(z.string(), z.unknown())),
  forecast_link: z.nullable(z.string()),
  status: z.enum(LEAD_STATUSES),
  note: z.string(),
  status_updated_at: z.nullable(z.string()),
  mailed_at: z.nullable(z.string()),
  received_at: z.string(),
  reply: z.object({ email: z.nullable(z.string()), whatsapp: z.nullable(z.string()) }),
});
export type Lead = z.infer<typeof leadSchema>;

const pageSchema = z.object({
  data: z.array(leadSchema),
  pagination: z.object({
    page: z.number(),
    per_page: z.number(),
    max_page: z.number(),
    total: z.number(),
  }),
  counts: z.record(z.enum(LEAD_STATUSES), z.number()),
});
type LeadsPage = z.infer<typeof pageSchema>;

export interface LeadFilter {
  status?: LeadStatus;
  source?: LeadSource;
}

const PER_PAGE = 20;

/** `GET /{ns}/v1/leads/list`: the inbox, newest first, with the counts per status (admins only). */
export function getLeads(
  client: ApiClient,
  filter: LeadFilter,
  page: number,
  signal?: AbortSignal,
) {
  return client.request({
    path: "/{ns}/v1/leads/list",
    query: { page, per_page: PER_PAGE, status: filter.status, source: filter.source },
    response: pageSchema,
    signal,
  });
}

export function useLeads(filter: LeadFilter, enabled: boolean) {
  const client = useApiClient();
  const { token } = useAuth();
  return useInfiniteQuery({
    queryKey: [LEADS_QUERY_ROOT, "list", filter.status ?? "", filter.source ?? "", token],
    queryFn: ({ pageParam, signal }) => getLeads(client, filter, pageParam, signal),
    enabled,
    initialPageParam: 1,
    getNextPageParam: (last: LeadsPage) =>
      last.pagination.page < last.pagination.max_page ? last.pagination.page + 1 : undefined,
  });
}

export interface LeadChange {
  source: LeadSource;
  id: number;
  status?: LeadStatus;
  note?: string;
}

/** `POST /{ns}/v1/leads/update`: a lead's status, note or both. */
export function useLeadUpdate() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: LeadChange) =>
      client.request({
        method: "POST",
        path: "/{ns}/v1/leads/update",
        body: { ...change },
        response: z.object({ data: leadSchema, message: z.string() }),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [LEADS_QUERY_ROOT] }),
  });
}

/**
 * Saves the filtered inbox as CSV. The export answers only admins, so the file is fetched with
 * the session's token and handed to the browser as a download; a plain link would arrive without it.
 */
export async function downloadLeadsCsv(
  namespace: string,
  token: string | null,
  filter: LeadFilter,
  language: string,
) {
  const query = new URLSearchParams({ lang: language });
  if (filter.status) query.set("status", filter.status);
  if (filter.source) query.set("source", filter.source);
  const response = await fetch(`/api/${namespace}/v1/leads/export?${query}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const type = response.headers.get("content-type") ?? "";
  if (!response.ok || !type.startsWith("text/csv")) {
    throw new Error(`the export answered ${response.status}`);
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "");
  const file = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement("a");
    link.href = file;
    link.download = name?.[1] ?? "leads.csv";
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(file), 0);
  }
}
