import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, type places } from "../../src/db/schema.ts";
import { eraseBookingCustomers } from "../../src/server/api/bookings/booking-retention.ts";
import { addDays } from "../../src/shared/bookings/availability.ts";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { translate } from "../../src/shared/i18n/translate.ts";
import { hongKongDate } from "../../src/shared/places/hong-kong-clock.ts";
import { createUser, signIn } from "../support/accounts.ts";
import { apiCaller } from "../support/api-call.ts";
import { createBookablePlace, createTerms } from "../support/directory.ts";
import { readMail } from "../support/read-mail.ts";
import { startSmtpInbox } from "../support/smtp-inbox.ts";
import { DATABASE_KINDS, startTestApp, type TestApp } from "../support/test-app.ts";

const en = MESSAGES.en;
const FORM = { "content-type": "application/x-www-form-urlencoded" };

/** The leaf parts of a MIME message, each with its content type and decoded text. */
function mimeParts(raw: string): { type: string; text: string }[] {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const type = /^Content-Type:\s*(.*)$/im.exec(head)?.[1] ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!boundary) return [{ type, text: readMail(raw).text }];
  return raw
    .slice(split + 4)
    .split(`--${boundary}`)
    .slice(1, -1)
    .flatMap((part) => mimeParts(part.replace(/^\r\n/, "")));
}

/**
 * What the stock Listar Pro apps send for bookings, exactly: the React Native client's slot
 * screen has no date or time (`{resource_id, adult, children, booking_style}` as JSON, for the
 * cart and the order alike), the Flutter client sends the same urlencoded, and the daily screen
 * echoes booking/form's own end date (today) after a later start date.
 */
