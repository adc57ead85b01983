import type { FastifyInstance } from "fastify";
import { bearer } from "./accounts.ts";
import { expectDocumented } from "./expect-documented.ts";

const NS = "/api/listar/v1";

/**
 * `call(method, route, who, payload, headers)` against the listar namespace, signed in as `who`
 * (a key of `tokens`) or anonymous, in English unless the headers say otherwise. `app` is a
 * getter: suites start their app in `beforeAll`. Every answer is checked against the OpenAPI
 * document: a success against its route's response schema, an error against its codes.
 */
export function apiCaller(app: () => FastifyInstance, tokens: Readonly<Record<string, string>>) {
  return async (
    method: "GET" | "POST",
    route: string,
    who?: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const res = await app().inject({
      method,
      url: `${NS}/${route}`,
      payload: payload as never,
      headers: { ...(who ? bearer(tokens[who]!) : {}), "accept-language": "en", ...headers },
    });
    await expectDocumented(app(), `${method} ${NS}/${route}`, res);
    return { status: res.statusCode, body: res.json() };
  };
}
