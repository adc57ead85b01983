import { and, eq, isNull, like } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/db/database.ts";
import { bookings, jobs, places } from "../../src/db/schema.ts";
import { moveBooking } from "../../src/server/api/bookings/booking-store.ts";
import { changeBooking } from "../../src/server/api/bookings/change-booking.ts";
import { buildApp } from "../../src/server/app.ts";
import { addDays } from "../../src/shared/bookings/availability.ts";
import { bookingDate } from "../../src/shared/format/booking-time.ts";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { translate } from "../../src/shared/i18n/translate.ts";
import { hongKongDate } from "../../src/shared/places/hong-kong-clock.ts";
import { bearer, createUser, signIn } from "../support/accounts.ts";
import { statusOf } from "../support/api-call.ts";
import {
  createBookablePlace,
  createPlace,
  createTerms,
  OPEN_ALL_DAY,
} from "../support/directory.ts";
import { expectDocumented } from "../support/expect-documented.ts";
import { readMail } from "../support/read-mail.ts";
import { DATABASE_KINDS, freshDatabase, testConfig } from "../support/test-app.ts";

const NS = "/api/listar/v1";

interface Received {
  to: string;
  raw: string;
}

/**
 * A real SMTP server on a loopback port (as tests/support/smtp-inbox.ts), that can be told to
 * refuse every recipient for a while, as a mail server that is down or over quota does.
 */
