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

export const SITE = "https://tablestart.example";
export const en = MESSAGES.en;

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

export const plainText = (raw: string) =>
  mimeParts(raw).find((part) => part.type.startsWith("text/plain"))?.text ?? "";

/**
 * The token with its first character changed: always another token (a changed last character
 * may be the same one, or differ only in bits base64url leaves unused).
 */
export const otherFirstCharacter = (token: string) =>
  `${token.startsWith("A") ? "B" : "A"}${token.slice(1)}`;

/**
 * What the guest-booking suites share: an app mailing through an SMTP inbox, an owner's salon and
 * restaurant, four people signed in (owner, ann, bob, unproven), and the steps of a guest's booking.
 */
export function guestBookingSuite(kind: "pglite" | "postgres") {
  let t: TestApp;
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  const tomorrow = addDays(hongKongDate(new Date()), 1);
  const call = apiCaller(() => t.app, tokens);
  let hour = 9;
  /** A free hour at the salon for each booking (capacity is ample; hours keep them apart). */
  const nextHour = () => `${String((hour++ % 12) + 9).padStart(2, "0")}:00`;

  /** Waits for the `n`th mail to `to` that `matches` (mails leave through the job queue). */
  async function mailTo(to: string, matches: (text: string, subject: string) => boolean) {
    for (let i = 0; i < 3_000; i++) {
      const found = inbox.received
        .filter((mail) => mail.to.includes(to))
        .map((mail) => ({ subject: readMail(mail.data).subject, text: plainText(mail.data) }))
        .find((mail) => matches(mail.text, mail.subject));
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`no such mail reached ${to}`);
  }

  const codesSentTo = (to: string) => inbox.received.filter((mail) => mail.to.includes(to)).length;

  /** Asks for a code for `email` and reads it from the mail that arrives. */
  async function codeFor(email: string, headers: Record<string, string> = {}) {
    const before = codesSentTo(email);
    const res = await call(
      "POST",
      "booking/email_code",
      undefined,
      { email, resource_id: ids.salon },
      headers,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    for (let i = 0; i < 3_000 && codesSentTo(email) === before; i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const mail = inbox.received.filter((m) => m.to.includes(email)).at(-1);
    if (!mail) throw new Error(`no code mail reached ${email}`);
    const { subject, text } = readMail(mail.data);
    const code = /\b(\d{6})\b/.exec(text)?.[1];
    if (!code) throw new Error(`no code in ${text}`);
    return { code, subject, text, answer: res.body };
  }

  const details = (email: string, code: string) => ({
    first_name: "大文",
    last_name: "陳",
    phone: "9123 4567",
    email,
    email_code: code,
  });

  const slot = () => ({
    resource_id: ids.salon,
    adult: 1,
    start_date: tomorrow,
    start_time: nextHour(),
    payment_method: "cash",
  });

  const countBookings = async () => (await t.database.db.select().from(bookings)).length;

  /** A guest booking at the salon, with its answer. */
  async function guestBooking(email: string) {
    const { code } = await codeFor(email);
    const res = await call("POST", "booking/order", undefined, {
      ...slot(),
      ...details(email, code),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as { booking_id: number; guest_token: string; booking_url: string };
  }

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await startTestApp(kind, {
      SMTP_URL: inbox.url,
      SITE_URL: SITE,
      AUTH_RATE_LIMIT: "100000",
      BOOKING_RATE_LIMIT: "100000",
    });
    const { db } = t.database;
    const verified = {
      emailVerifiedAt: new Date(),
      firstName: "Ann",
      lastName: "Lee",
      phone: "91234567",
    };
    const owner = await createUser(db, {
      username: "owner",
      role: "author",
      language: "en",
      ...verified,
    });
    await createUser(db, { username: "ann", email: "ann@example.test", ...verified });
    await createUser(db, { username: "bob", email: "bob@example.test", ...verified });
    await createUser(db, {
      username: "unproven",
      email: "unproven@example.test",
      ...verified,
      emailVerifiedAt: null,
    });
    for (const name of ["owner", "ann", "bob", "unproven"])
      tokens[name] = await signIn(t.app, name);
    const d = await createTerms(db);
    const bookable = (title: string, values: Partial<typeof places.$inferInsert>) =>
      createBookablePlace(db, d, owner.id, title, values);
    ids.salon = await bookable("Slot Salon", {
      bookingStyle: "slot",
      bookingPriceCents: 0,
      bookingSettings: { capacity: 100, slotMinutes: 60 },
    });
    ids.restaurant = await bookable("Table Restaurant", {
      bookingStyle: "table",
      bookingPriceCents: 0,
      bookingSettings: { tables: [{ name: "A1", seats: 4 }], slotMinutes: 120 },
    });
  });
  afterAll(async () => {
    await t?.close();
    await inbox?.close();
  });

  return {
    tokens,
    ids,
    tomorrow,
    call,
    nextHour,
    mailTo,
    codesSentTo,
    codeFor,
    details,
    slot,
    countBookings,
    guestBooking,
    /** The test app and its SMTP inbox, once the suite's beforeAll has run. */
    started: () => ({ t, inbox }),
  };
}
