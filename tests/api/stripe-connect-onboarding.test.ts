import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { stripeAccounts } from "../../src/db/schema.ts";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { connectOwnerAccount } from "../support/stripe-connect.ts";
import { ACCOUNT_READY, signedStripeEvent } from "../support/stripe-stand-in.ts";
import { DATABASE_KINDS } from "../support/test-app.ts";
import { connectSuite, PAYMENTS_SCREEN, SITE, stateName } from "./stripe-connect-suite.ts";

describe.each(DATABASE_KINDS)("Stripe Connect with a platform fee, on %s", (kind) => {
  const { s, call, owner, order, methodsAt, status, row, deliver, jobsUntil } = connectSuite(kind, {
    STRIPE_PLATFORM_FEE_PERCENT: "2.5",
  });

  it("asks for an account, refuses a customer, and links an owner to Stripe and back in their language", async () => {
    const name = await owner();
    for (const method of ["GET", "POST"] as const) {
      const route = method === "GET" ? "payment/stripe_account" : "payment/stripe_onboarding";
      expect((await call(method, route)).status, route).toBe(401);
      const customer = await call(method, route, "guest");
      expect(customer.status, route).toBe(403);
      expect(customer.body.code).toBe("rest_permission");
    }
    expect(s.stripe.posts("/v1/accounts")).toEqual([]);

    const linked = await call("POST", "payment/stripe_onboarding", name);
    expect(linked.status).toBe(200);
    const [created] = s.stripe.posts("/v1/accounts");
    expect(created).toMatchObject({
      account: null,
      idempotencyKey: `tablestart-connect-user-${s.ids[name]}`,
      body: {
        type: "standard",
        country: "HK",
        email: `${name}@example.test`,
        "metadata[user_id]": String(s.ids[name]),
      },
    });
    const accountId = s.stripe.log.findLast((c) => c.path === "/v1/account_links")!.body.account!;
    expect(accountId).toMatch(/^acct_test_\d+$/);
    expect(linked.body.data).toEqual({
      url: `https://connect.stripe.test/setup/s/${accountId}`,
      expires_at: expect.any(Number),
    });
    expect(linked.body.data.expires_at).toBeGreaterThan(Date.now() / 1000);
    // The way back leads to the owner's payments screen, in the language they asked in.
    for (const [language, prefix] of [
      ["en", "en/"],
      ["zh-HK", ""],
      ["zh-CN", "zh/"],
    ] as const) {
      const again = await call("POST", "payment/stripe_onboarding", name, undefined, {
        "accept-language": language,
      });
      expect(again.status).toBe(200);
      const link = s.stripe.posts("/v1/account_links").at(-1)!;
      expect(link.body).toEqual({
        account: accountId,
        type: "account_onboarding",
        return_url: `${SITE}/${prefix}${PAYMENTS_SCREEN}?stripe=return`,
        refresh_url: `${SITE}/${prefix}${PAYMENTS_SCREEN}?stripe=refresh`,
      });
    }
    // Clicked again and again, the owner still has the one account they were given.
    expect(s.stripe.posts("/v1/accounts")).toHaveLength(1);
    const rows = await s.t.database.db
      .select()
      .from(stripeAccounts)
      .where(eq(stripeAccounts.userId, s.ids[name]!));
    expect(rows.map((account) => account.accountId)).toEqual([accountId]);

    const shown = await status(name);
    expect(shown.status).toBe(200);
    expect(shown.body.data).toEqual({
      available: true,
      state: "incomplete",
      state_name: stateName("incomplete"),
      account_id: accountId,
      charges_enabled: false,
      payouts_enabled: false,
      details_submitted: false,
      due: 3,
      fee_percent: 2.5,
      dashboard_url: "https://dashboard.stripe.com/",
    });
    for (const [accept, language] of [
      ["zh-HK", "tc"],
      ["zh-CN", "sc"],
    ] as const) {
      const translated = await status(name, "", accept);
      expect(translated.body.data.state_name).toBe(stateName("incomplete", language));
    }
    expect(stateName("incomplete", "tc")).not.toBe(stateName("incomplete"));
  });

  it("follows Stripe from incomplete through review and restricted to ready, on return and on its events", async () => {
    const name = await owner();
    const other = await owner();
    const none = await status(name);
    expect(none.body.data).toMatchObject({
      available: true,
      state: "none",
      state_name: stateName("none"),
      account_id: "",
      charges_enabled: false,
      due: 0,
      dashboard_url: "",
    });
    expect((await call("POST", "payment/stripe_onboarding", name)).status).toBe(200);
    const accountId = (await status(name)).body.data.account_id as string;
    expect((await status(name)).body.data.state).toBe("incomplete");

    // Details given, Stripe checking them: the owner sees it when they come back.
    s.stripe.setAccount(accountId, {
      details_submitted: true,
      requirements: { currently_due: [], disabled_reason: "requirements.pending_verification" },
    });
    const reads = () => s.stripe.log.filter((c) => c.path === `/v1/accounts/${accountId}`).length;
    const before = reads();
    expect((await status(name)).body.data.state).toBe("incomplete");
    expect(reads()).toBe(before);
    const review = await status(name, "?refresh=1");
    expect(review.status).toBe(200);
    expect(reads()).toBe(before + 1);
    expect(review.body.data).toMatchObject({
      state: "review",
      state_name: stateName("review"),
      details_submitted: true,
      due: 0,
    });

    // Stripe needs more: its event says so, without the owner doing anything.
    const restricted = s.stripe.setAccount(accountId, {
      requirements: {
        currently_due: ["external_account"],
        disabled_reason: "requirements.past_due",
      },
    });
    const updated = await deliver(
      signedStripeEvent("account.updated", { object: restricted, account: accountId }),
    );
    expect(updated.json()).toEqual({ received: true, duplicate: false });
    const shown = await status(name);
    expect(shown.body.data).toMatchObject({
      state: "restricted",
      state_name: stateName("restricted"),
      due: 1,
      charges_enabled: false,
    });

    // Charges on, payouts still paused: ready, and the screen can say payouts wait.
    s.stripe.setAccount(accountId, { ...ACCOUNT_READY, payouts_enabled: false });
    const ready = await status(name, "?refresh=1");
    expect(ready.body.data).toMatchObject({
      state: "ready",
      state_name: stateName("ready"),
      charges_enabled: true,
      payouts_enabled: false,
      due: 0,
    });
    const paying = s.stripe.setAccount(accountId, { payouts_enabled: true });
    await deliver(signedStripeEvent("account.updated", { object: paying, account: accountId }));
    expect((await status(name)).body.data).toMatchObject({ state: "ready", payouts_enabled: true });

    // Another owner sees none of it, and refreshing theirs asks Stripe nothing.
    const calls = s.stripe.log.length;
    const theirs = await status(other, "?refresh=1");
    expect(theirs.body.data).toMatchObject({ state: "none", account_id: "" });
    expect(s.stripe.log.length).toBe(calls);
    // An event for an account no owner here has is acknowledged and changes nothing.
    const stranger = await deliver(
      signedStripeEvent("account.updated", {
        object: { ...paying, id: "acct_test_nobody" },
        account: "acct_test_nobody",
      }),
    );
    expect(stranger.json()).toEqual({ received: true, duplicate: false });
    expect((await status(other)).body.data.state).toBe("none");
  });

  it("offers card payment only once the owner's account takes charges, and not after it is disconnected", async () => {
    const name = await owner();
    expect(await methodsAt(name)).not.toContain("stripe");
    const refused = await order(name, "stripe");
    expect(refused.status).toBe(400);
    expect(refused.body.data.params.payment_method).toBe(MESSAGES.en["bookingsApi.paymentMethod"]);
    expect(
      s.stripe.posts("/v1/checkout/sessions").filter((c) => c.body["metadata[booking_id]"]),
    ).toHaveLength(0);

    const accountId = await connectOwnerAccount(s.t.app, s.stripe, s.tokens[name]!, "event");
    expect(await methodsAt(name)).toContain("stripe");
    expect((await order(name, "stripe")).status).toBe(200);

    const gone = await deliver(
      signedStripeEvent("account.application.deauthorized", {
        object: { id: "ca_test_1", object: "application", name: "Tablestart" },
        account: accountId,
      }),
    );
    expect(gone.statusCode).toBe(200);
    expect((await status(name)).body.data).toMatchObject({ state: "none", account_id: "" });
    expect(await methodsAt(name)).not.toContain("stripe");
    expect((await order(name, "stripe")).status).toBe(400);
  });

  it("connects a new account after a disconnection, and leaves a refund Stripe refuses to the owner", async () => {
    const name = await owner();
    const first = await connectOwnerAccount(s.t.app, s.stripe, s.tokens[name]!);
    const ordered = await order(name, "stripe", "diner");
    expect(ordered.status).toBe(200);
    const id = ordered.body.data.booking_id as number;
    const session = s.stripe.paySession(ordered.body.payment.id, `pi_test_gone_${kind}`);
    await deliver(
      signedStripeEvent("checkout.session.completed", { object: session, account: first }),
    );
    expect((await row(id)).status).toBe("processing");

    s.stripe.disconnect(first);
    await deliver(
      signedStripeEvent("account.application.deauthorized", {
        object: { id: "ca_test_1", object: "application", name: "Tablestart" },
        account: first,
      }),
    );
    // A late event from the disconnected account does not switch card payment back on.
    await deliver(
      signedStripeEvent("account.updated", {
        object: { ...ACCOUNT_READY, id: first, object: "account" },
        account: first,
      }),
    );
    expect((await status(name)).body.data.state).toBe("none");

    // Stripe refuses the refund on an account the platform no longer reaches: due by hand.
    const declined = await call("POST", "booking/decline_by_id", name, {
      id,
      reason: "Fully booked tonight",
    });
    expect(declined.status).toBe(200);
    await jobsUntil(async () => (await row(id)).refund === "due");
    expect(await row(id)).toMatchObject({ status: "canceled", refund: "due" });
    expect(s.stripe.refunds.filter((r) => r.account === first)).toHaveLength(0);
    const view = await call("GET", `booking/view?id=${id}`, name);
    expect(view.body.data.state).toBe("refundDue");

    // Connecting again makes a new account, not Stripe's answer for the old one's key.
    const second = await connectOwnerAccount(s.t.app, s.stripe, s.tokens[name]!);
    expect(second).not.toBe(first);
    const made = s.stripe
      .posts("/v1/accounts")
      .filter((c) => c.body["metadata[user_id]"] === String(s.ids[name]));
    expect(made.map((c) => c.idempotencyKey)).toEqual([
      `tablestart-connect-user-${s.ids[name]}`,
      `tablestart-connect-user-${s.ids[name]}-after-${first}`,
    ]);
    expect(await methodsAt(name)).toContain("stripe");
  });
});

describe.each(DATABASE_KINDS)("Stripe Connect on a site without Stripe, on %s", (kind) => {
  const { s, call, owner, methodsAt } = connectSuite(kind, {}, false);

  it("shows the owner it is not available, and cannot start onboarding", async () => {
    const name = await owner();
    const shown = await call("GET", "payment/stripe_account", name);
    expect(shown.status).toBe(200);
    expect(shown.body.data).toMatchObject({
      available: false,
      state: "none",
      account_id: "",
      dashboard_url: "",
    });
    const refused = await call("POST", "payment/stripe_onboarding", name);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe("rest_payment_unavailable");
    expect(await methodsAt(name)).not.toContain("stripe");
    expect(s.stripe.log).toEqual([]);
  });
});
