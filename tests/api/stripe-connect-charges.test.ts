import { describe, expect, it } from "vitest";
import { statusOf } from "../support/api-call.ts";
import { connectOwnerAccount, deliverStripeEvent } from "../support/stripe-connect.ts";
import { signedStripeEvent } from "../support/stripe-stand-in.ts";
import { DATABASE_KINDS } from "../support/test-app.ts";
import { connectSuite } from "./stripe-connect-suite.ts";

describe.each(DATABASE_KINDS)("Stripe Connect with a platform fee, on %s", (kind) => {
  const { s, call, owner, order, status, row, deliver, day, jobsUntil } = connectSuite(kind, {
    STRIPE_PLATFORM_FEE_PERCENT: "2.5",
  });

  it("charges a card order on the owner's account with the platform's fee, and pays it from that account's event only", async () => {
    const name = await owner(12_345);
    const accountId = await connectOwnerAccount(s.t.app, s.stripe, s.tokens[name]!);
    const rival = await owner();
    const rivalAccount = await connectOwnerAccount(s.t.app, s.stripe, s.tokens[rival]!);

    const ordered = await order(name, "stripe");
    expect(ordered.status).toBe(200);
    const id = ordered.body.data.booking_id as number;
    const created = s.stripe.posts("/v1/checkout/sessions").at(-1)!;
    // 2.5% of HK$123.45 is 308.625 cents: rounded to the cent.
    expect(created).toMatchObject({
      account: accountId,
      body: {
        "line_items[0][price_data][unit_amount]": "12345",
        "payment_intent_data[application_fee_amount]": "309",
        "metadata[booking_id]": String(id),
      },
    });
    expect(await row(id)).toMatchObject({ stripeAccount: accountId, platformFeeCents: 309 });

    const session = s.stripe.paySession(ordered.body.payment.id, "pi_test_connect_paid");
    const completed = (account: string | null, at?: number) =>
      signedStripeEvent("checkout.session.completed", { object: session, account, at });

    // The same session sent from another restaurant's account pays nothing here.
    const elsewhere = await deliver(completed(rivalAccount));
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.json()).toEqual({ received: true, duplicate: false });
    expect((await row(id)).paidAt).toBeNull();
    // A platform event sent to the Connect endpoint is a setup mistake Stripe's log must show.
    const platform = await deliver(completed(null));
    expect(statusOf(platform)).toBe(400);
    expect(platform.json().code).toBe("rest_invalid_event");
    // An old delivery replayed, or one signed with another secret, is refused.
    const stale = await deliver(completed(accountId, Date.now() - 301_000));
    expect(statusOf(stale)).toBe(400);
    expect(stale.json().code).toBe("rest_invalid_signature");
    const forged = await deliver(
      signedStripeEvent("checkout.session.completed", {
        object: session,
        account: accountId,
        secret: "whsec_someoneElse0123456789",
      }),
    );
    expect(statusOf(forged)).toBe(400);
    expect(forged.json().code).toBe("rest_invalid_signature");
    expect((await row(id)).paidAt).toBeNull();

    const paid = completed(accountId);
    const first = await deliver(paid);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    expect(await row(id)).toMatchObject({
      status: "processing",
      paymentReference: "pi_test_connect_paid",
      stripeAccount: accountId,
    });
    expect((await row(id)).paidAt).not.toBeNull();
    const again = await deliver(paid);
    expect(again.json()).toEqual({ received: true, duplicate: true });
  });

  it("refunds a paid card booking on its own account, fee included, when a typhoon closes the place", async () => {
    const name = await owner();
    const accountId = await connectOwnerAccount(s.t.app, s.stripe, s.tokens[name]!);
    const ordered = await call("POST", "booking/order", "diner", {
      resource_id: s.ids[`${name}Place`],
      adult: 2,
      start_date: day,
      start_time: "19:00",
      payment_method: "stripe",
    });
    expect(ordered.status).toBe(200);
    const id = ordered.body.data.booking_id as number;
    const intent = `pi_test_typhoon_${kind}`;
    const session = s.stripe.paySession(ordered.body.payment.id, intent);
    await deliver(
      signedStripeEvent("checkout.session.completed", { object: session, account: accountId }),
    );
    expect(await row(id)).toMatchObject({ status: "processing", platformFeeCents: 750 });

    const closed = await call("POST", "booking/close", name, {
      resource_id: s.ids[`${name}Place`],
      start_date: day,
      start_time: "18:00",
      end_time: "22:00",
      reason: "typhoon8",
    });
    expect(closed.status).toBe(200);
    expect(closed.body.data.canceled).toBe(1);
    const refundsOf = () => s.stripe.refunds.filter((r) => r.body.payment_intent === intent);
    await jobsUntil(() => refundsOf().length > 0);
    const refunds = refundsOf();
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({
      account: accountId,
      idempotencyKey: `refund-booking-${id}`,
      body: {
        payment_intent: intent,
        refund_application_fee: "true",
        "metadata[booking_id]": String(id),
      },
    });

    const refunded = (account: string) =>
      signedStripeEvent("charge.refunded", {
        object: { id: "ch_test_typhoon", object: "charge", payment_intent: intent, refunded: true },
        account,
      });
    // Another account's charge of the same intent says nothing of this booking.
    const rival = await owner();
    const rivalAccount = await connectOwnerAccount(s.t.app, s.stripe, s.tokens[rival]!, "event");
    expect((await deliver(refunded(rivalAccount))).json()).toEqual({
      received: true,
      duplicate: false,
    });
    expect((await row(id)).status).toBe("canceled");
    expect((await deliver(refunded(accountId))).statusCode).toBe(200);
    expect((await row(id)).status).toBe("refunded");
  });

  it("says so when Stripe fails, and answers hostile input with 4xx, never 5xx", async () => {
    const name = await owner();
    s.stripe.state.down = true;
    try {
      const link = await call("POST", "payment/stripe_onboarding", name);
      expect(link.status).toBe(502);
      expect(link.body.code).toBe("rest_payment_unavailable");
    } finally {
      s.stripe.state.down = false;
    }
    expect((await call("POST", "payment/stripe_onboarding", name)).status).toBe(200);
    s.stripe.state.down = true;
    try {
      const refresh = await status(name, "?refresh=1");
      expect(refresh.status).toBe(502);
      expect(refresh.body.code).toBe("rest_payment_unavailable");
    } finally {
      s.stripe.state.down = false;
    }

    // A refresh that is not "1" or "0" is refused; keys that are not `refresh` are no refresh.
    const queries: [query: string, refused: boolean][] = [
      ["?refresh=2", true],
      ["?refresh=true", true],
      ["?refresh=1&refresh=1", true],
      [`?refresh=${"1".repeat(100_000)}`, true],
      ["?refresh=%00", true],
      ["?refresh=1%00", true],
      ["?refresh=0", false],
      ["?refresh[]=1", false],
      ["?refresh[__proto__][polluted]=1", false],
      ["?__proto__[polluted]=1&refresh=1", false],
      ["?constructor[prototype][polluted]=1", false],
    ];
    for (const [query, refused] of queries) {
      const res = await s.t.app.inject({
        url: `/api/listar/v1/payment/stripe_account${query}`,
        headers: { authorization: `Bearer ${s.tokens[name]}`, "accept-language": "en" },
      });
      const real = statusOf(res);
      if (refused) {
        expect(real, query.slice(0, 60)).toBe(400);
        expect(res.json().code).toBe("rest_invalid_param");
      } else {
        expect(real, query.slice(0, 60)).toBe(200);
      }
    }
    const bodies = [
      "",
      "{",
      "null",
      "[]",
      '{"__proto__":{"polluted":true}}',
      '{"constructor":{"prototype":{"polluted":true}}}',
      JSON.stringify({ account: "acct_test_someoneElse", email: "x".repeat(100_000) }),
      "a\u0000b",
    ];
    for (const payload of bodies) {
      const res = await s.t.app.inject({
        method: "POST",
        url: "/api/listar/v1/payment/stripe_onboarding",
        headers: {
          authorization: `Bearer ${s.tokens[name]}`,
          "content-type": "application/json",
        },
        payload,
      });
      expect(statusOf(res), payload.slice(0, 60)).toBeLessThan(500);
    }
    // Whatever came in the body, the owner's one account is the one linked.
    const accounts = new Set(s.stripe.posts("/v1/account_links").map((c) => c.body.account));
    expect(accounts.has("acct_test_someoneElse")).toBe(false);
    expect(Object.prototype).not.toHaveProperty("polluted");
  });
});

