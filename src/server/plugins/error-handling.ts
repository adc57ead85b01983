import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { MESSAGES } from "../../shared/i18n/messages/index.ts";
import { translate } from "../../shared/i18n/translate.ts";
import { ApiError, stacklessApiError } from "../api/api-error.ts";
import { ListTooBroadError } from "../api/places/place-search.ts";
import { answersSoftly, isSoftFailure } from "../api/soft-failures.ts";
import { requestLanguage } from "../request-language.ts";

/**
 * Every error leaves in the Listar/WordPress shape. Client mistakes (bad JSON, wrong media type,
 * body too large) are 4xx — sent as HTTP 200 `success: false` on the routes whose stock clients
 * show a message only then (soft-failures.ts), with the real status in `data.status`; only our
 * own faults are 500, logged with context and never with internals in the body. Every body
 * carries the request's id (`data.request_id`), which finds the log lines of what went wrong.
 */
/** The refusal of a client over a rate limit, in its language: cheap, as floods are made of it. */
export const rateLimitedError = (request: FastifyRequest) =>
  stacklessApiError(
    429,
    "rest_rate_limited",
    translate(MESSAGES[requestLanguage(request)], "api.rateLimited"),
  );

export function registerErrorHandling(app: FastifyInstance) {
  app.decorateReply("softFailureStatus", 0);
  app.addHook("onRoute", (route) => {
    if (answersSoftly(route.url, app.config.apiNamespace)) {
      route.config = { ...route.config, softFailures: true };
    }
  });

  const send = (request: FastifyRequest, reply: FastifyReply, error: ApiError) => {
    const soft = request.routeOptions.config?.softFailures === true && isSoftFailure(error);
    if (soft) reply.softFailureStatus = error.statusCode;
    return reply.status(soft ? 200 : error.statusCode).send(error.toBody(request.id, soft));
  };

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) return send(request, reply, error);
    const messages = MESSAGES[requestLanguage(request)];
    const status = error.statusCode ?? 500;
    if (status === 429) return send(request, reply, rateLimitedError(request));
    if (error instanceof ListTooBroadError) {
      return send(
        request,
        reply,
        new ApiError(400, "rest_list_too_broad", translate(messages, "api.listTooBroad")),
      );
    }
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, "bad request");
      return send(
        request,
        reply,
        new ApiError(status, "rest_bad_request", translate(messages, "api.badRequest")),
      );
    }
    request.log.error({ err: error }, "request failed");
    return send(
      request,
      reply,
      new ApiError(500, "rest_internal_error", translate(messages, "error.unknown")),
    );
  });

  app.setNotFoundHandler((request, reply) => {
    const messages = MESSAGES[requestLanguage(request)];
    return reply
      .status(404)
      .send(
        new ApiError(404, "rest_no_route", translate(messages, "api.noRoute")).toBody(request.id),
      );
  });
}
