import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { bookingTables, places, users } from "../../src/db/schema.ts";
import { purgeExpiredData, RETENTION_DAYS } from "../../src/server/services/retention.ts";
import { translate } from "../../src/shared/i18n/translate.ts";
import { formatHkd } from "../../src/shared/money/hkd.ts";
import { bearer, mailsTo, signIn, waitForMail } from "../support/accounts.ts";
import { statusOf } from "../support/api-call.ts";
import { DATABASE_KINDS, type TestApp } from "../support/test-app.ts";
import {
  accountDeletionSuite,
  DAY_MS,
  en,
  NS,
  PRIVATE,
  waitForCall,
} from "./account-deletion-suite.ts";

describe.each(DATABASE_KINDS)("deleting an account leaves nothing of it behind on %s", (kind) => {
  const world = accountDeletionSuite(kind);
  const { account, place, book, bookingRow, deleteAccountOf, jobsOf } = world;
  let t: TestApp;
  let stripe: (typeof world)["stripe"];
  beforeAll(() => {
    ({ t, stripe } = world);
  });

  it("cancels a customer's upcoming bookings, refunds a paid card one, tells the owners, and erases the customer from every booking", async () => {
    const owner = await account("del-owner");
    const leaving = await account("del-customer");
    const staying = await account("del-other-customer");
    const cafe = await place(owner.id);
    const pending = await book(cafe, leaving, 48);
    const paidByCard = await book(cafe, leaving, 72, {
      status: "publish",
      paymentMethod: "stripe",
      paidAt: new Date(),
      paymentReference: "pi_test_deleted_customer",
      stripeAccount: "acct_test_deletion_cafe",
      unitPriceCents: 10_000,
      totalCents: 60_000,
      tableNumbers: [2],
    });
    const past = await book(cafe, leaving, -72, { status: "completed" });
    const others = await book(cafe, staying, 48, { tableNumbers: [3] });

    const answer = await deleteAccountOf("del-customer");
    expect(answer).toEqual({ success: true, message: en["accounts.delete.done"] });

    // Upcoming: cancelled, their tables free again.
    for (const id of [pending.id, paidByCard.id]) {
      expect((await bookingRow(id)).status).toBe("canceled");
    }
    expect(
      await t.database.db
        .select()
        .from(bookingTables)
        .where(inArray(bookingTables.bookingId, [pending.id, paidByCard.id])),
    ).toEqual([]);
    // Past: kept for the owner's records, as it was done.
    expect((await bookingRow(past.id)).status).toBe("completed");
    // In all three, nothing says who booked.
    for (const id of [pending.id, paidByCard.id, past.id]) {
      expect(await bookingRow(id)).toMatchObject({
        customerId: null,
        firstName: "",
        lastName: "",
        email: "",
        phone: "",
        address: "",
        memo: "",
      });
    }
    // What was booked stays: the owner's history and totals still add up.
    expect(await bookingRow(paidByCard.id)).toMatchObject({
      placeId: cafe.id,
      ownerId: owner.id,
      adults: 6,
      totalCents: 60_000,
      paymentReference: "pi_test_deleted_customer",
    });
    // The card payment goes back through the refund job, as a cancellation's does.
    expect((await jobsOf("booking-refund", [paidByCard.id])).length).toBe(1);
    expect(await jobsOf("booking-refund", [pending.id])).toEqual([]);
    await waitForCall(
      stripe.calls,
      "Stripe-Account: acct_test_deletion_cafe /v1/refunds ",
      "payment_intent=pi_test_deleted_customer",
    );

    // The owner hears of both, without any of the erased details.
    const mails = await waitForMail(t.database.db, owner.email, 2);
    for (const mail of mails) {
      expect(mail.text).toContain(en["bookingMail.lead.owner.accountDeleted"]);
      for (const secret of Object.values(PRIVATE)) expect(mail.text).not.toContain(secret);
      expect(mail.text).not.toContain(leaving.email);
    }
    expect(mails.map((mail) => mail.text).join("\n")).toContain(
      translate(en, "bookingMail.refund.owner", { total: formatHkd(60_000) }),
    );
    // The deleted customer's only mail is the deletion notice.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await mailsTo(t.database.db, leaving.email)).map((mail) => mail.subject)).toEqual([
      en["accounts.mail.deleted.subject"],
    ]);

    // Another customer's booking at the same place is untouched.
    expect(await bookingRow(others.id)).toMatchObject({
      status: "pending",
      customerId: staying.id,
      memo: PRIVATE.memo,
    });
  });

  it("an owner's deletion cancels their places' upcoming bookings and tells every customer", async () => {
    const owner = await account("del-leaving-owner");
    const guest = await account("del-guest");
    const payer = await account("del-payer");
    const cafe = await place(owner.id);
    const asked = await book(cafe, guest, 30);
    const paid = await book(cafe, payer, 50, {
      status: "publish",
      paymentMethod: "stripe",
      paidAt: new Date(),
      paymentReference: "pi_test_deleted_owner",
      stripeAccount: "acct_test_leaving_owner",
      unitPriceCents: 5_000,
      totalCents: 30_000,
      tableNumbers: [2],
    });
    const untimed = await book(cafe, guest, 0, {
      style: "slot",
      startsAt: null,
      endsAt: null,
      startDate: null,
      endDate: null,
      startTime: null,
      endTime: null,
      tableNumbers: [],
    });
    const visited = await book(cafe, guest, -48, { status: "completed" });
    const unpaid = await book(cafe, payer, 80, {
      paymentMethod: "stripe",
      paymentReference: "cs_test_open_page",
      stripeAccount: "acct_test_leaving_owner",
      checkoutUrl: "https://checkout.stripe.test/c/pay/cs_test_open_page",
      unitPriceCents: 5_000,
      totalCents: 30_000,
      tableNumbers: [3],
    });

    await deleteAccountOf("del-leaving-owner");

    expect(await t.database.db.select().from(places).where(eq(places.id, cafe.id))).toEqual([]);
    for (const booking of [asked, paid, untimed, unpaid]) {
      expect(await bookingRow(booking.id)).toMatchObject({
        status: "canceled",
        placeTitle: cafe.title,
        // The customers' bookings are theirs: they keep them, and their own details in them.
        customerId: booking.customerId,
        memo: PRIVATE.memo,
      });
    }
    expect((await bookingRow(visited.id)).status).toBe("completed");
    expect((await jobsOf("booking-refund", [paid.id])).length).toBe(1);
    // On the account that took the money, though the owner and their connection are gone.
    await waitForCall(
      stripe.calls,
      "Stripe-Account: acct_test_leaving_owner /v1/refunds ",
      "payment_intent=pi_test_deleted_owner",
    );
    // The unpaid one's payment page can no longer take money for it.
    await waitForCall(
      stripe.calls,
      "Stripe-Account: acct_test_leaving_owner /v1/checkout/sessions/cs_test_open_page/expire",
    );

    const lead = translate(en, "bookingMail.lead.customer.accountDeleted", { place: cafe.title });
    const guestMails = await waitForMail(t.database.db, guest.email, 2);
    expect(guestMails).toHaveLength(2);
    for (const mail of guestMails) {
      expect(mail.subject).toBe(
        translate(en, "bookingMail.subject.customer.accountDeleted", { place: cafe.title }),
      );
      expect(mail.text).toContain(lead);
    }
    const payerMails = await waitForMail(t.database.db, payer.email, 2);
    for (const mail of payerMails) expect(mail.text).toContain(lead);
    const refundLine = translate(en, "bookingMail.refund.customer", { total: formatHkd(30_000) });
    expect(payerMails.filter((mail) => mail.text.includes(refundLine))).toHaveLength(1);

    // The customer still sees their booking, cancelled.
    const view = await t.app.inject({
      url: `${NS}/booking/view?id=${paid.id}`,
      headers: bearer(await signIn(t.app, "del-payer")),
    });
    expect(statusOf(view)).toBe(200);
    expect(view.json().data).toMatchObject({ status: "canceled", allow_cancel: false });
  });

  it("does the same when the retention purge deletes a long-deactivated account", async () => {
    const { db } = t.database;
    const owner = await account("del-purge-owner");
    const dormant = await account("del-dormant");
    const cafe = await place(owner.id);
    const booking = await book(cafe, dormant, 24);
    const now = new Date();
    await db
      .update(users)
      .set({
        deactivatedAt: new Date(now.getTime() - (RETENTION_DAYS.deactivatedAccounts + 1) * DAY_MS),
      })
      .where(eq(users.id, dormant.id));

    const purged = await purgeExpiredData({ db, storage: t.app.mediaStorage }, now);
    expect(purged.deactivatedAccounts).toBe(1);
    expect(await bookingRow(booking.id)).toMatchObject({
      status: "canceled",
      customerId: null,
      email: "",
      memo: "",
    });
    expect(
      (await jobsOf("booking-mail", [booking.id])).map((job) => job.payload.to).sort(),
    ).toEqual(["customer", "owner"]);
  });
});
