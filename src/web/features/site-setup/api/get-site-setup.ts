import { useQuery } from "@tanstack/react-query";
import { z } from "zod/mini";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import type { ApiClient } from "../../../lib/api-client.ts";
import { useApiClient } from "../../../lib/api-context.tsx";
import { useAuth } from "../../accounts/index.ts";

const settingSchema = z.object({
  id: z.string(),
  title: z.string(),
  variables: z.array(z.string()),
  set: z.boolean(),
  value: z.nullable(z.string()),
  when_set: z.string(),
  when_missing: z.string(),
});
export type SiteSetting = z.infer<typeof settingSchema>;

const answer = z.object({
  data: z.object({ total: z.number(), missing: z.number(), settings: z.array(settingSchema) }),
});
export type SiteSetup = z.infer<typeof answer>["data"];

/** `GET /site/v1/setup`: the public site's settings, missing first, in the screen's language (admins only). */
export async function getSiteSetup(client: ApiClient, signal?: AbortSignal) {
  const { data } = await client.request({ path: "/site/v1/setup", response: answer, signal });
  return data;
}

/** Keyed by language (the server writes the effects in it) and by session (admins only). */
export function useSiteSetup() {
  const client = useApiClient();
  const { language } = useI18n();
  const { token } = useAuth();
  return useQuery({
    queryKey: ["site-setup", language, token],
    queryFn: ({ signal }) => getSiteSetup(client, signal),
  });
}
