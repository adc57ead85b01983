import { and, eq, isNull, like } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/db/database.ts";
import { jobs, places } from "../../src/db/schema.ts";
import { moveBooking } from "../../src/server/api/bookings/booking-store.ts";
import { changeBooking } from "../../src/server/api/bookings/change-booking.ts";
import { buildApp } from "../../src/server/app.ts";
import { addDays } from "../../src/shared/bookings/availability.ts";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { translate } from "../../src/shared/i18n/translate.ts";
import { hongKongDate } from "../../src/shared/places/hong-kong-clock.ts";
import { bearer, createUser, signIn } from "../support/accounts.ts";
import { createPlace, createTerms, OPEN_ALL_DAY } from "../support/directory.ts";
import { readMail } from "../support/read-mail.ts";
import { DATABASE_KINDS, freshDatabase, testConfig } from "../support/test-app.ts";
import { bookingMailSuite, mimeParts, NS, parseIcs, startInbox } from "./booking-mail-world.ts";

describe.each(DATABASE_KINDS)("booking mails, calendars and reminders on %s", (kind) => {
  const suite = bookingMailSuite(kind);
  const { ids, inThreeDays, call, order, bookingRow, about, mailAbout, revision, jobsDone } = suite;
  let app: FastifyInstance;
  let database: Database;
  let inbox: Awaited<ReturnType<typeof startInbox>>;
  beforeAll(() => {
    ({ app, database, inbox } = suite.started());
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
