import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { enquiries } from "../../../db/schema.ts";
import { ENQUIRY_HONEYPOT_FIELD, enquirySchema } from "../../../shared/enquiry/enquiry-schema.ts";
import { MESSAGES } from "../../../shared/i18n/messages/index.ts";
import { translate } from "../../../shared/i18n/translate.ts";
import { requestLanguage } from "../../request-language.ts";
import { ApiError } from "../api-error.ts";
import { parseOrThrow } from "../validate.ts";
import { enquiryMail } from "./enquiry-mail.ts";

const RATE_WINDOW = "10 minutes";

export async function enquiryRoutes(app: FastifyInstance) {
  app.post(
    "/enquiry",
    { config: { rateLimit: { max: app.config.enquiryRateLimit, timeWindow: RATE_WINDOW } } },
    async (request) => {
      const language = requestLanguage(request);
      // Nobody to read it: keeping a visitor's details would only be keeping them.
      const contactEmail = app.config.contactEmail;
      if (!contactEmail) {
        throw new ApiError(
          503,
          "enquiry_contact_not_set_up",
          translate(MESSAGES[language], "contact.notSetUp"),
        );
      }
      const body = (request.body ?? {}) as Record<string, unknown>;

      // Bots fill every input; people never see this one. Answer as spam and keep nothing.
      const honeypot = body[ENQUIRY_HONEYPOT_FIELD];
      if (typeof honeypot === "string" ? honeypot.trim() !== "" : honeypot != null) {
        request.log.info({ ip: request.ip }, "enquiry rejected as spam");
        throw new ApiError(400, "enquiry_spam", translate(MESSAGES[language], "enquiry.spam"));
      }

      const consent = body.consent === "true" || body.consent === "on" ? true : body.consent;
      const enquiry = parseOrThrow(enquirySchema, { ...body, consent }, language);

      const [stored] = await app.database.db
        .insert(enquiries)
        .values({
          ...enquiry,
          ip: request.ip,
          userAgent: request.headers["user-agent"]?.slice(0, 500) ?? null,
        })
        .returning({ id: enquiries.id, createdAt: enquiries.createdAt });
      if (!stored) throw new Error("insert returned no row");

      // The stored copy is the record; a mail failure is logged, not shown to the visitor.
      try {
        await app.mailer.send(enquiryMail(contactEmail, { ...enquiry, id: stored.id }));
        await app.database.db
          .update(enquiries)
          .set({ mailedAt: new Date() })
          .where(eq(enquiries.id, stored.id));
      } catch (err) {
        request.log.error({ err, enquiryId: stored.id }, "enquiry mail failed");
      }
      return { success: true, data: { id: stored.id } };
    },
  );
}
