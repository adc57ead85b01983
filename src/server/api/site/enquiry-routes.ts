import type { FastifyInstance } from "fastify";
import { MESSAGES } from "../../../shared/i18n/messages/index.ts";
import { translate } from "../../../shared/i18n/translate.ts";
import { requestLanguage } from "../../request-language.ts";
import { ApiError } from "../api-error.ts";
import { documentRoutes } from "../route-doc.ts";
import { enquiryDocs } from "./enquiry-schemas.ts";

/** The enquiry as an API call; the website's form posts to its page instead (the same intake). */
export async function enquiryRoutes(app: FastifyInstance) {
  documentRoutes(app, enquiryDocs);
  app.post("/enquiry", async (request, reply) => {
    const language = requestLanguage(request);
    const messages = MESSAGES[language];
    const body = (request.body ?? {}) as Record<string, unknown>;
    const outcome = await app.enquiries.receive(body, request);
    switch (outcome.kind) {
      case "sent":
        return { success: true, data: { id: outcome.id } };
      case "rateLimited":
        reply.header("retry-after", String(outcome.retryAfterSeconds));
        throw new ApiError(429, "rest_rate_limited", translate(messages, "api.rateLimited"));
      case "notSetUp":
        throw new ApiError(
          503,
          "enquiry_contact_not_set_up",
          translate(messages, "contact.notSetUp"),
        );
      case "failed":
        throw new ApiError(500, "rest_internal_error", translate(messages, "error.unknown"));
      case "spam":
        throw new ApiError(400, "enquiry_spam", translate(messages, "enquiry.spam"));
      case "invalid": {
        const params = Object.fromEntries(
          Object.entries(outcome.fields).map(([field, key]) => [field, translate(messages, key)]),
        );
        throw new ApiError(
          400,
          "rest_invalid_param",
          translate(messages, "api.invalidParams", { params: Object.keys(params).join(", ") }),
          { params },
        );
      }
    }
  });
}
