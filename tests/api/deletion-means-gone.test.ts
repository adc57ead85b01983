import { mkdtemp, readdir, rm } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bookings,
  bookingTables,
  files,
  jobs,
  places,
  reviews,
  users,
} from "../../src/db/schema.ts";
import { purgeExpiredData, RETENTION_DAYS } from "../../src/server/services/retention.ts";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { translate } from "../../src/shared/i18n/translate.ts";
import { privacyEn } from "../../src/shared/legal/privacy.en.ts";
import { privacySc } from "../../src/shared/legal/privacy.sc.generated.ts";
import { privacyTc } from "../../src/shared/legal/privacy.tc.ts";
import { formatHkd } from "../../src/shared/money/hkd.ts";
import { bearer, createUser, mailsTo, PASSWORD, signIn, waitForMail } from "../support/accounts.ts";
import { statusOf } from "../support/api-call.ts";
import {
  addReview,
  createPlace,
  createTerms,
  findPlace,
  type TestTerms,
} from "../support/directory.ts";
import { DATABASE_KINDS, startTestApp, type TestApp } from "../support/test-app.ts";

const SITE_URL = "https://tablestart.test";
const NS = "/api/listar/v1";
const en = MESSAGES.en;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** What the customers put in their bookings: none of it may outlive their account. */
const PRIVATE = {
  firstName: "Mei",
  lastName: "Chan-Private",
  phone: "98765432",
  address: "1 Private Road, Mid-Levels",
  memo: "PRIVATE-MEMO allergy",
};

/**
 * Stripe's two calls that end a card booking — a refund, closing an unpaid Checkout page —
 * answered locally and written down with the connected account they act on (decision 079), so
 * a test can see that they were asked for, and where.
 */
