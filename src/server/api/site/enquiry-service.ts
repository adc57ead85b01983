import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { safeParse } from "zod/v4/core";
import { enquiries } from "../../../db/schema.ts";
import type { EnquiryOutcome } from "../../../shared/enquiry/enquiry-intake.ts";
import { ENQUIRY_HONEYPOT_FIELD, enquirySchema } from "../../../shared/enquiry/enquiry-schema.ts";
import { MESSAGES, type MessageKey } from "../../../shared/i18n/messages/index.ts";
import { forecastResultsPath } from "../../../shared/questionnaire/forecast-link.ts";
import { FORECAST_LINK_PARAM } from "../../../shared/questionnaire/questionnaire-definition.ts";
import { fieldWithControlCharacter } from "../../plugins/request-guards.ts";
import { enquiryMail } from "./enquiry-mail.ts";

const RATE_WINDOW = "10 minutes";

declare module "fastify" {
  interface FastifyInstance {
    /** Takes enquiries from the API and from the website's form alike (one limit, one record). */
    enquiries: EnquiryIntake;
  }
}

export interface EnquiryIntake {
  /**
   * Checks, stores and mails one enquiry sent in `request` (whose address the rate limit counts).
   * `fields` are the sent fields as parsed (JSON, form or multipart), `language` among them: the
   * language the visitor reads, which the stored copy and the mail keep.
   */
  receive(fields: Record<string, unknown>, request: FastifyRequest): Promise<EnquiryOutcome>;
}

/** A schema message that is a catalogue key stays one; zod's own defaults become "invalid". */
function messageKey(message: string): MessageKey {
  return (message in MESSAGES.tc ? message : "validation.invalid") as MessageKey;
}

/**
 * The one way in for an enquiry. Registered once, after the rate-limit plugin, so that the API
 * route and the page action share one per-address count (in the plugin's store, which moves to
 * Redis with it).
 */
export function registerEnquiryIntake(app: FastifyInstance) {
  const limit = app.createRateLimit({
    max: app.config.enquiryRateLimit,
    timeWindow: RATE_WINDOW,
    // A limit made outside a route has no route to name its Redis key after: this names it.
    keyGenerator: (request) => `enquiry:${request.ip}`,
  });

  async function receive(
    fields: Record<string, unknown>,
    request: FastifyRequest,
  ): Promise<EnquiryOutcome> {
    // Every attempt counts, as it would before any route of a rate-limited API.
    const allowance = await limit(request);
    if (!allowance.isAllowed && allowance.isExceeded) {
      return { kind: "rateLimited", retryAfterSeconds: allowance.ttlInSeconds };
    }
    // Nobody to read it: keeping a visitor's details would only be keeping them.
    const contactEmail = app.config.contactEmail;
    if (!contactEmail) return { kind: "notSetUp" };

    // Bots fill every input; people never see this one. Answer as spam and keep nothing.
    const honeypot = fields[ENQUIRY_HONEYPOT_FIELD];
    if (typeof honeypot === "string" ? honeypot.trim() !== "" : honeypot != null) {
      request.log.info({ ip: request.ip }, "enquiry rejected as spam");
      return { kind: "spam" };
    }

    // The API's bodies were checked by the request guard already; a page's form body reaches
    // React Router unparsed, so the same check is made here (PostgreSQL cannot store NUL).
    const controlField = fieldWithControlCharacter(fields);
    if (controlField)
      return { kind: "invalid", fields: { [controlField]: "api.controlCharacters" } };

    // A checkbox sends "on"; a form field is text: both mean yes.
    const consent = fields.consent === "true" || fields.consent === "on" ? true : fields.consent;
    const parsed = safeParse(enquirySchema, { ...fields, consent });
    if (!parsed.success) {
      const invalid: Record<string, MessageKey> = {};
      for (const issue of parsed.error.issues) {
        invalid[issue.path.join(".") || "body"] ??= messageKey(issue.message);
      }
      return { kind: "invalid", fields: invalid };
    }
    const enquiry = parsed.data;
    // The forecast the visitor wrote from (decision 084), kept only as a results link of ours:
    // anything else would be a link we hand the team.
    const sentLink = fields[FORECAST_LINK_PARAM];
    const forecastLink =
      sentLink === undefined || sentLink === "" ? null : forecastResultsPath(sentLink);
    if (forecastLink === null && sentLink !== undefined && sentLink !== "") {
      return {
        kind: "invalid",
        fields: { [FORECAST_LINK_PARAM]: "questionnaire.error.forecastLink" },
      };
    }

    let stored: { id: number } | undefined;
    try {
      [stored] = await app.database.db
        .insert(enquiries)
        .values({
          ...enquiry,
          forecastLink,
          ip: request.ip,
          userAgent: request.headers["user-agent"]?.slice(0, 500) ?? null,
        })
        .returning({ id: enquiries.id });
      if (!stored) throw new Error("insert returned no row");
    } catch (err) {
      // Said to the visitor as a failure to send, so the page they typed into stays as it was.
      request.log.error({ err }, "enquiry could not be stored");
      return { kind: "failed" };
    }

    // The stored copy is the record; a mail failure is logged, not shown to the visitor.
    try {
      await app.mailer.send(
        enquiryMail(contactEmail, {
          ...enquiry,
          id: stored.id,
          forecastUrl: forecastLink ? `${app.config.siteUrl}${forecastLink}` : null,
        }),
      );
      await app.database.db
        .update(enquiries)
        .set({ mailedAt: new Date() })
        .where(eq(enquiries.id, stored.id));
    } catch (err) {
      request.log.error({ err, enquiryId: stored.id }, "enquiry mail failed");
    }
    return { kind: "sent", id: stored.id };
  }

  app.decorate("enquiries", { receive } satisfies EnquiryIntake);
}
