import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import jsQR from "jsqr";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bookings, jobs, mailOutbox, type places } from "../../src/db/schema.ts";
import { addDays } from "../../src/shared/bookings/availability.ts";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { hasValidCrc, readDataObjects } from "../../src/shared/payments/emv-qr.ts";
import { hongKongDate } from "../../src/shared/places/hong-kong-clock.ts";
import { createUser, signIn } from "../support/accounts.ts";
import { apiCaller, statusOf } from "../support/api-call.ts";
import { createBookablePlace, createTerms } from "../support/directory.ts";
import { expectDocumented } from "../support/expect-documented.ts";
import { connectOwnerAccount, deliverStripeEvent } from "../support/stripe-connect.ts";
import {
  STRIPE_WEBHOOK_SECRET,
  type StripeStandIn,
  signedStripeEvent,
  startStripeStandIn,
} from "../support/stripe-stand-in.ts";
import { DATABASE_KINDS, startTestApp, type TestApp } from "../support/test-app.ts";

const WEBHOOK = "/api/payments/stripe/webhook";
const en = MESSAGES.en;

/** The text a QR image holds, read back from its pixels. */
async function decodeQr(dataUrl: string): Promise<string | null> {
  const png = Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ""), "base64");
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null;
}

describe.each(DATABASE_KINDS)("payments on %s", (kind) => {
  let t: TestApp;
  let stripe: StripeStandIn;
  /** The owner's connected account, where every card booking here is charged. */
  let account = "";
  /** An event on the owner's account, as Stripe sends it. */
  const signedEvent = (type: string, object: Record<string, unknown>, at = Date.now()) =>
    signedStripeEvent(type, { object, account, at });
  const tokens: Record<string, string> = {};
  const ids = { cafe: 0, cheap: 0, cashOnly: 0 };
  const today = hongKongDate(new Date());
  let slot = 0;
  /** The next free hour from tomorrow 09:00, moving to the next day after 21:00. */
  const nextSlot = () => {
    const n = slot++;
    return {
      start_date: addDays(today, 1 + Math.floor(n / 13)),
      start_time: `${String(9 + (n % 13)).padStart(2, "0")}:00`,
    };
  };

  const call = apiCaller(() => t.app, tokens);
  const deliver = async (event: { payload: string; header: string }, header = event.header) => {
    const res = await deliverStripeEvent(t.app, event, header);
    await expectDocumented(t.app, `POST ${WEBHOOK}`, res);
    return res;
  };
  /** A booking at the next free hour from tomorrow, so no two tests race for one slot. */
  const order = (method: string, who = "guest", placeId = ids.cafe, headers = {}) =>
    call(
      "POST",
      "booking/order",
      who,
      {
        resource_id: placeId,
        adult: 2,
        ...nextSlot(),
        payment_method: method,
      },
      headers,
    );
  const row = async (id: number) =>
    (await t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;

  beforeAll(async () => {
    stripe = await startStripeStandIn();
    t = await startTestApp(kind, {
      AUTH_RATE_LIMIT: "100000",
      BOOKING_RATE_LIMIT: "100000",
      ...stripe.config,
    });
    const { db } = t.database;
    const verified = {
      emailVerifiedAt: new Date(),
      firstName: "Ann",
      lastName: "Lee",
      phone: "+852 9123 4567",
    };
    const owner = await createUser(db, { username: "owner", role: "author", ...verified });
    for (const name of ["guest", "stranger"]) await createUser(db, { username: name, ...verified });
    await createUser(db, { username: "boss", role: "admin", ...verified });
    for (const name of ["owner", "guest", "stranger", "boss"]) {
      tokens[name] = await signIn(t.app, name);
    }
    const d = await createTerms(db);
    const bookable = (title: string, values: Partial<typeof places.$inferInsert>) =>
      createBookablePlace(db, d, owner.id, title, values);
    ids.cafe = await bookable("Blue Cafe", {
      bookingStyle: "slot",
      bookingPriceCents: 15_000,
      bookingSettings: {
        capacity: 50,
        slotMinutes: 60,
        payment: {
          methods: ["cash", "bank"],
          fps: "9123 4567",
          accountName: "Blue Cafe Ltd",
          bankName: "HSBC",
          accountNumber: "123-456789-001",
        },
      },
    });
    ids.cheap = await bookable("Free Gallery", {
      bookingStyle: "slot",
      bookingPriceCents: 300,
      bookingSettings: { capacity: 50, slotMinutes: 60 },
    });
    ids.cashOnly = await bookable("Cash Noodles", {
      bookingStyle: "slot",
      bookingPriceCents: 5_000,
      bookingSettings: { capacity: 50, slotMinutes: 60, payment: { methods: ["cash"] } },
    });
    // Card payment is the owner's own, on their connected account (decision 079).
    account = await connectOwnerAccount(t.app, stripe, tokens.owner!);
  });
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
  });
  beforeEach(() => {
    if (stripe) stripe.state.down = false;
  });

  it("booking/form offers what the place accepts and card payment, not its bank details", async () => {
    const { body } = await call("GET", `booking/form?resource_id=${ids.cafe}`);
    expect(body.payment.list.map((item: { method: string }) => item.method)).toEqual([
      "cash",
      "bank",
      "stripe",
    ]);
    const bank = body.payment.list[1];
    expect(bank.instruction).toBe(en["payments.bankInstruction"]);
    expect(body.payment.list[2]).toMatchObject({ title: en["payments.stripe"] });
    // The account and FPS proxy come with a booking, to its parties only (HK review M11).
    expect(body.payment.bank_account_list).toEqual([]);
    // Below Stripe's HK$4 minimum there is no card payment; without details, the owner tells later.
    const cheap = await call("GET", `booking/form?resource_id=${ids.cheap}`);
    expect(cheap.body.payment.list.map((item: { method: string }) => item.method)).toEqual([
      "cash",
      "bank",
    ]);
    expect(cheap.body.payment.list[1].instruction).toBe(en["payments.bankInstructionLater"]);
    expect(cheap.body.payment.bank_account_list).toEqual([]);
    const cashOnly = await call("GET", `booking/form?resource_id=${ids.cashOnly}`);
    expect(cashOnly.body.payment.list.map((item: { method: string }) => item.method)).toEqual([
      "cash",
      "stripe",
    ]);
    const refused = await order("bank", "guest", ids.cashOnly);
    expect(refused.status).toBe(400);
    expect(refused.body.data.params.payment_method).toBe(en["bookingsApi.paymentMethod"]);
    expect((await order("stripe", "guest", ids.cheap)).status).toBe(400);
  });

  it("a bank transfer shows an FPS QR banking apps read, and the owner marks it paid", async () => {
    const ordered = await order("bank");
    expect(ordered.status).toBe(200);
    expect(ordered.body.payment).toEqual([]);
    const id = ordered.body.data.booking_id as number;
    const view = await call("GET", `booking/view?id=${id}`, "guest");
    expect(view.body.data).toMatchObject({
      allow_payment: true,
      payment_reference: `TS${String(id).padStart(4, "0")}`,
      payment_url: "",
      status: "pending",
    });
    expect(view.body.data.bank_account_list[0].acc_number).toBe("123-456789-001");
    expect(view.body.data.payment_qr).toMatch(/^data:image\/png;base64,/);
    const payload = await decodeQr(view.body.data.payment_qr);
    expect(payload).not.toBeNull();
    expect(hasValidCrc(payload!)).toBe(true);
    const fields = Object.fromEntries(readDataObjects(payload!)!.map((o) => [o.id, o.value]));
    expect(fields["01"]).toBe("12");
    expect(fields["26"]).toBe("0012hk.com.hkicl0313+852-91234567");
    expect(fields["53"]).toBe("344");
    expect(fields["54"]).toBe("300.00");
    expect(fields["59"]).toBe("Blue Cafe Ltd");
    const reference = `TS${String(id).padStart(4, "0")}`;
    expect(fields["62"]).toBe(`0106${reference}0506${reference}`);

    expect(view.body.data.allow_mark_paid).toBe(false);
    expect((await call("GET", `booking/view?id=${id}`, "owner")).body.data.allow_mark_paid).toBe(
      true,
    );
    for (const who of ["guest", "stranger"]) {
      const denied = await call("POST", "booking/mark_paid", who, { id });
      expect(denied.status, who).toBe(who === "guest" ? 403 : 400);
    }
    const paid = await call("POST", "booking/mark_paid", "owner", { id, reference: "FPS 8812" });
    expect(paid.status).toBe(200);
    expect(paid.body.msg).toBe(en["payments.markedPaid"].replace("{id}", String(id)));
    expect(paid.body.data).toMatchObject({
      status: "processing",
      txn_id: "FPS 8812",
      payment: "Yes",
      payment_qr: "",
      allow_accept: true,
      allow_mark_paid: false,
    });
    expect(paid.body.data.paid_date).not.toBe("");
    const again = await call("POST", "booking/mark_paid", "boss", { id });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(en["payments.alreadyPaid"]);
    const accepted = await call("POST", "booking/accept_by_id", "owner", { id });
    expect(accepted.body.data.status).toBe("publish");
    const customerView = await call("GET", `booking/view?id=${id}`, "guest");
    expect(customerView.body.data.allow_payment).toBe(false);
  });

  it("card payment: the order carries the Checkout url; Stripe's signed event marks it paid once", async () => {
    const key = { "idempotency-key": `card-order-${kind}-0001` };
    const ordered = await order("stripe", "guest", ids.cafe, key);
    expect(ordered.status).toBe(200);
    expect(ordered.body.msg).toBe(en["payments.orderedOnline"]);
    const session = ordered.body.payment;
    expect(session.url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    const id = ordered.body.data.booking_id as number;
    const sent = stripe.posts("/v1/checkout/sessions").at(-1)!;
    // On the owner's account, and no platform fee when the site takes none.
    expect(sent.account).toBe(account);
    expect(Object.keys(sent.body).filter((key) => key.includes("application_fee"))).toEqual([]);
    expect(sent.body).toMatchObject({
      mode: "payment",
      "line_items[0][price_data][currency]": "hkd",
      "line_items[0][price_data][unit_amount]": "30000",
      "metadata[booking_id]": String(id),
      "payment_intent_data[metadata][booking_id]": String(id),
      success_url: `http://localhost:3000/app/bookings/${id}?payment=paid`,
      cancel_url: `http://localhost:3000/app/bookings/${id}?payment=canceled`,
      locale: "en",
    });
    expect(ordered.body.data).toMatchObject({ payment_url: session.url, allow_payment: true });
    // The same order again: the same booking and the same Checkout page, no second session.
    const created = stripe.sessions().length;
    const retried = await order("stripe", "guest", ids.cafe, key);
    expect(retried.body.data.booking_id).toBe(id);
    expect(retried.body.payment.url).toBe(session.url);
    expect(stripe.sessions().length).toBe(created);
    // Not paid yet: the owner cannot accept it.
    const early = await call("POST", "booking/accept_by_id", "owner", { id });
    expect(early.status).toBe(409);

    const completed = signedEvent("checkout.session.completed", {
      id: session.id,
      object: "checkout.session",
      amount_total: 30_000,
      currency: "hkd",
      payment_status: "paid",
      status: "complete",
      payment_intent: "pi_test_card0001",
      client_reference_id: String(id),
      metadata: { booking_id: String(id) },
    });
    const first = await deliver(completed);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    const paid = await row(id);
    expect(paid).toMatchObject({
      status: "processing",
      paymentReference: "pi_test_card0001",
      checkoutUrl: null,
    });
    expect(paid.paidAt).not.toBeNull();
    const paidNotices = async () =>
      (await t.database.db.select().from(jobs).where(eq(jobs.kind, "booking-mail"))).filter(
        (job) => job.payload.bookingId === id && job.payload.change === "paid",
      );
    // Customer and owner are told once.
    expect((await paidNotices()).map((job) => job.payload.to).sort()).toEqual([
      "customer",
      "owner",
    ]);
    const second = await deliver(completed);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ received: true, duplicate: true });
    expect(await row(id)).toEqual(paid);
    expect(await paidNotices()).toHaveLength(2);

    const view = await call("GET", `booking/view?id=${id}`, "owner");
    expect(view.body.data).toMatchObject({ allow_accept: true, txn_id: "pi_test_card0001" });
    expect((await call("POST", "booking/accept_by_id", "owner", { id })).body.data.status).toBe(
      "publish",
    );
    const refund = signedEvent("charge.refunded", {
      id: "ch_test_1",
      object: "charge",
      payment_intent: "pi_test_card0001",
      refunded: true,
      amount_refunded: 30_000,
    });
    expect((await deliver(refund)).statusCode).toBe(200);
    expect((await row(id)).status).toBe("refunded");
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
