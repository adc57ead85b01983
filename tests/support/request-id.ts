import { expect } from "vitest";

/**
 * Every error body's `data.request_id`: its answer's own id, new for each request, so a body
 * compared whole matches it as any well-formed id. That it is the answer's `x-request-id`, or
 * the caller's own, observability.test.ts checks.
 */
export const REQUEST_ID = expect.stringMatching(/^[A-Za-z0-9._:-]{8,128}$/);

/** A body with its request id, if it has one, matched as any: two answers to one question compared. */
export function anyRequestId<T>(body: T): T {
  const data = (body as { data?: unknown } | null)?.data;
  if (typeof data !== "object" || data === null || !("request_id" in data)) return body;
  return { ...body, data: { ...data, request_id: REQUEST_ID } };
}
