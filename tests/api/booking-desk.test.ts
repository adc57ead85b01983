import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, placeClosures } from "../../src/db/schema.ts";
import { addDays, hongKongMidnight } from "../../src/shared/bookings/availability.ts";
import { hongKongDate } from "../../src/shared/places/hong-kong-clock.ts";
import { signedInPeople } from "../support/accounts.ts";
import { apiCaller } from "../support/api-call.ts";
import {
  createBookablePlace,
  createTerms,
  everyDay,
  type TestTerms,
} from "../support/directory.ts";
import { DATABASE_KINDS, startTestApp, type TestApp } from "../support/test-app.ts";

const HOUR = 3_600_000;

interface DeskBooking {
  ID: number;
  state: string;
  table_num: number[];
  phone: string;
  email: string;
  paid: boolean;
  payment_method: string;
  total_display: string;
}

/**
 * Decision 078: the owner's desk shows one day of a place — its tables, hours, closures, the
 * requests waiting, every booking of the day and the people expected per slot — and a guest
 * card with the guest's history at this place only.
 */
describe.each(DATABASE_KINDS)("the owner's desk on %s", (kind) => {
  let t: TestApp;
  let terms: TestTerms;
  const ids: Record<string, number> = {};
  const tokens: Record<string, string> = {};
  const call = apiCaller(() => t.app, tokens);
  const day = addDays(hongKongDate(new Date()), 3);
  const nextDay = addDays(day, 1);
  let placeId = 0;
  let otherPlaceId = 0;

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
        ["third", "user"],
      ] as const,
      { ids, tokens },
    );
    const tableSettings = {
      bookingStyle: "table" as const,
      bookingPriceCents: 0,
      openingHours: everyDay("11:00", "22:00"),
      bookingSettings: {
        tables: [1, 2, 3, 4].map((n) => ({ name: `T${n}`, seats: 4 })),
        slotMinutes: 120,
      },
    };
    placeId = await createBookablePlace(
      t.database.db,
      terms,
      ids.owner!,
      "Desk Diner",
      tableSettings,
    );
    otherPlaceId = await createBookablePlace(
      t.database.db,
      terms,
      ids.owner!,
      "Other Diner",
      tableSettings,
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  async function book(who: string, at: number, date: string, time: string, extra = {}) {
    const res = await call("POST", "booking/order", who, {
      resource_id: at,
      adult: 2,
      start_date: date,
      start_time: time,
      payment_method: "cash",
      ...extra,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.booking_id as number;
  }

  /** A booking written straight to the database, as history the API would take days to make. */
  async function pastBooking(values: Partial<typeof bookings.$inferInsert> & { placeId: number }) {
    const date = values.startDate ?? addDays(hongKongDate(new Date()), -20);
    const startsAt = new Date(hongKongMidnight(date)! + 19 * HOUR);
    const [row] = await t.database.db
      .insert(bookings)
      .values({
        placeTitle: "History",
        ownerId: ids.owner,
        status: "completed",
        style: "table",
        startsAt,
        endsAt: new Date(startsAt.getTime() + 2 * HOUR),
        startDate: date,
        endDate: date,
        startTime: "19:00",
        endTime: "21:00",
        adults: 2,
        quantity: 2,
        unitPriceCents: 0,
        totalCents: 0,
        paymentMethod: "cash",
        firstName: "Guest",
        email: "",
        ...values,
      })
      .returning();
    return row!;
  }

  const desk = (who: string | undefined, query = `resource_id=${placeId}&date=${day}`) =>
    call("GET", `booking/desk?${query}`, who);

  it("shows the day: requests, every booking, closures and the covers of live bookings", async () => {
    const pending = await book("diner", placeId, day, "18:00");
    const accepted = await book("second", placeId, day, "19:00", { table_num: [2] });
    const canceled = await book("third", placeId, day, "12:00");
    const noShow = await book("third", placeId, day, "20:00");
    const tomorrow = await book("second", placeId, nextDay, "13:00");
    const elsewhere = await book("diner", otherPlaceId, day, "18:00");
    for (const id of [accepted, noShow]) {
      expect((await call("POST", "booking/accept_by_id", "owner", { id })).status).toBe(200);
    }
    expect((await call("POST", "booking/cancel_by_id", "third", { id: canceled })).status).toBe(
      200,
    );
    await t.database.db
      .update(bookings)
      .set({ visit: "noShow", visitAt: new Date() })
      .where(eq(bookings.id, noShow));
    const midnight = hongKongMidnight(day)!;
    await t.database.db.insert(placeClosures).values({
      placeId,
      startsAt: new Date(midnight + 21.5 * HOUR),
      endsAt: new Date(midnight + 22 * HOUR),
      reason: "privateEvent",
      message: "Wedding party",
    });

    const res = await desk("owner");
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = res.body.data;
    expect(data.place).toEqual({
      id: placeId,
      title: "Desk Diner",
      style: "table",
      slot_minutes: 120,
      tables: [1, 2, 3, 4].map((n) => ({ number: n, name: `T${n}`, seats: 4 })),
      staff: [],
    });
    expect(data.date).toBe(day);
    expect(data.hours).toEqual([{ start: "11:00", end: "22:00" }]);
    expect(data.closures).toEqual([
      {
        id: expect.any(Number),
        reason: "privateEvent",
        reason_name: "Private event",
        message: "Wedding party",
        start_date: day,
        start_time: "21:30",
        end_date: day,
        end_time: "22:00",
      },
    ]);

    // Requests of any date, oldest first; other places' never.
    expect(data.pending.map((item: DeskBooking) => item.ID)).toEqual([pending, tomorrow]);
    // The day's bookings in every state, by start time.
    const day_ = data.bookings as DeskBooking[];
    expect(day_.map((item) => item.ID)).toEqual([canceled, pending, accepted, noShow]);
    expect(day_.map((item) => item.state)).toEqual([
      "canceledByGuest",
      "request",
      "accepted",
      "noShow",
    ]);
    expect(day_.map((item) => item.ID)).not.toContain(elsewhere);
    expect(day_[2]).toMatchObject({
      table_num: [2],
      phone: "+852 9123 4567",
      email: "second@example.test",
      paid: false,
      payment_method: "cash",
      total_display: "HK$0",
    });

    // Half-hour slots (the 2-hour sitting is too long a step) from opening to closing.
    const covers = data.covers as { time: string; covers: number; bookings: number }[];
    expect(covers).toHaveLength(22);
    expect(covers[0]!.time).toBe("11:00");
    expect(covers.at(-1)!.time).toBe("21:30");
    const at = (time: string) => covers.find((slot) => slot.time === time);
    // The cancelled lunch and the no-show hold nobody.
    expect(at("12:00")).toEqual({ time: "12:00", covers: 0, bookings: 0 });
    expect(at("18:00")).toEqual({ time: "18:00", covers: 2, bookings: 1 });
    expect(at("19:30")).toEqual({ time: "19:30", covers: 4, bookings: 2 });
    expect(at("20:30")).toEqual({ time: "20:30", covers: 2, bookings: 1 });
    expect(at("21:00")).toEqual({ time: "21:00", covers: 0, bookings: 0 });

    // The other place's desk has only its own booking.
    const other = await desk("owner", `resource_id=${otherPlaceId}&date=${day}`);
    expect(other.body.data.bookings.map((item: DeskBooking) => item.ID)).toEqual([elsewhere]);
    expect(other.body.data.pending.map((item: DeskBooking) => item.ID)).toEqual([elsewhere]);
    expect(other.body.data.closures).toEqual([]);
  });

  it("lets the owner and an admin in, and no one else", async () => {
    expect((await desk("owner")).status).toBe(200);
    expect((await desk("boss")).status).toBe(200);
    for (const who of ["rival", "diner"]) {
      const res = await desk(who);
      expect(res.status).toBe(403);
      expect(res.http).toBe(200);
      expect(res.body.code).toBe("rest_permission");
    }
    expect((await desk(undefined)).status).toBe(401);

    const booked = await book("diner", placeId, addDays(day, 2), "12:00");
    const card = (who: string | undefined) => call("GET", `booking/guest_card?id=${booked}`, who);
    expect((await card("owner")).status).toBe(200);
    expect((await card("boss")).status).toBe(200);
    // The guest themself is refused; another owner finds no such booking, as on every booking call.
    const guest = await card("diner");
    expect(guest.status).toBe(403);
    expect(guest.body.code).toBe("rest_permission");
    expect((await card("rival")).body.code).toBe("rest_invalid_booking");
    expect((await card("third")).status).toBe(400);
    expect((await card(undefined)).status).toBe(401);
  });

  it("counts the guest's visits, no-shows and cancellations at this place only", async () => {
    const now = await book("second", placeId, addDays(day, 4), "12:00");
    const customerId = ids.second!;
    const longAgo = addDays(hongKongDate(new Date()), -60);
    const lastMonth = addDays(hongKongDate(new Date()), -30);
    await pastBooking({ placeId, customerId, startDate: longAgo });
    await pastBooking({
      placeId,
      customerId,
      startDate: lastMonth,
      status: "publish",
      visit: "arrived",
    });
    await pastBooking({ placeId, customerId, status: "publish", visit: "noShow" });
    await pastBooking({ placeId, customerId, status: "canceled", canceledBy: "customer" });
    // Declined by the place: not the guest's cancellation.
    await pastBooking({ placeId, customerId, status: "canceled", canceledBy: "declined" });
    // Elsewhere: never counted, never shown.
    const elsewhere = await pastBooking({ placeId: otherPlaceId, customerId });
    await pastBooking({ placeId: otherPlaceId, customerId, status: "publish", visit: "noShow" });

    const res = await call("GET", `booking/guest_card?id=${now}`, "owner");
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const card = res.body.data;
    expect(card).toMatchObject({
      booking_id: now,
      name: "Ann Lee",
      phone: "+852 9123 4567",
      email: "second@example.test",
      whatsapp: "https://wa.me/85291234567",
      adult: 2,
      children: 0,
      visits: 2,
      no_shows: 1,
      cancellations: 1,
      last_visit: lastMonth,
    });
    const shown = card.history.map((item: { ID: number }) => item.ID);
    expect(shown).not.toContain(now);
    expect(shown).not.toContain(elsewhere.id);
    // The earlier test's bookings of this guest here count as history too (latest first).
    expect(card.history.length).toBeLessThanOrEqual(10);
    expect(card.history[0]).toMatchObject({ state: "request" });
    expect(
      card.history.every((item: { status_name: string }) => typeof item.status_name === "string"),
    ).toBe(true);
  });

  it("matches a guest without an account by e-mail, else a walk-in by phone, and offers WhatsApp for mobiles only", async () => {
    const guest = await pastBooking({
      placeId,
      status: "publish",
      startDate: addDays(day, 5),
      email: "Walker@Example.test",
      phone: "+852 2123 4567",
    });
    await pastBooking({ placeId, email: "walker@example.test" });
    await pastBooking({ placeId: otherPlaceId, email: "walker@example.test" });
    const byEmail = (await call("GET", `booking/guest_card?id=${guest.id}`, "owner")).body.data;
    expect(byEmail).toMatchObject({ visits: 1, whatsapp: "" });
    expect(byEmail.history).toHaveLength(1);

    const walkIn = await pastBooking({
      placeId,
      status: "publish",
      visit: "arrived",
      createdVia: "walk_in",
      startDate: addDays(day, 5),
      phone: "9876 5432",
    });
    await pastBooking({ placeId, email: "regular@example.test", phone: "+852 98765432" });
    const byPhone = (await call("GET", `booking/guest_card?id=${walkIn.id}`, "owner")).body.data;
    expect(byPhone).toMatchObject({ visits: 1, whatsapp: "https://wa.me/85298765432" });

    const nobody = await pastBooking({ placeId, status: "publish", createdVia: "walk_in" });
    const unknown = (await call("GET", `booking/guest_card?id=${nobody.id}`, "owner")).body.data;
    expect(unknown).toMatchObject({ visits: 0, no_shows: 0, cancellations: 0, last_visit: "" });
    expect(unknown.history).toEqual([]);
  });

  it("refuses hostile queries with a 4xx, never a server error", async () => {
    const queries = [
      `resource_id=${placeId}`,
      `resource_id=${placeId}&date=2026-13-45`,
      `resource_id=${placeId}&date=${"9".repeat(10_000)}`,
      `resource_id=${placeId}&date[]=${day}&date[]=${nextDay}`,
      `resource_id=${placeId}&date=${day}&date=${nextDay}`,
      `resource_id=${placeId}&date=%00`,
      `resource_id=${placeId}&date=%F0%9F%98%80`,
      `resource_id=${placeId}&date[__proto__]=x`,
      `resource_id[]=${placeId}&resource_id[]=${otherPlaceId}&date=${day}`,
      `resource_id=9999999&date=${day}`,
      `resource_id=%00&date=${day}`,
      `resource_id=${"1".repeat(5_000)}&date=${day}`,
      `date=${day}`,
      "__proto__[polluted]=1",
    ];
    for (const query of queries) {
      const res = await desk("owner", query);
      expect(res.status, query).toBeGreaterThanOrEqual(400);
      expect(res.status, query).toBeLessThan(500);
      expect(res.body.success, query).toBe(false);
    }
    const bad = await desk("owner", `resource_id=${placeId}&date=2026-02-30`);
    expect(bad.body.data.params.date).toBe("Enter a date in YYYY-MM-DD format.");
    const cards = [
      "",
      "id=",
      "id=abc",
      "id=-1",
      "id=1e3",
      "id=%00",
      `id=${"9".repeat(5_000)}`,
      "id=1&id=2",
      "id[]=1&id[]=2",
      "id[__proto__]=1",
    ];
    for (const query of cards) {
      const res = await call("GET", `booking/guest_card?${query}`, "owner");
      expect(res.status, query).toBeGreaterThanOrEqual(400);
      expect(res.status, query).toBeLessThan(500);
      expect(res.body.success, query).toBe(false);
    }
  });
});
