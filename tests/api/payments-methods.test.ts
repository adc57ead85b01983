import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { jobs } from "../../src/db/schema.ts";
import { hasValidCrc, readDataObjects } from "../../src/shared/payments/emv-qr.ts";
import type { StripeStandIn } from "../support/stripe-stand-in.ts";
import { DATABASE_KINDS, type TestApp } from "../support/test-app.ts";
import { decodeQr, en, paymentsSuite } from "./payments-suite.ts";

describe.each(DATABASE_KINDS)("payments on %s", (kind) => {
  const world = paymentsSuite(kind);
  const { signedEvent, ids, call, deliver, order, row } = world;
  let t: TestApp;
  let stripe: StripeStandIn;
  let account: string;
  beforeAll(() => {
    ({ t, stripe, account } = world);
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
});
