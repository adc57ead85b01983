import { type DehydratedState, dehydrate, type QueryClient } from "@tanstack/react-query";
import type { Language } from "../../shared/i18n/languages.ts";
import { languageOfPath } from "../../shared/site/site-pages.ts";
import type { DirectoryScope } from "../features/directory/api/directory-scope.ts";
import { createApiClient } from "../lib/api-client.ts";
import { createQueryClient } from "../lib/query-client.ts";

/**
 * What a public app screen's server render reads: the answers its queries hold on a visitor's
 * first paint, as TanStack Query hands them over (decision 060).
 */
export interface FirstScreen {
  firstScreen: DehydratedState;
}

/** A signed-out visitor's directory scope on the server, in the page's language. */
type ServerScope = Pick<DirectoryScope, "client" | "language" | "token">;

/**
 * A route's server loader: runs `fill` with a query client and the anonymous scope the browser
 * will hydrate with (the URL's language, no session), then hands over what it read. A read that
 * fails is left out: the screen asks again in the browser and shows its own error there.
 */
export async function readFirstScreen(
  request: Request,
  publicApi: (url: string) => Promise<Response>,
  apiNamespace: string,
  fill: (queries: QueryClient, scope: ServerScope) => Promise<unknown>,
): Promise<FirstScreen> {
  const language: Language = languageOfPath(new URL(request.url).pathname);
  const client = createApiClient({
    namespace: apiNamespace,
    token: () => null,
    device: () => null,
    language: () => language,
    // Never shown: a failed read is not handed over.
    wording: (key) => key,
    fetch: (input) => publicApi(String(input)),
  });
  const queries: QueryClient = createQueryClient();
  await fill(queries, { client, language, token: null });
  return { firstScreen: dehydrate(queries) };
}

/**
 * The browser's own navigations read through the screen's queries, as before: only the first
 * document a visitor opens carries the server's answers.
 */
export const readInBrowser = () => null;
