import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { bookings } from "../../src/db/schema.ts";
import { translate } from "../../src/shared/i18n/translate.ts";
import { DATABASE_KINDS, type TestApp } from "../support/test-app.ts";
import { en, FORM, stockAppBookingsSuite } from "./stock-app-bookings-suite.ts";

/**
 * What the stock Listar Pro apps send for bookings, exactly: the React Native client's slot
 * screen has no date or time (`{resource_id, adult, children, booking_style}` as JSON, for the
 * cart and the order alike), the Flutter client sends the same urlencoded, and the daily screen
 * echoes booking/form's own end date (today) after a later start date.
 */
describe.each(DATABASE_KINDS)("the stock apps' bookings on %s", (kind) => {
  const world = stockAppBookingsSuite(kind);
  const { ids, tomorrow, call, stockSlot, row, order, mailTo } = world;
  let t: TestApp;
  beforeAll(() => {
    ({ t } = world);
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
});
