import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { MESSAGES } from "../../../shared/i18n/messages/index.ts";
import { translate } from "../../../shared/i18n/translate.ts";
import { requestLanguage } from "../../request-language.ts";
import { ApiError } from "../api-error.ts";
import { documentRoutes } from "../route-doc.ts";
import { applyStripeEvent, type StripeChange } from "./payment-store.ts";
import { expireCheckoutSession } from "./stripe-checkout.ts";
import { readSignedDelivery } from "./stripe-signature.ts";

const id = (prefix: string) => z.string().regex(new RegExp(`^${prefix}_\\w{1,250}$`));
const bookingId = z.coerce.number().int().min(1).max(2_147_483_647);

/**
 * The few fields we read of each event Stripe sends here; everything else is left alone. The
 * endpoint listens to connected accounts (decision 079), so every event names its account.
 */
const eventSchema = z.object({
  id: id("evt"),
  type: z.string().max(100),
  account: id("acct"),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

const sessionSchema = z.object({
  id: id("cs"),
  payment_status: z.string(),
  payment_intent: id("pi").nullish(),
  amount_total: z.number().int().nullish(),
  metadata: z.object({ booking_id: bookingId }),
});
const intentSchema = z.object({ id: id("pi"), metadata: z.object({ booking_id: bookingId }) });
const chargeSchema = z.object({ payment_intent: id("pi"), refunded: z.boolean() });
const accountSchema = z.object({
  id: id("acct"),
  charges_enabled: z.boolean(),
  payouts_enabled: z.boolean(),
  details_submitted: z.boolean(),
  requirements: z
    .object({
      currently_due: z.array(z.string()).nullish(),
      disabled_reason: z.string().nullish(),
    })
    .nullish(),
});

/** What the event asks of a booking; null when it is an event of ours we cannot read. */
function changeOf(type: string, object: Record<string, unknown>): StripeChange | null {
  const parse = <T>(schema: z.ZodType<T>) => {
    const parsed = schema.safeParse(object);
    return parsed.success ? parsed.data : null;
  };
  // Sessions and intents of other sales on the same Stripe account carry no booking of ours.
  const metadata = object.metadata;
  const ours = typeof metadata === "object" && metadata !== null && "booking_id" in metadata;
  if (type.startsWith("checkout.session.") || type.startsWith("payment_intent.")) {
    if (!ours) return { kind: "ignored" };
  }
  switch (type) {
    case "checkout.session.completed": {
      const session = parse(sessionSchema);
      if (!session) return null;
      // Card payments are paid on completion; anything slower is not money yet.
      if (session.payment_status !== "paid") return { kind: "ignored" };
      return {
        kind: "paid",
        bookingId: session.metadata.booking_id,
        sessionId: session.id,
        paymentIntent: session.payment_intent ?? null,
        amount: session.amount_total ?? null,
      };
    }
    case "checkout.session.expired": {
      const session = parse(sessionSchema);
      return (
        session && {
          kind: "expired",
          bookingId: session.metadata.booking_id,
          sessionId: session.id,
        }
      );
    }
    case "payment_intent.payment_failed": {
      const intent = parse(intentSchema);
      return intent && { kind: "failed", bookingId: intent.metadata.booking_id };
    }
    case "charge.refunded": {
      const charge = parse(chargeSchema);
      if (!charge) return null;
      // A partial refund leaves the booking as it is; the owner sees it in Stripe.
      return charge.refunded
        ? { kind: "refunded", paymentIntent: charge.payment_intent }
        : { kind: "ignored" };
    }
    case "account.updated": {
      const account = parse(accountSchema);
      return (
        account && {
          kind: "accountUpdated",
          readiness: {
            accountId: account.id,
            chargesEnabled: account.charges_enabled,
            payoutsEnabled: account.payouts_enabled,
            detailsSubmitted: account.details_submitted,
            disabledReason: account.requirements?.disabled_reason ?? null,
            dueCount: account.requirements?.currently_due?.length ?? 0,
          },
        }
      );
    }
    case "account.application.deauthorized":
      return { kind: "deauthorized" };
    default:
      return { kind: "ignored" };
  }
}

/**
 * `POST /api/payments/stripe/webhook`, a Connect endpoint: Stripe's signed events on the owners'
 * accounts move card bookings — paid → `processing`, expired or failed → `failed`, fully
 * refunded → `refunded` — and keep each owner's readiness, each event once. A bad signature is
 * 400 (Stripe shows it in the endpoint's log); an event that is ours but unreadable, or names
 * no account, is 400 too, so it stays visible there instead of vanishing with a 200.
 */
export async function stripeWebhookRoutes(app: FastifyInstance) {
  const stripe = app.config.stripe;
  if (!stripe) return;
  const { db } = app.database;
  documentRoutes(app, {
    "POST /webhook": {
      summary: "Stripe's signed events on connected accounts (for Stripe only)",
      description:
        "A Connect endpoint, signed with the `Stripe-Signature` header; every event names its `account`. Paid → processing, expired or failed → failed, fully refunded → refunded, each only for a booking charged on that account; `account.updated` keeps the owner's readiness, `account.application.deauthorized` forgets the account. Each event once. Registered only with Stripe set up.",
      tags: ["payments"],
      auth: "none",
      body: eventSchema,
      bodyTypes: ["application/json"],
      response: z.strictObject({ received: z.literal(true), duplicate: z.boolean() }),
      errors: [{ status: 400, codes: ["rest_invalid_signature", "rest_invalid_event"] }],
    },
  });

  // The signature covers the raw bytes: keep them, and parse only after it is checked.
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) =>
    done(null, body),
  );

  app.post("/webhook", async (request, reply) => {
    const messages = MESSAGES[requestLanguage(request)];
    const payload = Buffer.isBuffer(request.body) ? request.body : null;
    const delivery = payload
      ? await readSignedDelivery(stripe, payload, request.headers["stripe-signature"])
      : { signed: false as const };
    if (!delivery.signed) {
      throw new ApiError(
        400,
        "rest_invalid_signature",
        translate(messages, "payments.badSignature"),
      );
    }
    const event = eventSchema.safeParse(delivery.event);
    const change = event.success ? changeOf(event.data.type, event.data.data.object) : null;
    if (!event.success || !change) {
      throw new ApiError(400, "rest_invalid_event", translate(messages, "payments.badEvent"));
    }
    const outcome = await applyStripeEvent(db, event.data, change);
    if (
      outcome.kind === "applied" &&
      change.kind === "failed" &&
      outcome.booking?.paymentReference
    ) {
      // The session would still take a card: close it, so no money lands on a failed booking.
      const session = {
        id: outcome.booking.paymentReference,
        account: outcome.booking.stripeAccount,
      };
      await expireCheckoutSession(stripe, session).catch((err) =>
        request.log.warn(
          { err, bookingId: outcome.booking?.id },
          "expiring a failed booking's session failed",
        ),
      );
    }
    reply.code(200);
    return { received: true, duplicate: outcome.kind === "duplicate" };
  });
}
