import { type FastifyReply, type FastifyRequest, LogController } from "fastify";

/** Addresses whose refusals are being counted; bounded so a spread of addresses cannot grow it. */
const MAX_COUNTED_CLIENTS = 10_000;
const REFUSALS_WINDOW_MS = 60_000;

/**
 * Fastify's request lines, one per request: written when it is answered, with the request (the
 * usual "incoming request" line before it repeats the same id and costs as much again). A client
 * refused by a rate limit is not one line per refusal — a flood of them would cost more to log
 * than to refuse, and would bury everything else — but one line when its refusals begin and one
 * a minute while they go on, saying how many there were.
 */
export class AccessLog extends LogController {
  private readonly refusals = new Map<string, { since: number; count: number }>();

  override incomingRequest() {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    if (error) return super.requestCompleted(error, request, reply);
    const statusCode = reply.statusCode;
    if (statusCode === 429) return this.refused(request);
    reply.log.info(
      { req: request, res: { statusCode }, responseTime: reply.elapsedTime },
      "request completed",
    );
  }

  private refused(request: FastifyRequest) {
    const now = Date.now();
    const counted = this.refusals.get(request.ip);
    if (counted && now - counted.since < REFUSALS_WINDOW_MS) {
      counted.count += 1;
      return;
    }
    if (!counted && this.refusals.size >= MAX_COUNTED_CLIENTS) this.refusals.clear();
    this.refusals.set(request.ip, { since: now, count: 1 });
    request.log.warn(
      { req: request, res: { statusCode: 429 }, refusedInLastMinute: counted?.count ?? 0 },
      "rate limited",
    );
  }
}
