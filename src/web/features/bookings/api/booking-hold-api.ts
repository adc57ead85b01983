import { z } from "zod/mini";
import { type ApiClient, ApiError } from "../../../lib/api-client.ts";
import type { HeldTime, HoldFailure, HoldRequest, HoldTransport } from "../booking-hold.ts";

const holdAnswer = z.object({
  data: z.object({
    hold_id: z.union([z.string(), z.number()]),
    expires_at: z.string(),
    start_date: z._default(z.string(), ""),
    start_time: z._default(z.string(), ""),
    end_time: z._default(z.string(), ""),
  }),
});
const anyAnswer = z.unknown();

/** `POST /{ns}/v1/booking/hold`: keeps one time for the party for a few minutes. */
export async function holdTime(client: ApiClient, request: HoldRequest): Promise<HeldTime> {
  const answer = await client.request({
    method: "POST",
    path: "/{ns}/v1/booking/hold",
    body: { ...request },
    response: holdAnswer,
  });
  return answer.data;
}

/** `POST /{ns}/v1/booking/release`: gives a held time back; `leaving` outlives the page. */
export function releaseHold(client: ApiClient, holdId: string | number, leaving: boolean) {
  return client.request({
    method: "POST",
    path: "/{ns}/v1/booking/release",
    body: { hold_id: holdId },
    response: anyAnswer,
    keepalive: leaving,
  });
}

/**
 * A server without holds (no such route, or an older answer) means "book without one"; a refusal
 * is shown (the time was taken meanwhile); no answer, carry on: the order still checks the time.
 */
export function classifyHoldFailure(error: unknown): HoldFailure {
  if (!(error instanceof ApiError)) return null;
  if (error.kind === "unreadable") return { kind: "unsupported" };
  if (error.kind !== "server") return null;
  if (error.status === 404 || error.code === "rest_no_route") return { kind: "unsupported" };
  return { kind: "refused", message: error.message };
}

export const holdTransport = (client: ApiClient): HoldTransport => ({
  hold: (request) => holdTime(client, request),
  release: (holdId, leaving) => releaseHold(client, holdId, leaving),
  classify: classifyHoldFailure,
});
