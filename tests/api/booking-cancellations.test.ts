import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { bookings, jobs } from "../../src/db/schema.ts";
import { DATABASE_KINDS, type TestApp } from "../support/test-app.ts";
import { bookingActionsSuite } from "./booking-actions-suite.ts";

/**
 * Decision 078: what the owner records on the day and after — arrived, no-show, completed, the
 * place cancelling for the guest, money owed back and sent — each by the place's owner or an
 * admin only, from its state and its time; and every booking read in its reader's words.
 */
describe.each(DATABASE_KINDS)("the owner's actions on a booking on %s", (kind) => {
  const world = bookingActionsSuite(kind);
  const { call, day, restaurant, book, accepted, rowOf, mailMatching, expectRefused } = world;
  let t: TestApp;
  beforeAll(() => {
    ({ t } = world);
  });

  it("cancels for the guest with the reason, mailed with the cancelled invitation", async () => {
    const placeId = await restaurant("Kitchen Flood");
    const id = await accepted("diner", placeId);
    await expectRefused("booking/cancel_by_owner", { id, reason: "Kitchen flooded." });
    const canceled = await call("POST", "booking/cancel_by_owner", "owner", {
      id,
      reason: "Kitchen flooded.",
    });
    expect(canceled.status, JSON.stringify(canceled.body)).toBe(200);
    expect(canceled.body.data).toMatchObject({
      status: "canceled",
      state: "canceledByPlace",
      canceled_by: "place",
      status_name: "Cancelled by you",
      cancel_reason: "Kitchen flooded.",
      refund: "",
    });
    expect(
      (await call("POST", "booking/cancel_by_owner", "owner", { id, reason: "Again." })).status,
    ).toBe(409);
    const view = await call("GET", `booking/view?id=${id}`, "diner");
    expect(view.body.data.status_name).toBe("Cancelled by the restaurant");

    const toGuest = await mailMatching("diner@example.test", "餐廳已取消你的預約");
    expect(toGuest.text).toContain("Kitchen flooded.");
    expect(toGuest.text).toContain("狀態：餐廳已取消");
    expect(toGuest.calendar).toContain("METHOD:CANCEL");
    const toOwner = await mailMatching("owner@example.test", "你已取消預約");
    expect(toOwner.text).toContain("狀態：你已取消");

    // A request never accepted is declined, as the guest reads it.
    const request = await book("second", placeId, "12:00");
    const declined = await call("POST", "booking/cancel_by_owner", "boss", {
      id: request,
      reason: "Private event.",
    });
    expect(declined.body.data).toMatchObject({ canceled_by: "declined", state: "declined" });
    const guestView = await call("GET", `booking/view?id=${request}`, "second");
    expect(guestView.body.data.status_name).toBe("Not accepted");
  });

  it("owes back money paid to the place on every cancellation, until the owner marks it refunded", async () => {
    const placeId = await restaurant("Deposit House");
    /** A bank-transfer booking the owner saw paid: accepted or not, as asked. */
    async function paid(who: string, time: string, accept: boolean) {
      const id = accept ? await accepted(who, placeId, time) : await book(who, placeId, time);
      await t.database.db
        .update(bookings)
        .set({ paymentMethod: "bank", totalCents: 30_000 })
        .where(eq(bookings.id, id));
      expect((await call("POST", "booking/mark_paid", "owner", { id })).status).toBe(200);
      return id;
    }
    const byOwner = await paid("diner", "12:00", true);
    const byDecline = await paid("second", "13:00", false);
    const byGuest = await paid("diner", "14:00", true);
    const byClosure = await paid("second", "20:00", true);
    const notPaid = await accepted("diner", placeId, "15:00");

    await call("POST", "booking/cancel_by_owner", "owner", { id: byOwner, reason: "Closed." });
    await call("POST", "booking/decline_by_id", "owner", { id: byDecline, reason: "Full." });
    expect((await call("POST", "booking/cancel_by_id", "diner", { id: byGuest })).status).toBe(200);
    const closed = await call("POST", "booking/close", "owner", {
      resource_id: placeId,
      start_date: day,
      start_time: "20:00",
      end_time: "22:00",
      reason: "typhoon8",
    });
    expect(closed.body.data.canceled).toBe(1);
    await call("POST", "booking/cancel_by_owner", "owner", { id: notPaid, reason: "Closed." });

    for (const [id, canceledBy] of [
      [byOwner, "place"],
      [byDecline, "declined"],
      [byGuest, "customer"],
      [byClosure, "closure"],
    ] as const) {
      expect(await rowOf(id), canceledBy).toMatchObject({ refund: "due", canceledBy });
    }
    expect(await rowOf(notPaid)).toMatchObject({ refund: null, canceledBy: "place" });

    const owed = await call("GET", `booking/view?id=${byOwner}`, "owner");
    expect(owed.body.data).toMatchObject({ state: "refundDue", refund: "due" });
    const toGuest = await mailMatching("diner@example.test", "餐廳已取消你的預約", byOwner);
    expect(toGuest.text).toContain("HK$300 會由餐廳退還給你");
    const toOwner = await mailMatching("owner@example.test", "你已取消預約", byOwner);
    expect(toOwner.text).toContain("請以轉數快或銀行轉賬把 HK$300 退還客人");

    await expectRefused("booking/mark_refunded", { id: byOwner });
    const refunded = await call("POST", "booking/mark_refunded", "owner", {
      id: byOwner,
      reference: "FPS 12345",
    });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    expect(refunded.body.data).toMatchObject({
      status: "refunded",
      state: "refunded",
      refund: "refunded",
      refund_reference: "FPS 12345",
    });
    expect((await rowOf(byOwner)).refundedAt).not.toBeNull();
    expect((await call("POST", "booking/mark_refunded", "owner", { id: byOwner })).status).toBe(
      409,
    );
    expect((await call("POST", "booking/mark_refunded", "boss", { id: notPaid })).status).toBe(409);
    expect((await call("POST", "booking/mark_refunded", "boss", { id: byGuest })).status).toBe(200);
    const told = await mailMatching("diner@example.test", "預約已退款", byOwner);
    expect(told.text).toContain("已退還你支付的 HK$300");
  });

  it("lets a paid request that lapses owe its money back, ended by the system", async () => {
    const placeId = await restaurant("Slow Reply");
    const id = await book("diner", placeId);
    // A HK$300 deposit paid in cash ahead (a free booking paid nothing to give back).
    await t.database.db.update(bookings).set({ totalCents: 30_000 }).where(eq(bookings.id, id));
    expect((await call("POST", "booking/mark_paid", "owner", { id })).status).toBe(200);
    await t.database.db
      .update(jobs)
      .set({ runAt: new Date() })
      .where(eq(jobs.uniqueKey, `lapse:${id}`));
    t.app.jobs.wake();
    for (let i = 0; i < 500 && (await rowOf(id)).status !== "canceled"; i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(await rowOf(id)).toMatchObject({
      status: "canceled",
      canceledBy: "system",
      refund: "due",
    });
  });
});
