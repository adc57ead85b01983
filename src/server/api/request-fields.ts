import type { FastifyRequest } from "fastify";

/** The request body as a field map, whatever its encoding; anything else counts as no fields. */
export function bodyFields(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  return body && typeof body === "object" && !Array.isArray(body) && !Buffer.isBuffer(body)
    ? (body as Record<string, unknown>)
    : {};
}

/** A field as text: numbers become text, anything else (missing, objects, files) is empty. */
export function textField(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return "";
}