describe.each(DATABASE_KINDS)("Stripe Connect without a platform fee, on %s", (kind) => {
  const { s, call, owner, order, row, jobsUntil } = connectSuite(kind, {});

  it("sends no application fee and refunds without one", async () => {
    const name = await owner();
    const accountId = await connectOwnerAccount(s.t.app, s.stripe, s.tokens[name]!);
    expect((await call("GET", "payment/stripe_account", name)).body.data.fee_percent).toBe(0);
    const ordered = await order(name, "stripe", "guest", 2);
    expect(ordered.status).toBe(200);
    const id = ordered.body.data.booking_id as number;
    const created = s.stripe.posts("/v1/checkout/sessions").at(-1)!;
    expect(created.account).toBe(accountId);
    expect(created.body["line_items[0][price_data][unit_amount]"]).toBe("30000");
    expect(Object.keys(created.body).filter((key) => key.includes("application_fee"))).toEqual([]);
    expect((await row(id)).platformFeeCents ?? 0).toBe(0);

    const session = s.stripe.paySession(ordered.body.payment.id, `pi_test_nofee_${kind}`);
    await deliverStripeEvent(
      s.t.app,
      signedStripeEvent("checkout.session.completed", { object: session, account: accountId }),
    );
    const declined = await call("POST", "booking/decline_by_id", name, {
      id,
      reason: "Fully booked.",
    });
    expect(declined.body.data.status).toBe("canceled");
    const refund = await jobsUntil(() =>
      s.stripe.refunds.find((r) => r.body.payment_intent === session.payment_intent),
    );
    expect(refund?.account).toBe(accountId);
    expect(refund?.body).not.toHaveProperty("refund_application_fee");
  });

  it("closes an unpaid card booking's page on the account it was opened on", async () => {
    const name = await owner();
    const accountId = await connectOwnerAccount(s.t.app, s.stripe, s.tokens[name]!);
    const ordered = await order(name, "stripe");
    const refused = await call("POST", "booking/cancel_payment", "guest", {
      id: ordered.body.data.booking_id,
    });
    expect(refused.status).toBe(200);
    const expiry = s.stripe.log.findLast((c) => c.path.endsWith("/expire"))!;
    expect(expiry).toMatchObject({
      account: accountId,
      path: `/v1/checkout/sessions/${ordered.body.payment.id}/expire`,
    });
  });
});
