import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import jsQR from "jsqr";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, jobs, places } from "../../src/db/schema.ts";
import { placeOrder } from "../../src/server/api/bookings/booking-orders.ts";
import { changeBooking } from "../../src/server/api/bookings/change-booking.ts";
import { addDays } from "../../src/shared/bookings/availability.ts";
import { bookingInstant } from "../../src/shared/format/booking-time.ts";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { readDataObjects } from "../../src/shared/payments/emv-qr.ts";
import { hongKongDate } from "../../src/shared/places/hong-kong-clock.ts";
import { createUser, mailsTo, signIn } from "../support/accounts.ts";
import { apiCaller } from "../support/api-call.ts";
import { createPlace, createTerms, everyDay, type TestTerms } from "../support/directory.ts";
import { DATABASE_KINDS, startTestApp, type TestApp } from "../support/test-app.ts";

const PERSONAL_INFO = { firstName: "Ann", lastName: "Lee", phone: "+852 9123 4567" };
const PAYMENT = {
  methods: ["cash", "bank"] as ("cash" | "bank")[],
  fps: "6123 4567",
  accountName: "Blue Cafe Ltd",
  bankName: "HSBC",
  accountNumber: "123-456789-001",
  payWithinHours: 24,
};
/** What only the booking's parties may read: the account and the FPS proxy, as typed and as used. */
const SECRETS = ["123-456789-001", "6123 4567", "61234567", "Blue Cafe Ltd"];
const reference = (id: number) => `TS${String(id).padStart(4, "0")}`;

/** The text a QR image holds, read back from its pixels. */
async function decodeQr(dataUrl: string): Promise<string | null> {
  const png = Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ""), "base64");
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null;
}

/**
 * Issue [17] items 2 and 4, HK review M1, M2, M11, F3: the owner's bank account and FPS proxy
 * reach only the booking's customer and its place's side; one reference (`TS0034`) everywhere;
 * every mail asking for a transfer says how to pay; the paid mail says who took the money.
 */
