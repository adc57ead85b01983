import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, expect } from "vitest";
import type { Database } from "../../src/db/database.ts";
import { bookings, jobs, type places } from "../../src/db/schema.ts";
import { buildApp } from "../../src/server/app.ts";
import { addDays } from "../../src/shared/bookings/availability.ts";
import { hongKongDate } from "../../src/shared/places/hong-kong-clock.ts";
import { bearer, createUser, signIn } from "../support/accounts.ts";
import { createBookablePlace, createTerms } from "../support/directory.ts";
import { readMail } from "../support/read-mail.ts";
import { freshDatabase, testConfig } from "../support/test-app.ts";

export const NS = "/api/listar/v1";

export interface Received {
  to: string;
  raw: string;
}

/**
 * A real SMTP server on a loopback port (as tests/support/smtp-inbox.ts), that can be told to
 * refuse every recipient for a while, as a mail server that is down or over quota does.
 */
export async function startInbox() {
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

/** A small RFC 5545 reader: unfolds lines and keeps each property's first value and parameters. */
export function parseIcs(text: string) {
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
export const icsUtc = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/**
 * What the booking-mail suites share: an app that mails through its own SMTP inbox, five people
 * signed in (owner, chan, kim, stranger, boss) and the owner's three bookable places.
 */
export function bookingMailSuite(kind: "pglite" | "postgres") {
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

  return {
    tokens,
    ids,
    inThreeDays,
    call,
    order,
    bookingRow,
    about,
    mailAbout,
    revision,
    jobsDone,
    /** The app, its database and the inbox, once the suite's beforeAll has run. */
    started: () => ({ app, database, inbox }),
  };
}
