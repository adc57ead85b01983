import { type DehydratedState, dehydrate, type QueryClient } from "@tanstack/react-query";
import type { AppLoadContext, Params } from "react-router";
import type { Language } from "../../shared/i18n/languages.ts";
import { languageOfPath } from "../../shared/site/site-pages.ts";
import type { DirectoryScope } from "../features/directory/index.ts";
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

/** What a route's server loader is given, as far as reading a first screen needs. */
interface FirstScreenArgs {
  request: Request;
  params: Params;
  context: AppLoadContext;
}

/** What a first screen's address says: the route's parameters and the query. */
interface ScreenAddress {
  params: Params;
  search: URLSearchParams;
}

/**
 * A first screen's server loader: `fill` prefetches what the screen's queries will ask for at
 * this address, with the anonymous scope the browser will hydrate with (the URL's language, no
 * session); what it read is handed over. A read that fails is left out: the screen asks again in
 * the browser and shows its own error there.
 */
export function firstScreenLoader(
  fill: (queries: QueryClient, scope: ServerScope, address: ScreenAddress) => Promise<unknown>,
) {
  return async ({ request, params, context }: FirstScreenArgs): Promise<FirstScreen> => {
    const url = new URL(request.url);
    const language: Language = languageOfPath(url.pathname);
    const client = createApiClient({
      namespace: context.site.apiNamespace,
      token: () => null,
      device: () => null,
      language: () => language,
      // Never shown: a failed read is not handed over.
      wording: (key) => key,
      fetch: (input) => context.site.publicApi(String(input)),
    });
    const queries = createQueryClient();
    await fill(queries, { client, language, token: null }, { params, search: url.searchParams });
    return { firstScreen: dehydrate(queries) };
  };
}

/**
 * The browser's own navigations read through the screen's queries, as before: only the first
 * document a visitor opens carries the server's answers.
 */
export const readInBrowser = () => null;
