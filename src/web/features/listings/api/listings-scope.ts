import { useI18n } from "../../../i18n/i18n-context.tsx";
import { useApiClient } from "../../../lib/api-context.tsx";
import { useAuth } from "../../accounts/index.ts";
import { LISTINGS_QUERY_ROOT } from "./listing-schemas.ts";

/** What every listings read depends on: term names come in the screen's language, lists are the user's. */
export function useListingsScope() {
  const client = useApiClient();
  const { language } = useI18n();
  const { token } = useAuth();
  return { client, language, token };
}

export type ListingsScope = ReturnType<typeof useListingsScope>;

export const listingsKey = (
  scope: Pick<ListingsScope, "language" | "token">,
  call: string,
  params?: unknown,
) => [LISTINGS_QUERY_ROOT, call, scope.language, scope.token, params ?? null] as const;
