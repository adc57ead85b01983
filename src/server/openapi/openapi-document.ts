import { z } from "zod";
import type { $ZodType } from "zod/v4/core";
import { errorSchema } from "../api/listar-schemas.ts";
import type { RouteDoc } from "../api/route-doc.ts";
import { isSoftFailure } from "../api/soft-failures.ts";

export interface DocumentedRoute {
  method: string;
  url: string;
  doc: RouteDoc;
}

type JsonSchema = Record<string, unknown>;

const BODY_TYPES = ["application/json", "application/x-www-form-urlencoded", "multipart/form-data"];

/** Any `/api` request with a bad Bearer token fails so, whatever the route (the JWT plugin's rule). */
const TOKEN_ERRORS = [
  "jwt_auth_bad_auth_header",
  "jwt_auth_bad_iss",
  "jwt_auth_bad_request",
  "jwt_auth_invalid_token",
];

const STATUS_TEXT: Record<number, string> = {
  400: "Bad request",
  401: "Not signed in",
  403: "Forbidden",
  404: "Not found",
  409: "Conflict",
  413: "Too large",
  415: "Unsupported media type",
  429: "Too many requests",
  502: "Upstream failure",
  503: "Unavailable",
};

/**
 * Turns zod schemas into JSON Schema (draft 2020-12, OpenAPI 3.1's dialect). Schemas with an
 * `id` become named components, shared by every operation that uses them.
 */
class SchemaConverter {
  readonly components: Record<string, JsonSchema> = {};

  convert(schema: $ZodType, io: "input" | "output"): JsonSchema {
    const converted = z.toJSONSchema(schema, {
      io,
      target: "draft-2020-12",
      unrepresentable: "any",
    }) as JsonSchema;
    const { $schema: _dialect, $defs, ...rest } = converted;
    const rename = (id: string) => (io === "input" ? `${id}Input` : id);
    for (const [id, def] of Object.entries(($defs ?? {}) as Record<string, JsonSchema>)) {
      this.components[rename(id)] = this.relink(def, rename);
    }
    return this.relink(rest, rename);
  }

  private relink(schema: JsonSchema, rename: (id: string) => string): JsonSchema {
    const text = JSON.stringify(schema).replace(
      /"#\/\$defs\/([^"]+)"/g,
      (_whole, id: string) => `"#/components/schemas/${rename(id)}"`,
    );
    return JSON.parse(text) as JsonSchema;
  }
}

/** `/a/:id` → `/a/{id}`; a wildcard has no OpenAPI form and is never an API route. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, "{$1}");

const operationId = (method: string, url: string) =>
  `${method.toLowerCase()}${url
    .replace(/^\/api/, "")
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join("")}`;

function queryParameters(doc: RouteDoc, converter: SchemaConverter) {
  if (!doc.query) return [];
  const schema = converter.convert(doc.query, "input");
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = property;
    const isList = JSON.stringify(rest).includes('"type":"array"');
    return {
      name,
      in: "query",
      required: required.has(name),
      ...(typeof description === "string" ? { description } : {}),
      schema: rest,
      ...(isList ? { style: "form", explode: true } : {}),
    };
  });
}

/** An error answer with one of `codes` and `status` as its `data.status`. */
const errorWith = (codes: readonly string[], status: number) => ({
  allOf: [
    { $ref: "#/components/schemas/Error" },
    {
      type: "object",
      properties: {
        code: { enum: codes },
        data: { type: "object", properties: { status: { const: status } } },
      },
    },
  ],
});

/**
 * A route's failures by status and code: sent with their status, or — on a route whose failures
 * a stock app must be able to show (decision 066) — those it reads as HTTP 200 `success: false`.
 */
function errorResponses(
  method: string,
  doc: RouteDoc,
  signedInCode: string | undefined,
  rateLimited: boolean,
  softFailures: boolean,
) {
  const byStatus = new Map<number, Set<string>>();
  const add = (status: number, codes: readonly string[]) => {
    const set = byStatus.get(status) ?? new Set<string>();
    for (const code of codes) set.add(code);
    byStatus.set(status, set);
  };
  for (const { status, codes } of doc.errors ?? []) add(status, codes);
  // Routes marked `signedIn` refuse visitors before reading anything; others list their 401s.
  if (signedInCode) add(401, [signedInCode]);
  add(403, TOKEN_ERRORS);
  // The request guards' rule for every route: no control characters in a query or a body.
  add(400, ["rest_invalid_param"]);
  if (method !== "GET") {
    // Any body: unreadable, too large (a multipart one over its route's budget: multipart-bodies.ts)
    // or of a type no parser takes; and no form from elsewhere.
    add(400, ["rest_bad_request", "rest_invalid_multipart"]);
    add(403, ["rest_cross_site"]);
    add(413, ["rest_bad_request", "rest_body_too_large"]);
    add(415, ["rest_bad_request"]);
  }
  if (rateLimited) add(429, ["rest_rate_limited"]);
  // A request that still arrives while the instance shuts down (requests-in-flight.ts).
  add(503, ["rest_shutting_down"]);
  const responses: Record<string, unknown> = {};
  const soft: Record<string, string[]> = {};
  for (const [status, codes] of [...byStatus].sort(([a], [b]) => a - b)) {
    const sorted = [...codes].sort();
    const softCodes = softFailures
      ? sorted.filter((code) => isSoftFailure({ statusCode: status, code }))
      : [];
    if (softCodes.length > 0) soft[String(status)] = softCodes;
    const list = sorted.filter((code) => !softCodes.includes(code));
    if (list.length === 0) continue;
    responses[String(status)] = {
      description: `${STATUS_TEXT[status] ?? "Error"}: ${list.join(", ")}`,
      content: { "application/json": { schema: errorWith(list, status) } },
    };
  }
  return { responses, soft };
}

