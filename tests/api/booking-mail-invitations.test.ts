import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/db/database.ts";
import { jobs } from "../../src/db/schema.ts";
import { addDays } from "../../src/shared/bookings/availability.ts";
import { bookingDate } from "../../src/shared/format/booking-time.ts";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { translate } from "../../src/shared/i18n/translate.ts";
import { statusOf } from "../support/api-call.ts";
import { expectDocumented } from "../support/expect-documented.ts";
import { DATABASE_KINDS } from "../support/test-app.ts";
import { bookingMailSuite, icsUtc, NS, parseIcs } from "./booking-mail-world.ts";

describe.each(DATABASE_KINDS)("booking mails, calendars and reminders on %s", (kind) => {
  const suite = bookingMailSuite(kind);
  const { ids, inThreeDays, call, order, bookingRow, about, mailAbout, revision, jobsDone } = suite;
  let app: FastifyInstance;
  let database: Database;
  beforeAll(() => {
    ({ app, database } = suite.started());
  });

  it("tells both sides of an order, in the customer's language and the owner's, with an invitation", async () => {
    const id = await order("chan", {
      resource_id: ids.restaurant,
      adult: 3,
      start_date: inThreeDays,
      start_time: "19:00",
      "table_num[]": ["2"],
      memo: "Birthday cake, please",
    });
    const booking = await bookingRow(id);
    // The customer has no language on record: Traditional Chinese.
    const customer = await mailAbout(id, "chan", revision(0));
    const tc = MESSAGES.tc;
    expect(customer.subject).toBe(
      translate(tc, "bookingMail.subject.customer.ordered", { place: "Harbour Table" }),
    );
    expect(customer.text).toContain("陳小姐，你好：");
    expect(customer.text).toContain("枱：Window 4");
    expect(customer.text).toContain(`時間：${inThreeDays.slice(0, 4)}年`);
    expect(customer.text).toContain("19:00–21:00");
    // What the customer typed goes to the owner only.
    expect(customer.text).not.toContain("Birthday cake");
    expect(customer.calendarType).toMatch(/method=REQUEST/i);
    expect(customer.ics.METHOD?.value).toBe("REQUEST");
    expect(customer.ics.UID?.value).toBe(`booking-${id}@tablestart.example`);
    expect(customer.ics.SEQUENCE?.value).toBe("0");
    expect(customer.ics.STATUS?.value).toBe("TENTATIVE");
    // 19:00 in Hong Kong is 11:00 UTC.
    expect(customer.ics.DTSTART?.value).toBe(icsUtc(booking.startsAt!));
    expect(customer.ics.DTSTART?.value).toBe(`${inThreeDays.replace(/-/g, "")}T110000Z`);
    expect(customer.ics.DTEND?.value).toBe(`${inThreeDays.replace(/-/g, "")}T130000Z`);
    expect(customer.ics.LOCATION?.value).toBe("1 Queen's Road East\\, Wan Chai");

    const owner = await mailAbout(id, "owner", revision(0));
    expect(owner.subject).toBe(
      `New booking request: Booking TS${String(id).padStart(4, "0")} at Harbour Table`,
    );
    expect(owner.text).toContain("Note: Birthday cake, please");
    expect(owner.text).toContain("Customer: Ann Lee");
    expect(owner.ics.UID?.value).toBe(customer.ics.UID?.value);
  });

  it("sends the acceptance with the next SEQUENCE, and the reminder a day before", async () => {
    const id = await order("kim", {
      resource_id: ids.salon,
      adult: 1,
      start_date: inThreeDays,
      start_time: "10:00",
    });
    expect((await call("POST", "booking/accept_by_id", "owner", { id })).statusCode).toBe(200);
    const mail = await mailAbout(id, "kim", revision(1));
    expect(mail.subject).toBe("Booking accepted: Slot Salon");
    expect(mail.text).toContain("Hello Kim,");
    // English as Hong Kong writes it, day first, as every date the product writes.
    expect(mail.text).toContain(`When: ${bookingDate(inThreeDays, "en")}, 10:00–11:00 am`);
    expect(mail.text).toContain("Total: HK$150 (Pay at the venue)");
    expect(mail.ics).toMatchObject({
      METHOD: { value: "REQUEST" },
      SEQUENCE: { value: "1" },
      STATUS: { value: "CONFIRMED" },
    });
    await mailAbout(id, "owner", revision(1));

    const booking = await bookingRow(id);
    const [reminder] = await database.db
      .select()
      .from(jobs)
      .where(eq(jobs.uniqueKey, `reminder:${id}`));
    expect(reminder?.runAt.getTime()).toBe(booking.startsAt!.getTime() - 24 * 3_600_000);
    expect(reminder?.doneAt).toBeNull();

    // Its time comes.
    await database.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.id, reminder!.id));
    app.jobs.wake();
    const reminderMail = await mailAbout(id, "kim", (m) => m.subject.startsWith("Reminder"));
    expect(reminderMail.subject).toBe("Reminder of your booking: Slot Salon");
    expect(reminderMail.ics.SEQUENCE?.value).toBe("1");
    await jobsDone("booking-reminder", id);
    // The customer's alone: the owner has had the order and the acceptance.
    expect(about(id, "owner").map((m) => m.ics.SEQUENCE?.value)).toEqual(["0", "1"]);
  });

  it("cancels the invitation on a decline (with the reason) and on a customer's cancellation, whose reminder then does nothing", async () => {
    const declinedId = await order("kim", {
      resource_id: ids.salon,
      adult: 2,
      start_date: inThreeDays,
      start_time: "12:00",
    });
    await call("POST", "booking/decline_by_id", "boss", {
      id: declinedId,
      reason: "Closed for a private event",
    });
    const declined = await mailAbout(declinedId, "kim", revision(1));
    expect(declined.subject).toBe("Booking declined: Slot Salon");
    expect(declined.text).toContain("Reason: Closed for a private event");
    expect(declined.calendarType).toMatch(/method=CANCEL/i);
    expect(declined.ics).toMatchObject({
      METHOD: { value: "CANCEL" },
      STATUS: { value: "CANCELLED" },
      SEQUENCE: { value: "1" },
      UID: { value: `booking-${declinedId}@tablestart.example` },
    });

    const id = await order("chan", {
      resource_id: ids.salon,
      adult: 1,
      start_date: inThreeDays,
      start_time: "13:00",
    });
    await call("POST", "booking/accept_by_id", "owner", { id });
    expect((await call("POST", "booking/cancel_by_id", "chan", { id })).statusCode).toBe(200);
    const toOwner = await mailAbout(id, "owner", revision(2));
    expect(toOwner.subject).toBe(
      `Cancelled by the customer: Booking TS${String(id).padStart(4, "0")} at Slot Salon`,
    );
    expect(toOwner.ics).toMatchObject({
      METHOD: { value: "CANCEL" },
      STATUS: { value: "CANCELLED" },
      SEQUENCE: { value: "2" },
    });
    await mailAbout(id, "chan", revision(2));
    for (const sequence of [0, 1]) await mailAbout(id, "chan", revision(sequence));

    // The reminder scheduled on acceptance runs and sends nothing.
    await database.db
      .update(jobs)
      .set({ runAt: new Date() })
      .where(eq(jobs.uniqueKey, `reminder:${id}`));
    app.jobs.wake();
    const [reminder] = await jobsDone("booking-reminder", id);
    expect(reminder?.lastError).toBeNull();
    expect(about(id, "chan")).toHaveLength(3);
  });

  it("gives a day booking all-day dates in Hong Kong", async () => {
    const id = await order("kim", {
      resource_id: ids.studio,
      adult: 1,
      start_date: inThreeDays,
      end_date: addDays(inThreeDays, 1),
    });
    const mail = await mailAbout(id, "kim", revision(0));
    expect(mail.ics.DTSTART).toEqual({
      params: ";VALUE=DATE",
      value: inThreeDays.replace(/-/g, ""),
    });
    // DTEND of a day is exclusive: the day after the last.
    expect(mail.ics.DTEND?.value).toBe(addDays(inThreeDays, 2).replace(/-/g, ""));
    expect(mail.ics.UID?.value).toBe(`booking-${id}@tablestart.example`);
  });

  it("serves the booking as a calendar file to its customer, owner and admins only", async () => {
    const id = await order("chan", {
      resource_id: ids.restaurant,
      adult: 2,
      start_date: inThreeDays,
      start_time: "12:00",
      "table_num[]": ["1"],
    });
    const view = await call("GET", `booking/view?id=${id}`, "chan");
    const url = view.json().data.calendar_url as string;
    expect(url).toBe(`https://tablestart.example${NS}/booking/calendar?id=${id}`);
    const route = url.slice(`https://tablestart.example${NS}/`.length);
    for (const who of ["chan", "owner", "boss"]) {
      const res = await call("GET", route, who);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("text/calendar; charset=utf-8");
      expect(res.headers["content-disposition"]).toBe(`attachment; filename="booking-${id}.ics"`);
      await expectDocumented(app, `GET ${NS}/booking/calendar`, res);
      const ics = parseIcs(res.body);
      expect(ics).toMatchObject({
        METHOD: { value: "PUBLISH" },
        UID: { value: `booking-${id}@tablestart.example` },
        SEQUENCE: { value: "0" },
        STATUS: { value: "TENTATIVE" },
        DTSTART: { value: `${inThreeDays.replace(/-/g, "")}T040000Z` },
      });
    }
    const stranger = await call("GET", route, "stranger");
    expect(statusOf(stranger)).toBe(400);
    expect(stranger.json().code).toBe("rest_invalid_booking");
    await expectDocumented(app, `GET ${NS}/booking/calendar`, stranger);
    expect(statusOf(await call("GET", route))).toBe(401);
    for (const hostile of [
      "id=abc",
      "id=",
      "id[]=1",
      "id=1&id=2",
      "id=99999999999999999999",
      "id=-1",
      "id=%00",
      `id=${id}%27%20or%201=1`,
    ]) {
      const res = await call("GET", `booking/calendar?${hostile}`, "chan");
      expect(statusOf(res), hostile).toBe(400);
    }
  });
});