describe.each(DATABASE_KINDS)("the stock apps' bookings on %s", (kind) => {
  let t: TestApp;
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  const today = hongKongDate(new Date());
  const tomorrow = addDays(today, 1);
  const inThreeDays = addDays(today, 3);
  const call = apiCaller(() => t.app, tokens);
  const stockSlot = (adult: number, children = 0) => ({
    resource_id: ids.salon,
    adult,
    children,
    booking_style: "slot",
  });
  const row = async (id: number) => {
    const [found] = await t.database.db.select().from(bookings).where(eq(bookings.id, id));
    return found!;
  };
  const order = async (who: string, adult = 1) => {
    const res = await call("POST", "booking/order", who, stockSlot(adult));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.booking_id as number;
  };
  /** The mails to `to` whose subject has `subject`, as they arrive through the job queue. */
  async function mailTo(to: string, subject: string) {
    for (let i = 0; i < 1_000; i++) {
      const found = inbox.received
        .filter((mail) => mail.to.includes(to))
        .map((mail) => ({ subject: readMail(mail.data).subject, parts: mimeParts(mail.data) }))
        .find((mail) => mail.subject.includes(subject));
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`no mail "${subject}" to ${to}`);
  }

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await startTestApp(kind, {
      SMTP_URL: inbox.url,
      SITE_URL: "https://tablestart.example",
      AUTH_RATE_LIMIT: "100000",
      BOOKING_RATE_LIMIT: "100000",
    });
    const { db } = t.database;
    // Booking needs a verified account: a proven address, names and a phone.
    const verified = {
      emailVerifiedAt: new Date(),
      firstName: "Ann",
      lastName: "Lee",
      phone: "+852 9123 4567",
      language: "en",
    };
    const owner = await createUser(db, { username: "owner", role: "author", ...verified });
    await createUser(db, { username: "stranger", role: "author", ...verified });
    const guests = Array.from({ length: 8 }, (_, n) => `guest${n}`);
    for (const name of guests) await createUser(db, { username: name, ...verified });
    for (const name of ["owner", "stranger", ...guests]) {
      tokens[name] = await signIn(t.app, name);
    }
    const d = await createTerms(db);
    const bookable = (title: string, values: Partial<typeof places.$inferInsert>) =>
      createBookablePlace(db, d, owner.id, title, values);
    ids.salon = await bookable("Slot Salon", {
      bookingStyle: "slot",
      bookingPriceCents: 15_000,
      bookingSettings: { capacity: 3, slotMinutes: 60 },
    });
    ids.gym = await bookable("Day Gym", {
      bookingStyle: "daily",
      bookingPriceCents: 30_000,
      bookingSettings: { capacity: 5 },
    });
  });
  afterAll(async () => {
    await t?.close();
    await inbox?.close();
  });

  it("prices a slot asked for without a date or time, as JSON and urlencoded", async () => {
    const json = await call("POST", "booking/cart", undefined, stockSlot(1));
    expect(json.status, JSON.stringify(json.body)).toBe(200);
    // The stock fields as they were; ours (price_unit, due_now…) come beside them.
    expect(json.body.attr).toMatchObject({
      total: 150,
      currency: "HKD",
      total_display: "HK$150",
      total_items: 1,
    });
    expect(json.body.data[0]).toMatchObject({ qty: 1, start_date: "", start_time: "" });
    const form = await call(
      "POST",
      "booking/cart",
      undefined,
      `resource_id=${ids.salon}&adult=2&children=1&booking_style=slot`,
      FORM,
    );
    expect(form.status).toBe(200);
    expect(form.body.attr.total_display).toBe("HK$450");
    // A party the place can never take at once is told so now, not when the owner answers.
    const tooMany = await call("POST", "booking/cart", undefined, stockSlot(4));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.data.params.adult).toBe(en["bookingsApi.problem.adult.too_many"]);
    // A date without a time still asks for the time: only the stock body is untimed.
    const half = await call("POST", "booking/cart", undefined, {
      ...stockSlot(1),
      start_date: tomorrow,
    });
    expect(half.status).toBe(400);
    expect(half.body.data.params.start_time).toBe(en["bookingsApi.problem.start_time.required"]);
  });

  it("orders a pending request that holds no room and says its time is to be confirmed", async () => {
    const res = await call("POST", "booking/order", "guest0", stockSlot(3));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.msg).toBe(en["bookingsApi.orderedUntimed"]);
    const untimed = (side: "customer" | "owner") =>
      translate(en, "bookingsApi.untimedStatus", { status: en[`bookingState.${side}.request`] });
    const pendingUntimed = untimed("customer");
    expect(res.body.data).toMatchObject({
      status: "pending",
      status_name: pendingUntimed,
      time_to_confirm: true,
      start_date: "",
      end_date: "",
      start_time: "",
      calendar_url: "",
      allow_cancel: true,
      total_display: "HK$450",
    });
    const id = res.body.data.booking_id as number;
    expect(await row(id)).toMatchObject({ startsAt: null, startDate: null, quantity: 3 });
    // A whole slot's worth of people asked, and every slot still has all its room.
    const free = await call("GET", `booking/form?resource_id=${ids.salon}&date=${tomorrow}`);
    expect(
      free.body.data.options.every((option: { remaining: number }) => option.remaining === 3),
    ).toBe(true);

    for (const [who, route, side] of [
      ["guest0", "booking/list", "customer"],
      ["owner", "author/booking", "owner"],
    ] as const) {
      const list = await call("GET", route, who);
      const item = list.body.data.find((one: { ID: number }) => one.ID === id);
      expect(item, route).toMatchObject({ status_name: untimed(side), time_to_confirm: true });
    }
    const view = await call("GET", `booking/view?id=${id}`, "owner");
    expect(view.body.data).toMatchObject({ status_name: untimed("owner"), allow_accept: true });
    const tc = await call("GET", `booking/view?id=${id}`, "guest0", undefined, {
      "accept-language": "zh-HK",
    });
    expect(tc.body.data.status_name).toBe("等待餐廳確認（時間待店主確認）");
    const calendar = await call("GET", `booking/calendar?id=${id}`, "guest0");
    expect(calendar.status).toBe(409);
    expect(calendar.body.message).toBe(en["bookingsApi.untimed"]);

    // The customer is told without a calendar invitation: there is no time to put in one.
    const ordered = await mailTo("guest0@example.test", "Booking received");
    expect(ordered.parts.map((part) => part.type.split(";")[0])).toEqual(["text/plain"]);
    expect(ordered.parts[0]!.text).toContain(en["bookingMail.untimed.customer"]);

    // Flutter's urlencoded order is the same request; the customer may cancel it.
    const flutter = await call(
      "POST",
      "booking/order",
      "guest1",
      `resource_id=${ids.salon}&adult=1&children=0&booking_style=slot`,
      FORM,
    );
    expect(flutter.body.data).toMatchObject({ status: "pending", time_to_confirm: true });
    const cancel = await call("POST", "booking/cancel_by_id", "guest1", {
      id: flutter.body.data.booking_id,
    });
    expect(cancel.body.data.status).toBe("canceled");
  });

  it("is accepted only with a date and time, by its owner, and the customer gets both", async () => {
    const id = await order("guest2", 2);
    const bare = await call("POST", "booking/accept_by_id", "owner", { id });
    expect(bare.status).toBe(400);
    expect(bare.body.code).toBe("rest_invalid_param");
    expect(bare.body.message).toBe(en["bookingsApi.acceptNeedsTime"]);
    expect(bare.body.data.params).toEqual({
      start_date: en["bookingsApi.acceptNeedsTime"],
      start_time: en["bookingsApi.acceptNeedsTime"],
    });
    const stranger = await call("POST", "booking/accept_by_id", "stranger", {
      id,
      start_date: tomorrow,
      start_time: "10:00",
    });
    expect(stranger.status).toBe(400);
    expect(stranger.body.code).toBe("rest_invalid_booking");
    const customer = await call("POST", "booking/accept_by_id", "guest2", {
      id,
      start_date: tomorrow,
      start_time: "10:00",
    });
    expect(customer.status).toBe(403);
    expect(customer.body.code).toBe("rest_permission");
    const notASlot = await call("POST", "booking/accept_by_id", "owner", {
      id,
      start_date: tomorrow,
      start_time: "10:30",
    });
    expect(notASlot.status).toBe(400);
    expect(notASlot.body.data.params.start_time).toBe(
      en["bookingsApi.problem.start_time.unavailable"],
    );
    expect((await row(id)).status).toBe("pending");

    const accepted = await call("POST", "booking/accept_by_id", "owner", {
      id,
      start_date: tomorrow,
      start_time: "10:00",
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.data).toMatchObject({
      status: "publish",
      status_name: en["bookingsApi.status.publish"],
      time_to_confirm: false,
      start_date: tomorrow,
      end_date: tomorrow,
      start_time: "10:00",
      end_time: "11:00",
    });
    expect(accepted.body.data.calendar_url).toContain(`booking/calendar?id=${id}`);
    const again = await call("POST", "booking/accept_by_id", "owner", {
      id,
      start_date: tomorrow,
      start_time: "11:00",
    });
    expect(again.status).toBe(409);
    expect((await row(id)).startTime).toBe("10:00");
    // Now it holds its slot.
    const form = await call("GET", `booking/form?resource_id=${ids.salon}&date=${tomorrow}`);
    expect(form.body.data.options[1]).toMatchObject({ start: "10:00", remaining: 1 });

    const mail = await mailTo("guest2@example.test", "Booking accepted");
    const text = mail.parts.find((part) => part.type.startsWith("text/plain"))!.text;
    expect(text).toContain("10:00–11:00");
    const ics = mail.parts.find((part) => part.type.startsWith("text/calendar"))!.text;
    expect(ics).toContain("METHOD:REQUEST");
    // 10:00 in Hong Kong is 02:00 UTC.
    expect(ics).toContain(`DTSTART:${tomorrow.replace(/-/g, "")}T020000Z`);
    expect(ics).toContain("STATUS:CONFIRMED");
  });

  it("is never accepted into a full slot, even by owners accepting at once", async () => {
    const full = await call("POST", "booking/order", "guest3", {
      ...stockSlot(3),
      start_date: tomorrow,
      start_time: "12:00",
    });
    expect(full.body.data.time_to_confirm).toBe(false);
    const id = await order("guest4");
    const refused = await call("POST", "booking/accept_by_id", "owner", {
      id,
      start_date: tomorrow,
      start_time: "12:00",
    });
    expect(refused.status).toBe(400);
    expect(refused.body.data.params.adult).toBe(en["bookingsApi.problem.adult.too_many"]);
    expect(await row(id)).toMatchObject({ status: "pending", startsAt: null });

    // Five one-person requests accepted into one three-person slot at the same moment.
    const requests = [];
    for (let n = 3; n < 8; n++) requests.push(await order(`guest${n}`));
    const answers = await Promise.all(
      requests.map((request) =>
        call("POST", "booking/accept_by_id", "owner", {
          id: request,
          start_date: tomorrow,
          start_time: "15:00",
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
    const held = await t.database.db.select().from(bookings).where(eq(bookings.startTime, "15:00"));
    expect(held.filter((one) => one.status === "publish")).toHaveLength(3);

    // A booking that has its time keeps it: accepting does not move it.
    const timed = await call("POST", "booking/order", "guest5", {
      ...stockSlot(1),
      start_date: tomorrow,
      start_time: "16:00",
    });
    const moved = await call("POST", "booking/accept_by_id", "owner", {
      id: timed.body.data.booking_id,
      start_date: tomorrow,
      start_time: "17:00",
    });
    expect(moved.status).toBe(400);
    expect(moved.body.data.params.start_date).toBe(en["bookingsApi.alreadyTimed"]);
  });

  it("answers hostile dates and times with a 4xx, leaving the request untimed", async () => {
    const id = await order("guest6");
    const hostile: unknown[] = [
      ["2026-01-01"],
      { $gt: "" },
      `${tomorrow}\u0000`,
      "9".repeat(100_000),
      "__proto__",
      "２０２６-１２-０１",
      "2026-02-30",
      "25:61",
      null,
      true,
      -1,
    ];
    for (const value of hostile) {
      for (const body of [
        { id, start_date: value, start_time: "10:00" },
        { id, start_date: tomorrow, start_time: value },
        { id, start_date: value, start_time: value },
      ]) {
        const res = await call("POST", "booking/accept_by_id", "owner", body);
        expect(res.status, JSON.stringify(body).slice(0, 200)).toBeGreaterThanOrEqual(400);
        expect(res.status, JSON.stringify(body).slice(0, 200)).toBeLessThan(500);
      }
    }
    const proto = await call(
      "POST",
      "booking/accept_by_id",
      "owner",
      `{"id":${id},"__proto__":{"start_date":"${tomorrow}","start_time":"10:00"}}`,
      { "content-type": "application/json" },
    );
    expect(proto.status).toBeGreaterThanOrEqual(400);
    expect(proto.status).toBeLessThan(500);
    expect(await row(id)).toMatchObject({ status: "pending", startsAt: null });
  });

  it("forgets who asked for a request never given a time once it is as old as a past visit", async () => {
    const old = await order("guest0");
    const recent = await order("guest1");
    const yearAgo = new Date(Date.now() - 366 * 86_400_000);
    await t.database.db
      .update(bookings)
      .set({ createdAt: new Date(yearAgo.getTime() - 86_400_000) })
      .where(eq(bookings.id, old));
    await eraseBookingCustomers(t.database.db, yearAgo);
    expect(await row(old)).toMatchObject({ customerId: null, email: "", firstName: "" });
    expect((await row(recent)).email).toBe("guest1@example.test");
  });

  it("takes a daily end date before the start date as one day", async () => {
    const stock = {
      resource_id: ids.gym,
      adult: 1,
      children: 0,
      booking_style: "daily",
      start_date: inThreeDays,
      end_date: today,
    };
    const cart = await call("POST", "booking/cart", undefined, stock);
    expect(cart.status, JSON.stringify(cart.body)).toBe(200);
    expect(cart.body.attr.total_display).toBe("HK$300");
    expect(cart.body.data[0]).toMatchObject({
      qty: 1,
      start_date: inThreeDays,
      end_date: inThreeDays,
    });
    const form = await call(
      "POST",
      "booking/cart",
      undefined,
      new URLSearchParams({
        ...stock,
        resource_id: String(ids.gym),
        adult: "1",
        children: "0",
      }).toString(),
      FORM,
    );
    expect(form.body.data[0]).toMatchObject({ qty: 1, end_date: inThreeDays });
    // The same end date, or none, stays one day; a later one is a stay.
    for (const [endDate, days] of [
      [inThreeDays, 1],
      [undefined, 1],
      [addDays(inThreeDays, 2), 3],
    ] as const) {
      const res = await call("POST", "booking/cart", undefined, { ...stock, end_date: endDate });
      expect(res.body.data[0].qty, String(endDate)).toBe(days);
    }
    const ordered = await call("POST", "booking/order", "guest7", stock);
    expect(ordered.body.data).toMatchObject({
      start_date: inThreeDays,
      end_date: inThreeDays,
      total_display: "HK$300",
    });
  });
});