describe.each(DATABASE_KINDS)("a transfer's payment details on %s", (kind) => {
  let t: TestApp;
  let terms: TestTerms;
  const ids: Record<string, number> = {};
  const tokens: Record<string, string> = {};
  const call = apiCaller(() => t.app, tokens);
  const day = addDays(hongKongDate(new Date()), 3);
  let hour = 11;

  beforeAll(async () => {
    t = await startTestApp(kind, { AUTH_RATE_LIMIT: "100000", BOOKING_RATE_LIMIT: "100000" });
    terms = await createTerms(t.database.db);
    for (const [username, role, language] of [
      ["owner", "author", "tc"],
      ["rival", "author", "en"],
      ["boss", "admin", "en"],
      ["diner", "user", "en"],
      ["second", "user", "en"],
    ] as const) {
      const user = await createUser(t.database.db, {
        username,
        email: `${username}@example.test`,
        role,
        language,
        emailVerifiedAt: new Date(),
        ...PERSONAL_INFO,
      });
      ids[username] = user.id;
      tokens[username] = await signIn(t.app, username);
    }
    const place = await createPlace(t.database.db, terms, {
      authorId: ids.owner!,
      title: "Harbour Noodles",
      locationSlug: "wan-chai",
      termIds: [terms.salon],
      openingHours: everyDay("11:00", "22:00"),
    });
    await t.database.db
      .update(places)
      .set({
        bookingStyle: "table",
        bookingPriceCents: 20_000,
        bookingSettings: {
          tables: [{ name: "T1", seats: 4 }],
          slotMinutes: 60,
          priceUnit: "deposit_per_booking",
          payment: PAYMENT,
        },
      })
      .where(eq(places.id, place.id));
    ids.place = place.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A booking of the next free hour, so no two tests want one table at one time. */
  async function book(who: string, method: string) {
    const res = await call("POST", "booking/order", who, {
      resource_id: ids.place,
      adult: 2,
      start_date: day,
      start_time: `${hour++}:00`,
      payment_method: method,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.booking_id as number;
  }

  async function mailTo(to: string, id: number, subject: string) {
    for (let i = 0; i < 500; i++) {
      const mail = (await mailsTo(t.database.db, to)).find(
        (m) => m.subject.startsWith(subject) && m.text.includes(reference(id)),
      );
      if (mail) return mail;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`no mail "${subject}" about ${id} to ${to}`);
  }

  const expectNoSecrets = (body: unknown, what: string) => {
    const text = JSON.stringify(body);
    for (const secret of SECRETS) expect(text, `${what}: ${secret}`).not.toContain(secret);
  };

  it("gives anyone the ways to pay but never the owner's account or FPS proxy", async () => {
    for (const who of [undefined, "second", "rival"]) {
      const form = await call("GET", `booking/form?resource_id=${ids.place}`, who);
      expect(form.status).toBe(200);
      expect(form.body.payment.list.map((one: { method: string }) => one.method)).toEqual([
        "cash",
        "bank",
      ]);
      expect(form.body.payment.list[1].instruction).toBe(MESSAGES.en["payments.bankInstruction"]);
      expect(form.body.payment.bank_account_list).toEqual([]);
      expectNoSecrets(form.body, `booking/form for ${who ?? "anyone"}`);
      for (const route of [
        `setting/payment?resource_id=${ids.place}`,
        `place/view?id=${ids.place}`,
        "setting/init",
      ]) {
        const answer = await call("GET", route, who);
        expect(answer.status, route).toBe(200);
        expectNoSecrets(answer.body, `${route} for ${who ?? "anyone"}`);
      }
      const cart = await call("POST", "booking/cart", who, {
        resource_id: ids.place,
        booking_style: "table",
        adult: 2,
        start_date: day,
        start_time: "20:00",
      });
      expectNoSecrets(cart.body, `booking/cart for ${who ?? "anyone"}`);
    }
  });

  it("gives the booking's customer and its place's side the details, the amount, one reference and its QR", async () => {
    const id = await book("diner", "bank");
    for (const who of ["diner", "owner", "boss"]) {
      const view = await call("GET", `booking/view?id=${id}`, who);
      expect(view.status, who).toBe(200);
      expect(view.body.data.bank_account_list, who).toEqual([
        {
          acc_name: "Blue Cafe Ltd",
          acc_number: "123-456789-001",
          bank_name: "HSBC",
          bank_sort_code: "",
          bank_iban: "",
          bank_swift: "",
          fps: "6123 4567",
        },
      ]);
      expect(view.body.data).toMatchObject({
        payment_reference: reference(id),
        payment_amount: "200.00",
        title: `Booking ${reference(id)}`,
      });
    }
    const view = (await call("GET", `booking/view?id=${id}`, "diner")).body.data;
    const payload = await decodeQr(view.payment_qr);
    const fields = Object.fromEntries(readDataObjects(payload!)!.map((o) => [o.id, o.value]));
    expect(fields["26"]).toBe("0012hk.com.hkicl0313+852-61234567");
    expect(fields["54"]).toBe("200.00");
    expect(fields["62"]).toBe(`0106${reference(id)}0506${reference(id)}`);

    // Anyone else finds no such booking: a second customer, another owner, nobody signed in.
    for (const who of ["second", "rival", undefined]) {
      const refused = await call("GET", `booking/view?id=${id}`, who);
      expect(refused.status, who).toBeGreaterThanOrEqual(400);
      expect(refused.status, who).toBeLessThan(500);
      expectNoSecrets(refused.body, `booking/view for ${who ?? "anyone"}`);
    }
  });

  it("says how to pay in the order, acceptance and reminder mails, and nothing of it to the owner", async () => {
    const id = await book("diner", "bank");
    const booking = (await t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
    const howToPay = [
      "How to pay (FPS or bank transfer):",
      "Payee: Blue Cafe Ltd",
      "FPS (mobile): 6123 4567",
      "Bank: HSBC",
      "Account number: 123-456789-001",
      "Amount: HK$200",
      `Reference (for the transfer’s note): ${reference(id)}`,
      `${t.app.config.siteUrl}/app/bookings/${id}`,
      "check that the payee name your bank shows matches “Blue Cafe Ltd”",
    ];
    const ordered = await mailTo("diner@example.test", id, "Booking received");
    for (const line of howToPay) expect(ordered.text).toContain(line);
    // The deadline once, in the block.
    const payBy = `Please pay by ${bookingInstant(booking.payBy!, "en")}, or the booking is released.`;
    expect(ordered.text.split(payBy)).toHaveLength(2);

    const toOwner = await mailTo("owner@example.test", id, "新預約請求");
    expect(toOwner.subject).toContain(`預約 ${reference(id)}`);
    expect(toOwner.text).not.toContain("123-456789-001");

    expect((await call("POST", "booking/accept_by_id", "owner", { id })).status).toBe(200);
    const accepted = await mailTo("diner@example.test", id, "Booking accepted");
    for (const line of howToPay) expect(accepted.text).toContain(line);
    expect(accepted.text.split(payBy)).toHaveLength(2);

    await t.database.db
      .update(jobs)
      .set({ runAt: new Date() })
      .where(eq(jobs.uniqueKey, `reminder:${id}`));
    t.app.jobs.wake();
    const reminder = await mailTo("diner@example.test", id, "Reminder of your booking");
    for (const line of howToPay) expect(reminder.text).toContain(line);

    // Paid: no more asking, and the place recorded it, not us.
    expect((await call("POST", "booking/mark_paid", "owner", { id })).status).toBe(200);
    const paid = await mailTo("diner@example.test", id, "Payment received");
    expect(paid.text).toContain("“Harbour Noodles” has recorded your payment.");
    expect(paid.text).not.toContain("How to pay");
    expect(paid.text).not.toContain("We have received");
  });

  it("asks nothing of a cash booking, and says a card payment went to the place", async () => {
    const cash = await book("diner", "cash");
    const ordered = await mailTo("diner@example.test", cash, "Booking received");
    expect(ordered.text).not.toContain("How to pay");
    expect(ordered.text).not.toContain("123-456789-001");

    const placed = await changeBooking(t.app, "ordered", (tx) =>
      placeOrder(tx, {
        placeId: ids.place!,
        customerId: ids.diner!,
        request: { startDate: day, startTime: `${hour++}:00`, persons: 2 },
        adults: 2,
        children: 0,
        contact: { ...PERSONAL_INFO, email: "diner@example.test", address: "", memo: "" },
        paymentMethod: "stripe",
        createdVia: "web",
        idempotencyKey: randomUUID(),
      }),
    );
    const card = placed.kind === "booked" ? placed.booking : undefined;
    expect(card).toBeDefined();
    await changeBooking(t.app, "paid", async (tx) => {
      const [paid] = await tx
        .update(bookings)
        // A new revision, as the webhook's write makes one: its own mails.
        .set({
          paidAt: new Date(),
          status: "processing",
          calendarSequence: card!.calendarSequence + 1,
        })
        .where(eq(bookings.id, card!.id))
        .returning();
      return paid;
    });
    const paid = await mailTo("diner@example.test", card!.id, "Payment received");
    expect(paid.text).toContain("Paid to “Harbour Noodles” by card.");
  });
});
