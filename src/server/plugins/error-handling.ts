import type { FastifyError, FastifyInstance } from "fastify";
import { MESSAGES } from "../../shared/i18n/messages/index.ts";
import { translate } from "../../shared/i18n/translate.ts";
import { ApiError } from "../api/api-error.ts";
import { requestLanguage } from "../request-language.ts";

/**
 * Every error leaves in the Listar/WordPress shape with a real status. Client
 * mistakes (bad JSON, wrong media type, body too large) stay 4xx; only our own
 * faults are 500, logged with context and never with internals in the body. Every body carries
 * the request's id (`data.request_id`), which finds the log lines of what went wrong.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError)
      return reply.status(error.statusCode).send(error.toBody(request.id));
    const messages = MESSAGES[requestLanguage(request)];
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply
        .status(429)
        .send(
          new ApiError(429, "rest_rate_limited", translate(messages, "api.rateLimited")).toBody(
            request.id,
          ),
        );
    }
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, "bad request");
      return reply
        .status(status)
        .send(
          new ApiError(status, "rest_bad_request", translate(messages, "api.badRequest")).toBody(
            request.id,
          ),
        );
    }
    request.log.error({ err: error }, "request failed");
    return reply
      .status(500)
      .send(
        new ApiError(500, "rest_internal_error", translate(messages, "error.unknown")).toBody(
          request.id,
        ),
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