async function startInbox() {
  const received: Received[] = [];
  const state = { refusing: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    onRcptTo(_address, _session, callback) {
      callback(
        state.refusing
          ? Object.assign(new Error("Try again later"), { responseCode: 451 })
          : undefined,
      );
    },
    onData(stream, session, callback) {
      let raw = "";
      stream.setEncoding("utf8");
      stream.on("data", (chunk) => {
        raw += chunk;
      });
      stream.on("end", () => {
        for (const to of session.envelope.rcptTo) received.push({ to: to.address, raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as { port: number };
  return {
    received,
    state,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

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

/** A small RFC 5545 reader: unfolds lines and keeps each property's first value and parameters. */
function parseIcs(text: string) {
  const properties: Record<string, { value: string; params: string }> = {};
  for (const line of text.replace(/\r?\n[ \t]/g, "").split(/\r?\n/)) {
    const match = /^([A-Z-]+)((?:;[^:]*)?):(.*)$/.exec(line);
    if (match && !(match[1]! in properties)) {
      properties[match[1]!] = { params: match[2] ?? "", value: match[3] ?? "" };
    }
  }
  return properties;
}

/** An instant as an iCalendar UTC date-time (20250102T110000Z). */
const icsUtc = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

describe.each(DATABASE_KINDS)("booking mails, calendars and reminders on %s", (kind) => {
  let database: Database;
  let app: FastifyInstance;
  let inbox: Awaited<ReturnType<typeof startInbox>>;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  const inThreeDays = addDays(hongKongDate(new Date()), 3);

  const call = async (
    method: "GET" | "POST",
    route: string,
    who?: string,
    payload?: Record<string, unknown>,
  ) => {
    const res = await app.inject({
      method,
      url: `${NS}/${route}`,
      payload: payload as never,
      headers: who ? bearer(tokens[who]!) : {},
    });
    return res;
  };

  const order = async (who: string, values: Record<string, unknown>) => {
    const res = await call("POST", "booking/order", who, { payment_method: "cash", ...values });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.booking_id as number;
  };

  const bookingRow = async (id: number) => {
    const [row] = await database.db.select().from(bookings).where(eq(bookings.id, id));
    if (!row) throw new Error(`no booking ${id}`);
    return row;
  };

  type ReadMail = ReturnType<typeof read>;
  /** The mails about a booking (by its invitation's UID) that reached `to`, in order. */
  const about = (id: number, to: string) =>
    inbox.received
      .filter((mail) => mail.to === `${to}@example.test`)
      .map(read)
      .filter((mail) => mail.ics.UID?.value === `booking-${id}@tablestart.example`);

  /** Waits for such a mail that `matches` (mails arrive through the job queue). */
  async function mailAbout(id: number, to: string, matches: (mail: ReadMail) => boolean) {
    for (let i = 0; i < 2_000; i++) {
      const found = about(id, to).find(matches);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`no such mail about booking ${id} reached ${to}`);
  }
  const revision = (sequence: number) => (mail: ReadMail) =>
    mail.ics.SEQUENCE?.value === String(sequence);

  async function jobsDone(kindOfJob: string, bookingId: number) {
    for (let i = 0; i < 2_000; i++) {
      const rows = await database.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.kind, kindOfJob), eq(jobs.payload, { bookingId })));
      if (rows.length && rows.every((row) => row.doneAt)) return rows;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`${kindOfJob} of booking ${bookingId} did not run`);
  }

  const read = (mail: Received) => {
    const parts = mimeParts(mail.raw);
    const calendar = parts.find((part) => part.type.startsWith("text/calendar"));
    return {
      subject: readMail(mail.raw).subject,
      text: parts.find((part) => part.type.startsWith("text/plain"))?.text ?? "",
      calendarType: calendar?.type ?? "",
      ics: parseIcs(calendar?.text ?? ""),
    };
  };

  beforeAll(async () => {
    inbox = await startInbox();
    database = await freshDatabase(kind);
    app = await buildApp(
      testConfig({
        SMTP_URL: inbox.url,
        SITE_URL: "https://tablestart.example",
        AUTH_RATE_LIMIT: "100000",
        BOOKING_RATE_LIMIT: "100000",
      }),
      { database },
    );
    await app.ready();
    const { db } = database;
    // Booking needs a verified account: a proven address, names and a phone.
    const verified = {
      emailVerifiedAt: new Date(),
      firstName: "Ann",
      lastName: "Lee",
      phone: "+852 9123 4567",
    };
    const owner = await createUser(db, {
      username: "owner",
      role: "author",
      language: "en",
      ...verified,
    });
    await createUser(db, { username: "chan", ...verified, displayName: "陳小姐" });
    await createUser(db, { username: "kim", language: "en", ...verified, displayName: "Kim" });
    await createUser(db, { username: "stranger", ...verified });
    await createUser(db, { username: "boss", role: "admin", ...verified });
    for (const name of ["owner", "chan", "kim", "stranger", "boss"]) {
      tokens[name] = await signIn(app, name);
    }
    const d = await createTerms(db);
    const bookable = (title: string, values: Partial<typeof places.$inferInsert>) =>
      createBookablePlace(db, d, owner.id, title, {
        address: "1 Queen's Road East, Wan Chai",
        ...values,
      });
    ids.restaurant = await bookable("Harbour Table", {
      bookingStyle: "table",
      bookingPriceCents: 0,
      bookingSettings: {
        tables: [
          { name: "A1", seats: 2 },
          { name: "Window 4", seats: 4 },
        ],
        slotMinutes: 120,
      },
    });
    ids.salon = await bookable("Slot Salon", {
      bookingStyle: "slot",
      bookingPriceCents: 15_000,
      bookingSettings: { capacity: 100, slotMinutes: 60 },
    });
    ids.studio = await bookable("Day Studio", {
      bookingStyle: "daily",
      bookingPriceCents: 50_000,
      bookingSettings: { capacity: 1 },
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await inbox?.close();
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

  it("retries a mail the SMTP server refused, and sends it once it takes mail again", async () => {
    inbox.state.refusing = true;
    const id = await order("kim", {
      resource_id: ids.salon,
      adult: 1,
      start_date: inThreeDays,
      start_time: "15:00",
    });
    const failed = async () => {
      const rows = await database.db
        .select()
        .from(jobs)
        .where(like(jobs.uniqueKey, `booking-mail:${id}:%`));
      return rows.length === 2 && rows.every((row) => row.attempts === 1 && row.lastError)
        ? rows
        : undefined;
    };
    let rows: Awaited<ReturnType<typeof failed>>;
    for (let i = 0; i < 2_000 && !rows; i++) {
      rows = await failed();
      if (!rows) await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(rows?.every((row) => row.doneAt === null && row.runAt > new Date())).toBe(true);
    expect([...about(id, "kim"), ...about(id, "owner")]).toEqual([]);

    inbox.state.refusing = false;
    // Its retry time comes.
    await database.db
      .update(jobs)
      .set({ runAt: new Date() })
      .where(like(jobs.uniqueKey, `booking-mail:${id}:%`));
    app.jobs.wake();
    await mailAbout(id, "kim", revision(0));
    await mailAbout(id, "owner", revision(0));
    // Marked done just after the SMTP server took the mail.
    let done: (typeof jobs.$inferSelect)[] = [];
    for (let i = 0; i < 2_000 && !(done.length && done.every((row) => row.doneAt)); i++) {
      if (i) await new Promise((resolve) => setTimeout(resolve, 10));
      done = await database.db
        .select()
        .from(jobs)
        .where(like(jobs.uniqueKey, `booking-mail:${id}:%`));
    }
    expect(done.map((row) => [row.attempts, row.lastError, Boolean(row.doneAt)])).toEqual([
      [2, null, true],
      [2, null, true],
    ]);
  });

  it("completes a paid, accepted booking after the visit", async () => {
    const id = await order("kim", {
      resource_id: ids.salon,
      adult: 1,
      start_date: inThreeDays,
      start_time: "16:00",
    });
    await call("POST", "booking/accept_by_id", "owner", { id });
    // The owner saw the money (as the payments' mark-paid does, noticed as a change).
    await changeBooking(app, "paid", (tx) =>
      moveBooking(tx, id, ["publish"], "publish", { paidAt: new Date() }),
    );
    const booking = await bookingRow(id);
    const [complete] = await database.db
      .select()
      .from(jobs)
      .where(eq(jobs.uniqueKey, `complete:${id}`));
    expect(complete?.runAt.getTime()).toBe(booking.endsAt!.getTime());
    await database.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.id, complete!.id));
    app.jobs.wake();
    await jobsDone("booking-complete", id);
    expect((await bookingRow(id)).status).toBe("completed");
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

describe.each(DATABASE_KINDS)("reminders with two app instances on %s", (kind) => {
  it("sends each reminder exactly once", { timeout: 90_000 }, async () => {
    const inbox = await startInbox();
    const database = await freshDatabase(kind);
    const config = testConfig({
      SMTP_URL: inbox.url,
      AUTH_RATE_LIMIT: "100000",
      BOOKING_RATE_LIMIT: "100000",
    });
    const first = await buildApp(config, { database });
    const second = await buildApp(config, { database });
    try {
      await first.ready();
      await second.ready();
      const { db } = database;
      const verified = {
        emailVerifiedAt: new Date(),
        firstName: "Ann",
        lastName: "Lee",
        phone: "+852 9123 4567",
      };
      const owner = await createUser(db, { username: "owner", role: "author", ...verified });
      await createUser(db, { username: "guest", ...verified });
      const [ownerToken, guestToken] = [await signIn(first, "owner"), await signIn(first, "guest")];
      const d = await createTerms(db);
      const place = await createPlace(db, d, {
        authorId: owner.id,
        title: "Busy Salon",
        locationSlug: "wan-chai",
        termIds: [d.salon],
        openingHours: OPEN_ALL_DAY,
      });
      await db
        .update(places)
        .set({ bookingStyle: "slot", bookingSettings: { capacity: 100, slotMinutes: 60 } })
        .where(eq(places.id, place.id));
      const day = addDays(hongKongDate(new Date()), 3);
      const count = 30;
      const ids: number[] = [];
      for (let n = 0; n < count; n++) {
        // Orders and acceptances reach either instance, as behind a load balancer.
        const via = n % 2 ? first : second;
        const ordered = await via.inject({
          method: "POST",
          url: `${NS}/booking/order`,
          headers: bearer(guestToken),
          payload: { resource_id: place.id, adult: 1, start_date: day, start_time: "10:00" },
        });
        const id = ordered.json().data.booking_id as number;
        await via.inject({
          method: "POST",
          url: `${NS}/booking/accept_by_id`,
          headers: bearer(ownerToken),
          payload: { id },
        });
        ids.push(id);
      }
      await db.update(jobs).set({ runAt: new Date() }).where(like(jobs.uniqueKey, "reminder:%"));
      first.jobs.wake();
      second.jobs.wake();
      const subject = translate(MESSAGES.tc, "bookingMail.subject.customer.reminder", {
        place: "Busy Salon",
      });
      const reminders = () =>
        inbox.received.filter((mail) => readMail(mail.raw).subject === subject);
      for (let i = 0; i < 2_000; i++) {
        const open = await db
          .select({ id: jobs.id })
          .from(jobs)
          .where(and(like(jobs.uniqueKey, "reminder:%"), isNull(jobs.doneAt)));
        if (!open.length) break;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      // A job is marked done only after the SMTP server took its mail: all are here.
      const uids = reminders().map(
        (mail) =>
          parseIcs(mimeParts(mail.raw).find((part) => part.type.startsWith("text/calendar"))!.text)
            .UID?.value,
      );
      expect(uids).toHaveLength(count);
      expect(new Set(uids)).toEqual(new Set(ids.map((id) => `booking-${id}@localhost`)));
    } finally {
      await first.close();
      await second.close();
      await database.close();
      await inbox.close();
    }
  });
});
