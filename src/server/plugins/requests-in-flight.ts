import { Stream } from "node:stream";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { MESSAGES } from "../../shared/i18n/messages/index.ts";
import { translate } from "../../shared/i18n/translate.ts";
import { ApiError } from "../api/api-error.ts";
import { requestLanguage } from "../request-language.ts";

export interface RequestsInFlight {
  /** Requests whose handlers are still at work. */
  readonly count: number;
  /** Resolves once no handler is at work (at once if none is). */
  settled(): Promise<void>;
}

/**
 * Counts requests from their arrival until their handler has produced its answer — not until
 * the client has it: a client that leaves (a timed-out load balancer, a closed tab) closes its
 * socket, which ends `server.close()`'s wait, while its handler may still be writing to the
 * database. Shutdown waits for this count before it stops the jobs and closes the database, so
 * no handler meets a closed pool. An answer streamed (a web page) counts until it is written.
 *
 * Once closing, answers also end their connection: `server.close()` waits for every socket, and
 * a keep-alive one that had a request in flight would otherwise stay open, idle, for Fastify's
 * 72 s keep-alive timeout — far past any deploy's patience. A request that still arrives on such
 * a connection is refused with 503 in the API's error shape, its id included (Fastify's own 503
 * is switched off in app.ts: it has neither), so the client tries again, reaching another
 * instance or this one restarted.
 */
export function trackRequestsInFlight(app: FastifyInstance): RequestsInFlight {
  const counted = new WeakSet<FastifyRequest>();
  let count = 0;
  let waiters: (() => void)[] = [];
  let closing = false;
  const release = (request: FastifyRequest) => {
    if (!counted.delete(request)) return;
    count -= 1;
    if (count === 0 && waiters.length) {
      for (const resolve of waiters) resolve();
      waiters = [];
    }
  };
  app.addHook("onRequest", async (request, reply) => {
    counted.add(request);
    count += 1;
    if (closing) {
      const message = translate(MESSAGES[requestLanguage(request)], "api.shuttingDown");
      return reply
        .status(503)
        .header("cache-control", "no-store")
        .send(new ApiError(503, "rest_shutting_down", message).toBody(request.id));
    }
  });
  // A client that leaves while the request's first hooks run (easily, under load: the socket's
  // close is handled between two of them) leaves a request whose body can no longer be read: its
  // stream is destroyed without an error, so Fastify's body reader would wait for an end that
  // never comes, and the request, neither answered nor handled, would stay counted for good —
  // holding every later shutdown to its deadline. Such a request is ended here, before any
  // handler started: the 400 a body cut short gets, which goes nowhere but the log, and which
  // releases it. A client that leaves while its body is read is seen by the reader (an error);
  // one that leaves once its handler is at work is still waited for.
  app.addHook("preParsing", (request, _reply, _payload, done) => {
    if (!request.raw.destroyed) return done();
    done(
      Object.assign(new Error("the client left before its request was read"), { statusCode: 400 }),
    );
  });
  app.addHook("preClose", (done) => {
    closing = true;
    done();
  });
  app.addHook("onSend", (request, reply, payload, done) => {
    if (closing) reply.header("connection", "close");
    if (payload instanceof Stream) reply.raw.once("close", () => release(request));
    else release(request);
    done(null, payload);
  });
  // A reply that never passed onSend (hijacked) is done when its response is.
  app.addHook("onResponse", (request, _reply, done) => {
    release(request);
    // A streamed answer whose headers left before closing began said keep-alive: its
    // connection ends now that it is written (end, not destroy: nothing written is lost).
    if (closing) request.raw.socket?.end();
    done();
  });
  return {
    get count() {
      return count;
    },
    settled: () =>
      count === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve)),
  };
}