/**
 * The 200 answer of a route whose failures go as HTTP 200: its success (if 200 is a success
 * status of the route), or one of those failures as JSON.
 */
interface JsonResponse {
  description: string;
  content: Record<string, { schema: unknown }>;
}

function withSoftFailures(
  success: JsonResponse | undefined,
  soft: Record<string, string[]>,
  responseType: string,
): JsonResponse {
  const failures = Object.entries(soft).map(([status, codes]) => errorWith(codes, Number(status)));
  const listed = Object.entries(soft).map(([status, codes]) => `${status}: ${codes.join(", ")}`);
  const json = success?.content["application/json"];
  return {
    description: `${success ? `${success.description}. ` : ""}Failures sent as HTTP 200 with success false, by their data.status: ${listed.join("; ")}`,
    content: {
      ...(responseType === "application/json" ? {} : success?.content),
      "application/json": { schema: { oneOf: [...(json ? [json.schema] : []), ...failures] } },
    },
  };
}

export interface DocumentOptions {
  title: string;
  version: string;
  siteUrl: string;
  routes: readonly (DocumentedRoute & {
    signedInCode?: string;
    rateLimited: boolean;
    softFailures: boolean;
  })[];
}

/** The OpenAPI 3.1 document of every documented route. */
export function openApiDocument({ title, version, siteUrl, routes }: DocumentOptions) {
  const converter = new SchemaConverter();
  converter.convert(errorSchema, "output");
  const paths: Record<string, Record<string, unknown>> = {};
  const tags = new Set<string>();
  for (const { method, url, doc, signedInCode, rateLimited, softFailures } of routes) {
    for (const tag of doc.tags) tags.add(tag);
    const responseType = doc.responseType ?? "application/json";
    const schema = converter.convert(doc.response, "output");
    const successes: Record<string, JsonResponse> = Object.fromEntries(
      [doc.status ?? 200]
        .flat()
        .map((status) => [
          String(status),
          { description: doc.summary, content: { [responseType]: { schema } } },
        ]),
    );
    const failures = errorResponses(method, doc, signedInCode, rateLimited, softFailures);
    if (Object.keys(failures.soft).length > 0) {
      successes["200"] = withSoftFailures(successes["200"], failures.soft, responseType);
    }
    const operation = {
      operationId: operationId(method, url),
      summary: doc.summary,
      ...(doc.description ? { description: doc.description } : {}),
      tags: [...doc.tags],
      ...(doc.auth === "none"
        ? { security: [] }
        : doc.auth === "optional"
          ? { security: [{}, { bearerAuth: [] }] }
          : { security: [{ bearerAuth: [] }] }),
      parameters: queryParameters(doc, converter),
      ...(doc.body
        ? {
            requestBody: {
              required: true,
              content: Object.fromEntries(
                (doc.bodyTypes ?? BODY_TYPES).map((type) => [
                  type,
                  { schema: converter.convert(doc.body!, "input") },
                ]),
              ),
            },
          }
        : {}),
      ...(Object.keys(failures.soft).length > 0 ? { "x-soft-failures": failures.soft } : {}),
      responses: { ...successes, ...failures.responses },
    };
    paths[openApiPath(url)] ??= {};
    paths[openApiPath(url)]![method.toLowerCase()] = operation;
  }
  return {
    openapi: "3.1.1",
    info: {
      title,
      version,
      description:
        "Listar v1 as read by Listar Pro apps, plus Tablestart's own endpoints. Every POST body " +
        "may come as JSON, urlencoded or multipart. Errors have the body " +
        "`{success:false, code, message, data:{status, params?, request_id}}` (`params`: the fields " +
        "at fault; `request_id`: as in the X-Request-Id header); messages follow Accept-Language. " +
        "On the Listar routes (all of the namespace but auth/register and auth/reset_password) and " +
        "WordPress's wp/v2 routes, a business or validation failure is sent as HTTP 200 with the " +
        "real status in data.status and the message again as `msg` (listed per operation in " +
        "x-soft-failures): the stock Listar Pro apps show a server's message only on a 2xx. " +
        "Bad or expired tokens (403 jwt_auth_*), 429 and 5xx keep their status.",
    },
    servers: [{ url: siteUrl }],
    tags: [...tags].sort().map((name) => ({ name })),
    paths,
    components: {
      schemas: converter.components,
      securitySchemes: {
        bearerAuth: {
          type: "http",
          scheme: "bearer",
          bearerFormat: "JWT",
          description: "The token from POST /api/jwt-auth/v1/token.",
        },
      },
    },
  };
}