async function startStripeRecorder() {
  const calls: string[] = [];
  const server = createServer((request, response) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      calls.push(
        `Stripe-Account: ${request.headers["stripe-account"] ?? "-"} ${request.url} ${body}`,
      );
      const expired = /^\/v1\/checkout\/sessions\/(cs_\w+)\/expire$/.exec(request.url ?? "");
      response.writeHead(200, { "content-type": "application/json" });
      response.end(
        JSON.stringify(
          expired
            ? { id: expired[1], object: "checkout.session", status: "expired" }
            : { id: "re_test_recorded", object: "refund", status: "succeeded" },
        ),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    calls,
    config: {
      STRIPE_SECRET_KEY: "sk_test_deletion0123456789",
      STRIPE_WEBHOOK_SECRET: "whsec_deletionTestSigningSecret0123",
      STRIPE_API_URL: `http://127.0.0.1:${port}`,
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Waits for a call to Stripe whose account, path and body contain every text (the job runner makes them). */
async function waitForCall(calls: string[], ...texts: string[]) {
  for (let i = 0; i < 300; i++) {
    if (calls.some((call) => texts.every((text) => call.includes(text)))) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`no call to Stripe with ${texts.join(", ")}: ${calls.join("\n")}`);
}

describe.each(DATABASE_KINDS)("deleting an account leaves nothing of it behind on %s", (kind) => {
  let t: TestApp;
  let dataDir: string;
  let terms: TestTerms;
  let placeCount = 0;
  let stripe: Awaited<ReturnType<typeof startStripeRecorder>>;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "tablestart-deletion-"));
    stripe = await startStripeRecorder();
    t = await startTestApp(kind, {
      SITE_URL,
      DATA_DIR: dataDir,
      AUTH_RATE_LIMIT: "1000",
      ...stripe.config,
    });
    terms = await createTerms(t.database.db);
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const account = (username: string) =>
    createUser(t.database.db, { username, language: "en", emailVerifiedAt: new Date() });

  const place = (authorId: number) =>
    createPlace(t.database.db, terms, {
      authorId,
      title: `Deletion Café ${++placeCount}`,
      locationSlug: "central-and-western",
      termIds: [terms.chaChaanTeng],
    });

  /** A booking as an order writes it, `hours` from now (negative: in the past). */
  async function book(
    where: { id: number; title: string; authorId: number },
    customer: { id: number; email: string },
    hours: number,
    values: Partial<typeof bookings.$inferInsert> = {},
  ) {
    const startsAt = new Date(Date.now() + hours * HOUR_MS);
    const endsAt = new Date(startsAt.getTime() + 2 * HOUR_MS);
    const day = startsAt.toISOString().slice(0, 10);
    const [row] = await t.database.db
      .insert(bookings)
      .values({
        placeId: where.id,
        placeTitle: where.title,
        ownerId: where.authorId,
        customerId: customer.id,
        style: "table",
        startsAt,
        endsAt,
        startDate: day,
        endDate: day,
        startTime: "12:00",
        endTime: "14:00",
        adults: 6,
        tableNumbers: [1],
        quantity: 6,
        unitPriceCents: 0,
        totalCents: 0,
        paymentMethod: "cash",
        ...PRIVATE,
        email: customer.email,
        ...values,
      })
      .returning();
    if (!row) throw new Error("no booking");
    if (row.startsAt && row.endsAt && (row.status === "pending" || row.status === "publish")) {
      await t.database.db.insert(bookingTables).values(
        row.tableNumbers.map((tableNumber) => ({
          bookingId: row.id,
          placeId: where.id,
          tableNumber,
          startsAt: row.startsAt!,
          endsAt: row.endsAt!,
        })),
      );
    }
    return row;
  }

  const bookingRow = async (id: number) =>
    (await t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;

  const deleteAccountOf = async (username: string) => {
    const token = await signIn(t.app, username);
    const res = await t.app.inject({
      method: "POST",
      url: `${NS}/auth/delete_account?lang=en`,
      headers: bearer(token),
      payload: { old_password: PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  const jobsOf = async (kindOfJob: string, bookingIds: number[]) =>
    (await t.database.db.select().from(jobs).where(eq(jobs.kind, kindOfJob))).filter((job) =>
      bookingIds.includes(job.payload.bookingId as number),
    );

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

  it("removes the account's files (attachments included) from storage and /media", async () => {
    const leaving = await account("del-uploader");
    const keeper = await account("del-keeper");
    const upload = async (username: string, name: string) => {
      const form = new FormData();
      form.append("file", new Blob(["%PDF-1.4 private menu"], { type: "application/pdf" }), name);
      const res = await t.app.inject({
        method: "POST",
        url: `${NS}/place/attachment`,
        payload: form,
        headers: bearer(await signIn(t.app, username)),
      });
      expect(res.statusCode, res.body).toBe(201);
      const data = res.json().data as { id: number; url: string };
      return { id: data.id, path: data.url.replace(SITE_URL, "") };
    };
    const mine = await upload("del-uploader", "private-menu.pdf");
    const theirs = await upload("del-keeper", "menu.pdf");
    expect((await t.app.inject({ url: mine.path })).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(files).where(eq(files.id, mine.id));
    const folder = path.join(dataDir, "uploads", row!.directory);
    expect(await readdir(folder)).toEqual([row!.file]);

    await deleteAccountOf("del-uploader");

    expect(await t.database.db.select().from(files).where(eq(files.userId, leaving.id))).toEqual(
      [],
    );
    expect(await t.database.db.select().from(files).where(eq(files.id, mine.id))).toEqual([]);
    expect((await t.app.inject({ url: mine.path })).statusCode).toBe(404);
    await expect(readdir(folder)).rejects.toMatchObject({ code: "ENOENT" });
    // Someone else's file stays where it was.
    expect((await t.app.inject({ url: theirs.path })).statusCode).toBe(200);
    expect(
      (await t.database.db.select().from(files).where(eq(files.userId, keeper.id))).length,
    ).toBe(1);
  });

  it("removes the account's reviews and recounts the ratings of the places it reviewed", async () => {
    const { db } = t.database;
    const owner = await account("del-rated-owner");
    const leaving = await account("del-reviewer");
    const fan = await account("del-fan");
    const critic = await account("del-critic");
    const cafe = await place(owner.id);
    await addReview(db, cafe.id, fan.id, 5);
    await addReview(db, cafe.id, critic.id, 3);
    await addReview(db, cafe.id, leaving.id, 1);
    const view = async () =>
      (await t.app.inject({ url: `${NS}/place/view?id=${cafe.id}` })).json().data;
    expect((await view()).rating_meta).toMatchObject({ "1": 1, "3": 1, "5": 1 });

    await deleteAccountOf("del-reviewer");

    expect(await db.select().from(reviews).where(eq(reviews.userId, leaving.id))).toEqual([]);
    expect(await findPlace(db, cafe.id)).toMatchObject({
      ratingCount: 2,
      ratingAvg: 4,
      ratingStars: [0, 0, 1, 0, 1],
    });
    // The directory's cached answers show it at once.
    expect((await view()).rating_meta).toMatchObject({ "1": 0, "3": 1, "5": 1 });
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

  it("says in the privacy policy, in every language, what is kept of bookings and why", () => {
    const retention = (text: typeof privacyEn) =>
      JSON.stringify(text.sections.find((section) => section.id === "retention"));
    expect(retention(privacyEn)).toContain("owners keep only records that no longer identify you");
    expect(retention(privacyEn)).toContain("accounting records");
    expect(retention(privacyEn)).not.toContain("keep their contact details");
    expect(retention(privacyTc)).toContain("店主只保留不能識別你的預約紀錄");
    expect(retention(privacySc)).toContain("店主只保留不能识别你的预约记录");
    // The answer to a deletion no longer claims that all data is gone.
    expect(en["accounts.delete.done"]).not.toContain("all its data");
    expect(MESSAGES.tc["accounts.delete.done"]).not.toContain("所有");
    expect(MESSAGES.sc["accounts.delete.done"]).not.toContain("所有");
  });
});
