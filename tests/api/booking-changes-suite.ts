import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect } from "vitest";
import { bookings, bookingTables } from "../../src/db/schema.ts";
import { addDays } from "../../src/shared/bookings/availability.ts";
import { hongKongDate } from "../../src/shared/places/hong-kong-clock.ts";
import { mailsTo, signedInPeople } from "../support/accounts.ts";
import { apiCaller } from "../support/api-call.ts";
import { createTerms, type TestTerms, tableRestaurant } from "../support/directory.ts";
import { startTestApp, type TestApp } from "../support/test-app.ts";

export const HOUR = 3_600_000;

/** A calendar property's value ("UID", "SEQUENCE", "DTSTART") in an .ics text. */
export const icsValue = (ics: string, name: string) =>
  new RegExp(`^${name}[;:]([^\\r\\n]*)`, "m").exec(ics)?.[1] ?? "";

/**
 * The suites of the owner moving bookings and seating walk-ins, inside their `describe`: an
 * owner, a rival owner, an admin and two diners signed in, table restaurants, and the helpers
 * that book and read a booking's row, tables and mail.
 */
export function bookingChangesSuite(kind: "pglite" | "postgres") {
  let t: TestApp;
  let terms: TestTerms;
  const ids: Record<string, number> = {};
  const tokens: Record<string, string> = {};
  const call = apiCaller(() => t.app, tokens);
  const today = hongKongDate(new Date());
  const day = addDays(today, 3);

  beforeAll(async () => {
    t = await startTestApp(kind, { AUTH_RATE_LIMIT: "100000", BOOKING_RATE_LIMIT: "100000" });
    terms = await createTerms(t.database.db);
    await signedInPeople(
      t.app,
      t.database.db,
      [
        ["owner", "author"],
        ["rival", "author"],
        ["boss", "admin"],
        ["diner", "user"],
        ["second", "user"],
      ] as const,
      { ids, tokens },
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A table restaurant of the owner's, open 11:00–23:00, two-hour sittings. */
  const restaurant = (title: string, tables: number[] = [4, 4]) =>
    tableRestaurant(t.database.db, terms, {
      authorId: ids.owner!,
      title,
      tables,
      closesAt: "23:00",
    });

  async function book(who: string, placeId: number, time: string, date = day) {
    const res = await call("POST", "booking/order", who, {
      resource_id: placeId,
      adult: 2,
      start_date: date,
      start_time: time,
      payment_method: "cash",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.booking_id as number;
  }

  const rowOf = async (id: number) =>
    (await t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
  const tablesOf = async (id: number) =>
    t.database.db.select().from(bookingTables).where(eq(bookingTables.bookingId, id));

  async function mailMatching(to: string, subject: string) {
    for (let i = 0; i < 500; i++) {
      const mail = (await mailsTo(t.database.db, to)).find((m) => m.subject.includes(subject));
      if (mail) return mail;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`no mail "${subject}" to ${to}`);
  }
  return {
    get t() {
      return t;
    },
    tokens,
    call,
    today,
    day,
    restaurant,
    book,
    rowOf,
    tablesOf,
    mailMatching,
  };
}
