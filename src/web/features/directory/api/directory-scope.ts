import { useI18n } from "../../../i18n/i18n-context.tsx";
import { useApiClient } from "../../../lib/api-context.tsx";
import { useAuth } from "../../accounts/index.ts";
import { DIRECTORY_QUERY_ROOT } from "./directory-schemas.ts";

/**
 * What every directory read depends on besides its own parameters: term names come in the
 * screen's language, and wish-list flags belong to the signed-in user.
 */
export function useDirectoryScope() {
  const client = useApiClient();
  const { language } = useI18n();
  const { token } = useAuth();
  return { client, language, token };
}

export type DirectoryScope = ReturnType<typeof useDirectoryScope>;

/** A directory query's key: the area, the language and session, then the call's own parameters. */
export const directoryKey = (
  scope: Pick<DirectoryScope, "language" | "token">,
  call: string,
  params?: unknown,
) => [DIRECTORY_QUERY_ROOT, call, scope.language, scope.token, params ?? null] as const;
