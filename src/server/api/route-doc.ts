import type { FastifyInstance, FastifyRequest } from "fastify";
import type { $ZodType, output } from "zod/v4/core";
import { requestLanguage } from "../request-language.ts";
import { parseOrThrow } from "./validate.ts";

/** Who may call a route: the document's security and its 401/403 answers follow from it. */
export type RouteAuth = "none" | "optional" | "signed-in";

/** The error answers a route gives for one status, by code. */
export interface DocumentedErrors {
  status: number;
  codes: readonly string[];
}

/**
 * What the OpenAPI document says about one route. The `query` and `body` schemas are the ones
 * the handler parses with (`readQuery`, `readBody`), so the document cannot drift from what
 * the route accepts; `response` is what the tests check real answers against.
 */
export interface RouteDoc {
  summary: string;
  description?: string;
  tags: readonly string[];
  auth: RouteAuth;
  query?: $ZodType;
  body?: $ZodType;
  /** How the body may arrive; every POST takes JSON, urlencoded and multipart unless this says otherwise. */
  bodyTypes?: readonly string[];
  /** The success answer's schema (`application/json` unless `responseType` says otherwise). */
  response: $ZodType;
  /** The success status: 200 unless the route creates something (201), or either. */
  status?: 200 | 201 | readonly (200 | 201)[];
  responseType?: string;
  errors?: readonly DocumentedErrors[];
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** The route's entry in `/api/openapi.json` (src/server/openapi). */
    doc?: RouteDoc;
  }
}

/**
 * Listar apps send a list as `category[]=1&category[]=2` as well as `category=1,2`: the
 * bracketed name counts as the plain one when the plain one is absent.
 */
export function foldBracketNames(fields: unknown): Record<string, unknown> {
  // Prototype-less: a `__proto__` key stays a plain key, which the schema then ignores.
  const result = Object.create(null) as Record<string, unknown>;
  if (!fields || typeof fields !== "object") return result;
  for (const [name, value] of Object.entries(fields)) {
    if (!name.endsWith("[]")) result[name] = value;
    else if (!Object.hasOwn(fields, name.slice(0, -2))) result[name.slice(0, -2)] = value;
  }
  return result;
}

/** The query, read with the route's documented schema: a 400 `rest_invalid_param` when bad. */
export function readQuery<S extends $ZodType>(request: FastifyRequest, schema: S): output<S> {
  return parseOrThrow(schema, foldBracketNames(request.query), requestLanguage(request));
}

/**
 * Documents a routes plugin's routes from one table, `"METHOD /path"` (the path as the plugin
 * registers it, without its prefix) → doc: each route gets its entry as `config.doc`, as if
 * written beside it. Call it before the plugin's routes; an entry that names no route fails
 * start-up, so a renamed route cannot leave its documentation behind.
 */
export function documentRoutes(app: FastifyInstance, table: Readonly<Record<string, RouteDoc>>) {
  const unused = new Set(Object.keys(table));
  app.addHook("onRoute", (route) => {
    for (const method of [route.method].flat()) {
      // A plugin's "/" is registered as its prefix alone: its path is then "".
      const key = `${method} ${route.routePath || "/"}`;
      const doc = table[key];
      if (!doc) continue;
      unused.delete(key);
      route.config = { ...route.config, doc };
    }
  });
  app.addHook("onReady", (done) => {
    done(unused.size ? new Error(`documented routes not registered: ${[...unused]}`) : undefined);
  });
}
