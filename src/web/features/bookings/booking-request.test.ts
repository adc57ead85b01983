import { describe, expect, it } from "vitest";
import { type BookingChoice, bookingBody, choiceErrors, onNewDate } from "./booking-request.ts";

const choice = (over: Partial<BookingChoice>): BookingChoice => ({
  style: "standard",
  date: "2025-03-01",
  endDate: "",
  start: "19:00",
  end: "",
  tables: [],
  adults: 2,
  children: 0,
  ...over,
});

describe("bookingBody", () => {
  it("sends the fields each style prices by (protocol §4.40)", () => {
    expect(bookingBody(7, choice({}))).toEqual({
      resource_id: 7,
      booking_style: "standard",
      adult: 2,
      children: 0,
      start_date: "2025-03-01",
      start_time: "19:00",
    });
    expect(bookingBody(7, choice({ style: "hourly", start: "10:00", end: "12:00" }))).toMatchObject(
      { start_time: "10:00", end_time: "12:00" },
    );
    expect(bookingBody(7, choice({ style: "table", tables: [3, 1] }), true)?.table_num).toEqual([
      1, 3,
    ]);
    const daily = bookingBody(7, choice({ style: "daily", start: "", endDate: "2025-03-03" }));
    expect(daily).toMatchObject({ start_date: "2025-03-01", end_date: "2025-03-03" });
    expect(daily).not.toHaveProperty("start_time");
  });

  it("leaves out an end date that is the start date", () => {
    const body = bookingBody(7, choice({ style: "daily", endDate: "2025-03-01" }));
    expect(body).not.toHaveProperty("end_date");
  });

  it("has nothing to price until a time, a table and a person are chosen", () => {
    expect(bookingBody(7, choice({ start: "" }))).toBeNull();
    expect(bookingBody(7, choice({ style: "table", tables: [] }), true)).toBeNull();
    expect(bookingBody(7, choice({ adults: 0, children: 0 }))).toBeNull();
    expect(bookingBody(7, choice({ adults: 0, children: 1 }))).not.toBeNull();
  });
});

describe("bookingBody for the server that seats the party itself", () => {
  it("sends no table for a table booking: the server picks it", () => {
    const body = bookingBody(7, choice({ style: "table", tables: [] }));
    expect(body).toMatchObject({ booking_style: "table", start_time: "19:00", adult: 2 });
    expect(body).not.toHaveProperty("table_num");
  });

  it("sends a salon's service and staff member", () => {
    const body = bookingBody(
      7,
      choice({ style: "slot", adults: 1, serviceId: "12", staffId: "x-3" }),
    );
    expect(body).toMatchObject({ service_id: "12", staff_id: "x-3", adult: 1 });
    expect(bookingBody(7, choice({ serviceId: "" }))).not.toHaveProperty("service_id");
  });
});

describe("onNewDate", () => {
  it("drops the time and tables of the old date, and an end date now before the start", () => {
    const next = onNewDate(
      choice({ style: "table", tables: [2], endDate: "2025-03-02", end: "21:00" }),
      "2025-03-05",
    );
    expect(next).toMatchObject({ date: "2025-03-05", start: "", end: "", tables: [], endDate: "" });
    expect(onNewDate(choice({ endDate: "2025-03-09" }), "2025-03-05").endDate).toBe("2025-03-09");
  });
});

describe("choiceErrors", () => {
  it("keeps the server's messages for the request's own fields", () => {
    expect(choiceErrors({ table_num: "taken", email: "bad", start_time: "full" })).toEqual({
      table_num: "taken",
      start_time: "full",
    });
  });
});
