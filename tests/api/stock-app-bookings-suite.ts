import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect } from "vitest";
import { bookings, type places } from "../../src/db/schema.ts";
import { addDays } from "../../src/shared/bookings/availability.ts";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { hongKongDate } from "../../src/shared/places/hong-kong-clock.ts";
import { createUser, signIn } from "../support/accounts.ts";
import { apiCaller } from "../support/api-call.ts";
import { createBookablePlace, createTerms } from "../support/directory.ts";
import { readMail } from "../support/read-mail.ts";
import { startSmtpInbox } from "../support/smtp-inbox.ts";
import { startTestApp, type TestApp } from "../support/test-app.ts";

export const en = MESSAGES.en;
export const FORM = { "content-type": "application/x-www-form-urlencoded" };

/** The leaf parts of a MIME message, each with its content type and decoded text. */
export function mimeParts(raw: string): { type: string; text: string }[] {
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
 * The stock apps' booking suites' app, inside their `describe`: an SMTP inbox, an owner's places
 * that take requests and slots, customers signed in, and the helpers that send the apps' booking
 * requests.
 */
export function stockAppBookingsSuite(kind: "pglite" | "postgres") {
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
  return {
    get t() {
      return t;
    },
    ids,
    today,
    tomorrow,
    inThreeDays,
    call,
    stockSlot,
    row,
    order,
    mailTo,
  };
}
