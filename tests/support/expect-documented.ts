import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { z } from "zod";
import { errorSchema } from "../../src/server/api/listar-schemas.ts";

/** An answer as the suites hold it: an inject response, or `{status, body}` already read. */
type Answer =
  | { statusCode: number; headers: Record<string, unknown>; body: string; json(): unknown }
  | { status: number; body: unknown };

type ErrorResponse = {
  content: Record<
    string,
    { schema: { allOf: [unknown, { properties: { code: { enum: string[] } } }] } }
  >;
};

const documents = new WeakMap<
  FastifyInstance,
  Promise<{
    paths: Record<
      string,
      Record<
        string,
        { responses: Record<string, unknown>; "x-soft-failures"?: Record<string, string[]> }
      >
    >;
  }>
>();

/** The app's own `/api/openapi.json`, read once per app. */
function documentOf(app: FastifyInstance) {
  let document = documents.get(app);
  if (!document) {
    document = app.inject({ url: "/api/openapi.json" }).then((res) => res.json());
    documents.set(app, document);
  }
  return document;
}

/**
 * Checks a real answer against what the OpenAPI document says of its route (`"GET /api/…"`):
 * a 200 against the route's response schema (the zod schema the document is made from), a file
 * by its content type, an error against the shared error schema with one of the codes
 * documented for its status — sent as HTTP 200 where the route's failures must be (decision 066).
 */
export async function expectDocumented(app: FastifyInstance, route: string, answer: Answer) {
  const [method, url] = route.split(" ") as [string, string];
  const path = url.split("?", 1)[0]!;
  const documented = app.apiRoutes.find(
    (one) => one.method === method && one.url === path && one.doc,
  );
  expect(documented, `${route} is documented`).toBeDefined();
  const status = "statusCode" in answer ? answer.statusCode : answer.status;
  const type = documented!.doc!.responseType ?? "application/json";
  const ok = [documented!.doc!.status ?? 200].flat().includes(status as 200);
  const json = !("statusCode" in answer) || String(answer.headers["content-type"]).includes("json");
  if (ok && type !== "application/json" && !json) {
    // A file (HTML, iCalendar): its type as documented, and text as the schema says.
    expect("statusCode" in answer, `${route}: check its ${type} answer as received`).toBe(true);
    const received = answer as { headers: Record<string, unknown>; body: string };
    expect(String(received.headers["content-type"])).toMatch(new RegExp(`^${type}(;|$)`));
    const result = z.safeParse(documented!.doc!.response as z.ZodType, received.body);
    expect(result.error?.issues ?? [], `${route} answers as documented`).toEqual([]);
    return;
  }
  const body = "statusCode" in answer ? answer.json() : answer.body;
  const document = await documentOf(app);
  const operation = document.paths[path]?.[method.toLowerCase()];
  const failed = (body as { success?: unknown } | null)?.success === false;
  // An answer already read holds the failure's real status (api-call.ts's `answerOf`).
  const softStatus = "statusCode" in answer ? status === 200 : status >= 400;
  const soft =
    failed &&
    softStatus &&
    ("statusCode" in answer ||
      operation?.["x-soft-failures"]?.[String(status)]?.includes(
        (body as { code: string }).code,
      ) === true);
  if (soft) {
    // A failure sent as HTTP 200 (decision 066): only where the route says so, with its real
    // status, one of the codes documented for that status, and the message again as `msg`.
    const failure = body as {
      code: string;
      message: string;
      msg?: string;
      data: { status: number };
    };
    const result = errorSchema.safeParse(body);
    expect(result.error?.issues ?? [], `${route} 200 is an error answer`).toEqual([]);
    const codes = operation?.["x-soft-failures"]?.[String(failure.data.status)];
    expect(codes, `${route} sends ${failure.data.status} failures as HTTP 200`).toBeDefined();
    expect(codes, `${route} documents ${failure.data.status} ${failure.code}`).toContain(
      failure.code,
    );
    expect(failure.msg).toBe(failure.message);
    return;
  }
  if (ok) {
    const result = z.safeParse(documented!.doc!.response as z.ZodType, body);
    expect(result.error?.issues ?? [], `${route} answers as documented`).toEqual([]);
    return;
  }
  const response = operation?.responses[String(status)] as ErrorResponse | undefined;
  expect(response, `${route} documents status ${status}`).toBeDefined();
  const codes = response!.content["application/json"]!.schema.allOf[1].properties.code.enum;
  const result = errorSchema.safeParse(body);
  expect(result.error?.issues ?? [], `${route} ${status} is an error answer`).toEqual([]);
  expect(
    codes,
    `${route} documents ${status} ${String((body as { code: unknown }).code)}`,
  ).toContain((body as { code: string }).code);
}
