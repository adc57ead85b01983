import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, stripeAccounts } from "../../src/db/schema.ts";
import { addDays } from "../../src/shared/bookings/availability.ts";
import type { Language } from "../../src/shared/i18n/languages.ts";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { hongKongDate } from "../../src/shared/places/hong-kong-clock.ts";
import { signedInPeople } from "../support/accounts.ts";
import { apiCaller, statusOf } from "../support/api-call.ts";
import { createTerms, type TestTerms, tableRestaurant } from "../support/directory.ts";
import { expectDocumented } from "../support/expect-documented.ts";
import {
  connectOwnerAccount,
  deliverStripeEvent,
  STRIPE_WEBHOOK,
} from "../support/stripe-connect.ts";
import {
  ACCOUNT_READY,
  type StripeStandIn,
  signedStripeEvent,
  startStripeStandIn,
} from "../support/stripe-stand-in.ts";
import { DATABASE_KINDS, startTestApp, type TestApp } from "../support/test-app.ts";

const SITE = "http://localhost:3000";
const PAYMENTS_SCREEN = "app/owner/payments";
const stateName = (state: string, language: Language = "en") =>
  MESSAGES[language][`payments.connect.state.${state}` as keyof (typeof MESSAGES)["en"]];

/**
 * What a suite of this file needs: an app on the stand-in, people signed in, a way to make a
 * new owner with a bookable restaurant, and to book it.
 */
function connectSuite(kind: "pglite" | "postgres", env: Record<string, string>, stripe = true) {
  const s = {
    t: undefined as unknown as TestApp,
    stripe: undefined as unknown as StripeStandIn,
    terms: undefined as unknown as TestTerms,
    ids: {} as Record<string, number>,
    tokens: {} as Record<string, string>,
  };
  const call = apiCaller(() => s.t.app, s.tokens);
  let people = 0;
  let slot = 0;
  const day = addDays(hongKongDate(new Date()), 2);

  beforeAll(async () => {
    s.stripe = await startStripeStandIn();
    s.t = await startTestApp(kind, {
      AUTH_RATE_LIMIT: "100000",
      BOOKING_RATE_LIMIT: "100000",
      ...(stripe ? s.stripe.config : {}),
      ...env,
    });
    s.terms = await createTerms(s.t.database.db);
    await signedInPeople(
      s.t.app,
      s.t.database.db,
      [
        ["guest", "user"],
        ["diner", "user"],
      ] as const,
      s,
    );
  });
  afterAll(async () => {
    await s.t?.close();
    await s.stripe?.close();
  });

  /** A new author with a restaurant of four tables charging `priceCents` a head; answers its name. */
  async function owner(priceCents = 15_000) {
    const name = `owner${++people}`;
    await signedInPeople(s.t.app, s.t.database.db, [[name, "author"]] as const, s);
    s.ids[`${name}Place`] = await tableRestaurant(s.t.database.db, s.terms, {
      authorId: s.ids[name]!,
      title: `Harbour Grill ${people}`,
      tables: [4, 4, 4, 4],
      priceCents,
    });
    return name;
  }

  /** The next free sitting at the owner's place, so no two orders race for one table. */
  const order = (name: string, method: string, who = "guest", adult = 1) => {
    const n = slot++;
    return call("POST", "booking/order", who, {
      resource_id: s.ids[`${name}Place`],
      adult,
      start_date: addDays(day, Math.floor(n / 4)),
      start_time: ["11:00", "13:00", "15:00", "17:00"][n % 4],
      payment_method: method,
    });
  };
  const methodsAt = async (name: string) =>
    (await call("GET", `booking/form?resource_id=${s.ids[`${name}Place`]}`)).body.payment.list.map(
      (item: { method: string }) => item.method,
    );
  const status = async (name: string, query = "", language = "en") =>
    call("GET", `payment/stripe_account${query}`, name, undefined, {
      "accept-language": language,
    });
  const row = async (id: number) =>
    (await s.t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
  const deliver = async (event: { payload: string; header: string }, header = event.header) => {
    const res = await deliverStripeEvent(s.t.app, event, header);
    await expectDocumented(s.t.app, `POST ${STRIPE_WEBHOOK}`, res);
    return res;
  };
  /** Runs the job queue until `done` holds (a refund asked of Stripe, a booking marked). */
  const jobsUntil = async <T>(done: () => T | Promise<T>): Promise<T> => {
    let result = await done();
    for (let i = 0; i < 500 && !result; i++) {
      await s.t.app.jobs.runDue();
      await new Promise((resolve) => setTimeout(resolve, 10));
      result = await done();
    }
    return result;
  };
  return { s, call, owner, order, methodsAt, status, row, deliver, day, jobsUntil };
}

describe.each(DATABASE_KINDS)("Stripe Connect with a platform fee, on %s", (kind) => {
  const { s, call, owner, order, methodsAt, status, row, deliver, day, jobsUntil } = connectSuite(
    kind,
    {
      STRIPE_PLATFORM_FEE_PERCENT: "2.5",
    },
  );

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
