import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, bookingTables, jobs } from "../../src/db/schema.ts";
import { placeOrder } from "../../src/server/api/bookings/booking-orders.ts";
import { payByOf, UNPAID_JOB } from "../../src/server/api/bookings/booking-pay-by.ts";
import { changeBooking } from "../../src/server/api/bookings/change-booking.ts";
import { addDays } from "../../src/shared/bookings/availability.ts";
import { bookingInstant } from "../../src/shared/format/booking-time.ts";
import type { PlacePayment } from "../../src/shared/listings/booking-settings.ts";
import { hongKongDate } from "../../src/shared/places/hong-kong-clock.ts";
import { mailsTo, signedInPeople } from "../support/accounts.ts";
import { apiCaller } from "../support/api-call.ts";
import { createTerms, type TestTerms, tableRestaurant } from "../support/directory.ts";
import { DATABASE_KINDS, startTestApp, type TestApp } from "../support/test-app.ts";

const HOUR = 3_600_000;
const PERSONAL_INFO = { firstName: "Ann", lastName: "Lee", phone: "+852 9123 4567" };

describe("an unpaid transfer deposit's deadline", () => {
  const now = new Date("2026-11-27T10:00:00Z");
  const bank = { paymentMethod: "bank", totalCents: 20_000 };
  const within24: PlacePayment = { methods: ["bank"], payWithinHours: 24 };
  const far = new Date(now.getTime() + 10 * 24 * HOUR);

  it("is the place's hours after the order, or the booking's start if sooner", () => {
    expect(payByOf(within24, { ...bank, startsAt: far }, now)).toEqual(
      new Date(now.getTime() + 24 * HOUR),
    );
    const soon = new Date(now.getTime() + 3 * HOUR);
    expect(payByOf(within24, { ...bank, startsAt: soon }, now)).toEqual(soon);
    // A request waiting for the place to give its time has only the hours.
    expect(payByOf(within24, { ...bank, startsAt: null }, now)).toEqual(
      new Date(now.getTime() + 24 * HOUR),
    );
  });

  it("is none for cash, card, nothing to pay, or a place that waits for its owner", () => {
    for (const paymentMethod of ["cash", "stripe"]) {
      expect(payByOf(within24, { ...bank, paymentMethod, startsAt: far }, now)).toBeNull();
    }
    expect(payByOf(within24, { ...bank, totalCents: 0, startsAt: far }, now)).toBeNull();
    expect(payByOf({ methods: ["bank"] }, { ...bank, startsAt: far }, now)).toBeNull();
    expect(payByOf(undefined, { ...bank, startsAt: far }, now)).toBeNull();
  });
});

/**
 * Decision 078: an unpaid bank-transfer request no longer holds its table for ever. A place that
 * sets `payWithinHours` has it released at its `pay_by`, both sides told, unless paid first.
 */
