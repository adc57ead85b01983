import type { FastifyInstance } from "fastify";
import { bearer } from "./accounts.ts";
import { expectDocumented } from "./expect-documented.ts";

const NS = "/api/listar/v1";

/**
 * `call(method, route, who, payload, headers)` against the listar namespace, signed in as `who`
 * (a key of `tokens`) or anonymous, in English unless the headers say otherwise. `app` is a
 * getter: suites start their app in `beforeAll`. Every answer is checked against the OpenAPI
 * document: a success against its route's response schema, an error against its codes — a
 * failure the stock apps must be able to show as HTTP 200 `success: false` (decision 066).
 * `status` is the failure's real status (`data.status` of such an answer), `http` what was sent.
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
    const body = res.json();
    return { status: realStatus(res.statusCode, body), http: res.statusCode, body };
  };
}

/** The status an answer stands for: a soft failure's `data.status`, else the HTTP status. */
export function realStatus(http: number, body: unknown): number {
  const soft = body as { success?: unknown; data?: { status?: unknown } } | null;
  if (http === 200 && soft?.success === false && typeof soft.data?.status === "number") {
    return soft.data.status;
  }
  return http;
}

/** `realStatus` of an inject answer. */
export const statusOf = (res: {
  statusCode: number;
  headers: Record<string, unknown>;
  json(): unknown;
}) =>
  realStatus(
    res.statusCode,
    String(res.headers["content-type"]).includes("json") ? res.json() : null,
  );

/**
 * An inject answer as the suites hold it: `status` is the real one (`realStatus`). Checked
 * with `expectDocumented`, such an answer's HTTP status is no longer known: the suites' raw
 * answers (and `call`'s) check that failures were sent as HTTP 200 where they must be.
 */
export function answerOf(res: { statusCode: number; json(): unknown }) {
  // biome-ignore lint/suspicious/noExplicitAny: the suites read answers of every route's shape
  const body = res.json() as any;
  return { status: realStatus(res.statusCode, body), body };
}
