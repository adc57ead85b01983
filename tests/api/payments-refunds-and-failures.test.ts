import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { bookings, jobs, mailOutbox } from "../../src/db/schema.ts";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { statusOf } from "../support/api-call.ts";
import { STRIPE_WEBHOOK_SECRET, type StripeStandIn } from "../support/stripe-stand-in.ts";
import { DATABASE_KINDS, type TestApp } from "../support/test-app.ts";
import { en, paymentsSuite } from "./payments-suite.ts";

describe.each(DATABASE_KINDS)("payments on %s", (kind) => {
  const world = paymentsSuite(kind);
  const { signedEvent, call, deliver, order, row } = world;
  let t: TestApp;
  let stripe: StripeStandIn;
  let account: string;
  beforeAll(() => {
    ({ t, stripe, account } = world);
  });

  it("a paid card booking declined by the owner or cancelled by the customer is refunded once", async () => {
    /** A card booking paid through Checkout: `processing`, waiting for the owner. */
    const paidByCard = async (intent: string) => {
      const ordered = await order("stripe");
      const id = ordered.body.data.booking_id as number;
      const completed = signedEvent("checkout.session.completed", {
        id: ordered.body.payment.id,
        payment_status: "paid",
        payment_intent: intent,
        amount_total: 30_000,
        metadata: { booking_id: String(id) },
      });
      expect((await deliver(completed)).statusCode).toBe(200);
      return id;
    };
    const refundOf = async (intent: string) => {
      for (let i = 0; i < 2_000; i++) {
        const found = stripe.refunds.filter((r) => r.body.payment_intent === intent);
        if (found.length) return found;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      throw new Error(`no refund of ${intent} reached Stripe`);
    };

    const declinedIntent = `pi_test_decline_${kind}`;
    const declinedId = await paidByCard(declinedIntent);
    const declined = await call("POST", "booking/decline_by_id", "owner", {
      id: declinedId,
      reason: "Closed for a private event",
    });
    expect(declined.status).toBe(200);
    expect(declined.body.data.status).toBe("canceled");
    const [refund] = await refundOf(declinedIntent);
    expect(refund).toMatchObject({
      account,
      idempotencyKey: `refund-booking-${declinedId}`,
      body: { payment_intent: declinedIntent, "metadata[booking_id]": String(declinedId) },
    });
    // No fee was taken, so there is none to give back.
    expect(refund!.body).not.toHaveProperty("refund_application_fee");
    // Both sides' decline mails say the money goes back by itself.
    const refundLines = [
      MESSAGES.tc["bookingMail.refund.customer"],
      MESSAGES.tc["bookingMail.refund.owner"],
    ].map((line) => line.slice(line.indexOf("}") + 1, line.indexOf("，", line.indexOf("}"))));
    for (let i = 0; i < 2_000; i++) {
      const texts = (await t.database.db.select().from(mailOutbox)).map((mail) => mail.text);
      if (refundLines.every((line) => texts.some((text) => text.includes(line)))) break;
      if (i === 1_999) throw new Error(`no decline mail says: ${refundLines.join(" / ")}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    // Stripe's event closes the story: the booking shows as refunded.
    const refunded = signedEvent("charge.refunded", {
      id: `ch_test_${kind}_declined`,
      object: "charge",
      payment_intent: declinedIntent,
      refunded: true,
    });
    expect((await deliver(refunded)).statusCode).toBe(200);
    expect((await row(declinedId)).status).toBe("refunded");

    const cancelledIntent = `pi_test_cancel_${kind}`;
    const cancelledId = await paidByCard(cancelledIntent);
    expect((await call("POST", "booking/accept_by_id", "owner", { id: cancelledId })).status).toBe(
      200,
    );
    const cancelled = await call("POST", "booking/cancel_by_id", "guest", { id: cancelledId });
    expect(cancelled.body.data.status).toBe("canceled");
    expect(await refundOf(cancelledIntent)).toHaveLength(1);
    // Unpaid bookings ending ask Stripe for nothing.
    const unpaid = await order("stripe");
    await call("POST", "booking/cancel_by_id", "guest", { id: unpaid.body.data.booking_id });
    const refundJobs = await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.kind, "booking-refund"));
    expect(refundJobs.map((job) => job.payload.bookingId).sort()).toEqual(
      [declinedId, cancelledId].sort(),
    );
  });

  it("refuses a delivery whose signature is wrong, stale or missing", async () => {
    const ordered = await order("stripe");
    const id = ordered.body.data.booking_id as number;
    const event = signedEvent("checkout.session.completed", {
      id: ordered.body.payment.id,
      payment_status: "paid",
      payment_intent: "pi_test_forged",
      amount_total: 30_000,
      metadata: { booking_id: String(id) },
    });
    const forged = event.header.replace(/v1=\w+/, `v1=${"0".repeat(64)}`);
    const stale = signedEvent("checkout.session.completed", {}, Date.now() - 10 * 60_000);
    const otherSecret = `t=${Math.floor(Date.now() / 1000)},v1=${createHmac("sha256", "whsec_other")
      .update(`${Math.floor(Date.now() / 1000)}.${event.payload}`)
      .digest("hex")}`;
    for (const header of [forged, otherSecret, "", "t=abc,v1=xyz", stale.header]) {
      const res = await deliver(header === stale.header ? stale : event, header);
      expect(statusOf(res), header).toBe(400);
      expect(res.json().code).toBe("rest_invalid_signature");
    }
    const tampered = await deliver({
      payload: event.payload.replace("30000", "1"),
      header: event.header,
    });
    expect(statusOf(tampered)).toBe(400);
    expect((await row(id)).paidAt).toBeNull();
  });

  it("an expired or failed payment fails the booking and frees its time", async () => {
    const expiring = await order("stripe");
    const expiredId = expiring.body.data.booking_id as number;
    const expired = signedEvent("checkout.session.expired", {
      id: expiring.body.payment.id,
      payment_status: "unpaid",
      status: "expired",
      payment_intent: null,
      metadata: { booking_id: String(expiredId) },
    });
    expect((await deliver(expired)).statusCode).toBe(200);
    expect((await row(expiredId)).status).toBe("failed");

    const failing = await order("stripe");
    const failedId = failing.body.data.booking_id as number;
    const failed = signedEvent("payment_intent.payment_failed", {
      id: "pi_test_declined",
      object: "payment_intent",
      status: "requires_payment_method",
      metadata: { booking_id: String(failedId) },
    });
    expect((await deliver(failed)).statusCode).toBe(200);
    expect((await row(failedId)).status).toBe("failed");
    // Its Checkout page is closed, so no money can land on a failed booking.
    expect(stripe.expired()).toContain(failing.body.payment.id);
    const view = await call("GET", `booking/view?id=${failedId}`, "guest");
    expect(view.body.data).toMatchObject({ status_name: "Payment failed", allow_payment: false });
  });

  it("a customer who turns the payment down is told they refused to pay", async () => {
    const ordered = await order("stripe");
    const id = ordered.body.data.booking_id as number;
    expect((await call("POST", "booking/cancel_payment", "owner", { id })).status).toBe(403);
    const refused = await call("POST", "booking/cancel_payment", "guest", { id });
    expect(refused.status).toBe(200);
    expect(refused.body.msg).toBe(en["payments.refused"]);
    expect(refused.body.msg).toBe("You have refused to pay.");
    expect(refused.body.data).toMatchObject({ status: "canceled", payment_url: "" });
    expect(stripe.expired()).toContain(ordered.body.payment.id);
    const again = await call("POST", "booking/cancel_payment", "guest", { id });
    expect(again.status).toBe(409);
    const bank = await order("bank");
    const notCard = await call("POST", "booking/cancel_payment", "guest", {
      id: bank.body.data.booking_id,
    });
    expect(notCard.status).toBe(409);
    // Cancelling an unpaid card booking closes its payment page too.
    const card = await order("stripe");
    const cancelled = await call("POST", "booking/cancel_by_id", "guest", {
      id: card.body.data.booking_id,
    });
    expect(cancelled.body.data.status).toBe("canceled");
    expect(stripe.expired()).toContain(card.body.payment.id);
  });

  it("when Stripe cannot be reached the booking fails at once and holds nothing", async () => {
    stripe.state.down = true;
    const ordered = await order("stripe");
    expect(ordered.status).toBe(502);
    expect(ordered.body.message).toBe(en["payments.unavailable"]);
    const [last] = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.paymentMethod, "stripe"))
      .orderBy(bookings.id)
      .then((rows) => rows.slice(-1));
    expect(last!.status).toBe("failed");
  });

  it("answers hostile input with 4xx, never 5xx", async () => {
    const hostile: unknown[] = [
      {},
      { id: "" },
      { id: "1e99" },
      { id: [1, 2] },
      { id: { $gt: 0 } },
      { id: "-1" },
      { id: 1, reference: "x".repeat(500) },
      { id: 1, reference: "a\u0007b" },
      [1],
      "text",
    ];
    for (const route of ["booking/mark_paid", "booking/cancel_payment"]) {
      for (const payload of hostile) {
        const res = await call("POST", route, "owner", payload, {
          "content-type": "application/json",
        });
        expect(res.status, `${route} ${JSON.stringify(payload)}`).toBeGreaterThanOrEqual(400);
        expect(res.status, `${route} ${JSON.stringify(payload)}`).toBeLessThan(500);
      }
    }
    const bodies = ["", "{", "null", "[]", '{"id":"evt_x"}', "\u0000"];
    for (const body of bodies) {
      const event = signedEvent("x", {});
      const timestamp = Math.floor(Date.now() / 1000);
      const header = `t=${timestamp},v1=${createHmac("sha256", STRIPE_WEBHOOK_SECRET)
        .update(`${timestamp}.${body}`)
        .digest("hex")}`;
      const res = await deliver({ payload: body, header: event.header }, header);
      expect(statusOf(res), JSON.stringify(body)).toBe(400);
    }
    const ours = signedEvent("checkout.session.completed", {
      id: "cs_test_x",
      metadata: { booking_id: "not a number" },
    });
    expect(statusOf(await deliver(ours))).toBe(400);
    const notOurs = signedEvent("checkout.session.completed", { id: "cs_other", metadata: {} });
    expect((await deliver(notOurs)).json()).toEqual({ received: true, duplicate: false });
  });
});