describe.each(DATABASE_KINDS)("paying a transfer deposit by its deadline on %s", (kind) => {
  let t: TestApp;
  let terms: TestTerms;
  const ids: Record<string, number> = {};
  const tokens: Record<string, string> = {};
  const call = apiCaller(() => t.app, tokens);
  const day = addDays(hongKongDate(new Date()), 3);

  beforeAll(async () => {
    t = await startTestApp(kind, { AUTH_RATE_LIMIT: "100000", BOOKING_RATE_LIMIT: "100000" });
    terms = await createTerms(t.database.db);
    await signedInPeople(
      t.app,
      t.database.db,
      [
        ["owner", "author", "tc"],
        ["rival", "author", "tc"],
        ["diner", "user", "en"],
        ["second", "user", "en"],
      ] as const,
      { ids, tokens },
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A restaurant with one table and a HK$200 deposit, paid in cash or by transfer. */
  const restaurant = (title: string, payment: Partial<PlacePayment> = {}) =>
    tableRestaurant(t.database.db, terms, {
      authorId: ids.owner!,
      title,
      tables: [4],
      priceCents: 20_000,
      settings: {
        priceUnit: "deposit_per_booking",
        payment: { methods: ["cash", "bank"], fps: "1234567", payWithinHours: 24, ...payment },
      },
    });

  const order = (placeId: number, method: string, date = day) => ({
    resource_id: placeId,
    adult: 2,
    start_date: date,
    start_time: "19:00",
    payment_method: method,
  });

  async function book(who: string, placeId: number, method: string, date = day) {
    const res = await call("POST", "booking/order", who, order(placeId, method, date));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.booking_id as number;
  }

  const stored = async (id: number) =>
    (await t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;

  const unpaidJob = async (id: number) =>
    (
      await t.database.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.kind, UNPAID_JOB), eq(jobs.uniqueKey, `unpaid:${id}`)))
    )[0];

  /** Brings the deadline forward to now and waits until the runner has done the job. */
  async function runDeadline(id: number) {
    await t.database.db
      .update(jobs)
      .set({ runAt: new Date() })
      .where(eq(jobs.uniqueKey, `unpaid:${id}`));
    t.app.jobs.wake();
    for (let i = 0; i < 500; i++) {
      const job = await unpaidJob(id);
      if (job?.doneAt) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error("the deadline's job did not run");
  }

  async function mailMatching(to: string, subject: string) {
    for (let i = 0; i < 500; i++) {
      const mail = (await mailsTo(t.database.db, to)).find((m) => m.subject.includes(subject));
      if (mail) return mail;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`no mail "${subject}" to ${to}`);
  }

  it("gives a transfer its deadline: the place's hours, capped by the booking's start", async () => {
    const placeId = await restaurant("Deadline Kitchen");
    const before = Date.now();
    const id = await book("diner", placeId, "bank");
    const after = Date.now();
    const booking = await stored(id);
    const payBy = booking.payBy!.getTime();
    expect(payBy).toBeGreaterThanOrEqual(before + 24 * HOUR);
    expect(payBy).toBeLessThanOrEqual(after + 24 * HOUR);
    expect((await unpaidJob(id))?.runAt).toEqual(booking.payBy);
    const view = await call("GET", `booking/view?id=${id}`, "diner");
    expect(view.body.data.pay_by).toBe(booking.payBy!.toISOString());

    // A week to pay for a booking in three days: the start comes first.
    const week = await restaurant("Week Kitchen", { payWithinHours: 168 });
    const soon = await stored(await book("diner", week, "bank"));
    expect(soon.payBy).toEqual(soon.startsAt);

    // Both sides' order mails say it.
    const payByText = bookingInstant(booking.payBy!, "en");
    const toDiner = await mailMatching("diner@example.test", "Booking received: Deadline Kitchen");
    expect(toDiner.text).toContain(`Please pay by ${payByText}, or the booking is released.`);
    const toOwner = await mailMatching("owner@example.test", "（Deadline Kitchen）");
    expect(toOwner.text).toContain(`客人如未能在${bookingInstant(booking.payBy!, "tc")}前付款`);
  });

  it("brings the deadline forward with a booking the owner moves earlier", async () => {
    const placeId = await restaurant("Moving Kitchen", { payWithinHours: 168 });
    const id = await book("diner", placeId, "bank");
    const earlier = addDays(day, -1);
    const moved = await call("POST", "booking/change_by_id", "owner", { id, start_date: earlier });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const booking = await stored(id);
    expect(booking.startDate).toBe(earlier);
    expect(booking.payBy).toEqual(booking.startsAt);
    expect((await unpaidJob(id))?.runAt).toEqual(booking.startsAt);
  });

  it("gives a guest's transfer its deadline as well", async () => {
    const placeId = await restaurant("Guest Deadline Kitchen");
    const placed = await changeBooking(t.app, "ordered", (tx) =>
      placeOrder(tx, {
        placeId,
        customerId: null,
        guest: { key: randomUUID(), addressHash: "guest-address", language: "en" },
        request: { startDate: day, startTime: "19:00", persons: 2 },
        adults: 2,
        children: 0,
        contact: { ...PERSONAL_INFO, email: "guest@example.test", address: "", memo: "" },
        paymentMethod: "bank",
        createdVia: "web",
        idempotencyKey: null,
      }),
    );
    expect(placed.kind).toBe("booked");
    const booking = placed.kind === "booked" ? placed.booking : undefined;
    expect(booking?.payBy).not.toBeNull();
    expect((await unpaidJob(booking!.id))?.runAt).toEqual(booking?.payBy);
  });

  it("releases a request still unpaid at its deadline: both sides told, the table free again", async () => {
    const placeId = await restaurant("Release Kitchen");
    const id = await book("diner", placeId, "bank");
    // While it waits for the money, the one table is held.
    const meanwhile = await call("POST", "booking/order", "second", order(placeId, "bank"));
    expect(meanwhile.status).toBe(400);

    await runDeadline(id);
    const released = await stored(id);
    expect(released.status).toBe("canceled");
    expect(released.canceledBy).toBe("system");
    expect(released.refund).toBeNull();
    expect(
      await t.database.db.select().from(bookingTables).where(eq(bookingTables.bookingId, id)),
    ).toEqual([]);
    const payByText = bookingInstant(released.payBy!, "en");
    const toDiner = await mailMatching("diner@example.test", "Released, the deposit was not paid");
    expect(toDiner.subject).toBe("Released, the deposit was not paid: Release Kitchen");
    expect(toDiner.text).toContain(`the deposit was not paid by ${payByText}`);
    const toOwner = await mailMatching("owner@example.test", "訂金未付，預約已取消");
    expect(toOwner.subject).toContain("Release Kitchen");
    // The evening can be booked again.
    const again = await call("POST", "booking/order", "second", order(placeId, "bank"));
    expect(again.status).toBe(200);
  });

  it("leaves a request whose payment the owner recorded first", async () => {
    const placeId = await restaurant("Paid Kitchen");
    const id = await book("diner", placeId, "bank");
    const paid = await call("POST", "booking/mark_paid", "owner", { id, reference: "FPS 1" });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    await runDeadline(id);
    const kept = await stored(id);
    expect(kept.status).toBe("processing");
    expect(kept.canceledBy).toBeNull();
  });

  it("sets no deadline for cash, nor at a place that waits for its owner", async () => {
    const placeId = await restaurant("Cash Kitchen");
    const cash = await book("diner", placeId, "cash");
    expect((await stored(cash)).payBy).toBeNull();
    expect(await unpaidJob(cash)).toBeUndefined();
    const patient = await restaurant("Patient Kitchen", { payWithinHours: undefined });
    const transfer = await book("diner", patient, "bank");
    expect((await stored(transfer)).payBy).toBeNull();
    expect(await unpaidJob(transfer)).toBeUndefined();
    const view = await call("GET", `booking/view?id=${transfer}`, "diner");
    expect(view.body.data.pay_by).toBe("");
  });

  it("takes the setting from the place's owner in the place form, 1 hour to 7 days", async () => {
    const placeId = await restaurant("Form Kitchen");
    const settings = {
      tables: [{ name: "T1", seats: 4 }],
      payment: { methods: ["bank"], fps: "1234567", payWithinHours: 48 },
    };
    const field = "booking_settings.payment.payWithinHours";
    for (const payWithinHours of [0, 169, "24", 1.5, -1, null, [24], { hours: 24 }]) {
      const answer = await call("POST", "place/save", "owner", {
        post_id: placeId,
        booking_settings: { ...settings, payment: { ...settings.payment, payWithinHours } },
      });
      expect(answer.status, JSON.stringify(payWithinHours)).toBe(400);
      expect(Object.keys(answer.body.data.params), JSON.stringify(payWithinHours)).toContain(field);
    }
    const saved = await call("POST", "place/save", "owner", {
      post_id: placeId,
      booking_settings: settings,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const values = (await call("GET", `place/form?post_id=${placeId}`, "owner")).body.values;
    expect(values.booking_settings.payment.payWithinHours).toBe(48);

    // Nobody else's to change.
    for (const who of ["rival", "diner"]) {
      const other = await call("POST", "place/save", who, {
        post_id: placeId,
        booking_settings: { ...settings, payment: { ...settings.payment, payWithinHours: 1 } },
      });
      expect(other.status, who).toBeGreaterThanOrEqual(400);
    }
    const after = (await call("GET", `place/form?post_id=${placeId}`, "owner")).body.values;
    expect(after.booking_settings.payment.payWithinHours).toBe(48);
  });
});
