import { randomBytes } from "node:crypto";
import type { Socket } from "node:net";
import type { FastifyRequest } from "fastify";
import { ApiError } from "./api-error.ts";

/**
 * Whether the client a request works for has closed its connection, so work queued for it can
 * be dropped instead of done for nobody (security review 2, finding 1). The calls of an
 * `ezfetch` batch run in-process on no connection of their own: they answer for the batch's.
 */
const BATCH_HEADER = "x-tablestart-batch";
const batchConnections = new Map<string, Socket>();

/** Runs a batch's calls with the headers that tie them to the batch's connection. */
export async function withBatchConnection<T>(
  request: FastifyRequest,
  run: (headers: Record<string, string>) => Promise<T>,
): Promise<T> {
  // Random, so no client can tie its own requests to another's connection.
  const key = randomBytes(16).toString("hex");
  batchConnections.set(key, request.raw.socket);
  try {
    return await run({ [BATCH_HEADER]: key });
  } finally {
    batchConnections.delete(key);
  }
}

export function clientGone(request: FastifyRequest): boolean {
  const key = request.headers[BATCH_HEADER];
  const connection = (typeof key === "string" && batchConnections.get(key)) || request.raw.socket;
  return connection?.destroyed === true;
}

/**
 * Work not done because nobody waits for it any more. Its answer goes nowhere; the status is the
 * one proxies log for a request its client closed (499), so it counts as the client's, not ours.
 */
export class ClientGoneError extends ApiError {
  constructor() {
    super(499, "rest_client_gone", "The client closed its connection before its turn came.");
    this.name = "ClientGoneError";
  }
}
