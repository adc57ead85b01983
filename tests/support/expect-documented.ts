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
  Promise<{ paths: Record<string, Record<string, { responses: Record<string, unknown> }>> }>
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
 * documented for its status.
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
  if (ok && type !== "application/json") {
    // A file (HTML, iCalendar): its type as documented, and text as the schema says.
    expect("statusCode" in answer, `${route}: check its ${type} answer as received`).toBe(true);
    const received = answer as { headers: Record<string, unknown>; body: string };
    expect(String(received.headers["content-type"])).toMatch(new RegExp(`^${type}(;|$)`));
    const result = z.safeParse(documented!.doc!.response as z.ZodType, received.body);
    expect(result.error?.issues ?? [], `${route} answers as documented`).toEqual([]);
    return;
  }
  const body = "statusCode" in answer ? answer.json() : answer.body;
  if (ok) {
    const result = z.safeParse(documented!.doc!.response as z.ZodType, body);
    expect(result.error?.issues ?? [], `${route} answers as documented`).toEqual([]);
    return;
  }
  const document = await documentOf(app);
  const response = document.paths[path]?.[method.toLowerCase()]?.responses[String(status)] as
    | ErrorResponse
    | undefined;
  expect(response, `${route} documents status ${status}`).toBeDefined();
  const codes = response!.content["application/json"]!.schema.allOf[1].properties.code.enum;
  const result = errorSchema.safeParse(body);
  expect(result.error?.issues ?? [], `${route} ${status} is an error answer`).toEqual([]);
  expect(
    codes,
    `${route} documents ${status} ${String((body as { code: unknown }).code)}`,
  ).toContain((body as { code: string }).code);
}
