import type { FastifyRequest } from "fastify";

/**
 * What the server's log keeps of a request and of an error: never a visitor's personal data
 * (decision 039). Forms post their fields in the body, which is not logged; these keep the two
 * other ways out closed: a URL's query and an error that quotes what was sent.
 */

/**
 * A URL as the log may keep it: the path, and of the query only the parameter names. Query
 * values are what a GET form or a mailed link carries (a reset token, a figure, and in a form
 * added without care, a name or a phone number); no value need be in a log to see what was asked.
 */
export function urlForLog(url: string): string {
  const mark = url.indexOf("?");
  if (mark === -1) return url;
  const names = new Set<string>();
  for (const pair of url.slice(mark + 1).split("&")) {
    const name = pair.split("=")[0];
    if (name) names.add(name);
  }
  const query = [...names].map((name) => `${name}=…`).join("&");
  return query ? `${url.slice(0, mark)}?${query}` : url.slice(0, mark);
}

/** Fastify's request line for the log, with the query's values left out (see `urlForLog`). */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: urlForLog(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}

/** Drizzle's failed-query error: its message and `params` hold the values of the statement. */
function isFailedQuery(err: Error): err is Error & { query: string; params: unknown } {
  return "query" in err && "params" in err && typeof err.query === "string";
}

const MAX_CAUSES = 5;

/** An error as pino's serializer writes it. */
export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

/**
 * An error as the log keeps it (pino's shape: type, message, stack, own fields, cause), except
 * that a failed query keeps its SQL and loses its parameters: an insert of an enquiry or an
 * account would otherwise write the visitor's name, phone and message into the log.
 */
export function errorForLog(err: Error, depth = 0): LoggedError {
  const failedQuery = isFailedQuery(err);
  const message = failedQuery ? `Failed query: ${err.query}` : err.message;
  const logged: LoggedError = {
    type: err.constructor.name,
    message,
    stack: (failedQuery ? err.stack?.replace(err.message, message) : err.stack) ?? "",
  };
  for (const [name, value] of Object.entries(err)) {
    if (name in logged || name === "cause" || (failedQuery && name === "params")) continue;
    logged[name] = value;
  }
  if (err.cause !== undefined && depth < MAX_CAUSES) {
    logged.cause = err.cause instanceof Error ? errorForLog(err.cause, depth + 1) : err.cause;
  }
  return logged;
}
