import { describe, expect, it } from "vitest";
import type { BookingListItem } from "./api/booking-schemas.ts";
import { bookingsOn } from "./day-bookings.ts";

const item = (over: Partial<BookingListItem>): BookingListItem => ({
  ID: 1,
  title: "",
  status_name: "",
  status_color: "",
  first_name: "",
  last_name: "",
  date: "",
  status: "publish",
  place_id: 1,
  place_title: "",
  booking_style: "table",
  time_to_confirm: false,
  start_date: "2025-03-01",
  end_date: "2025-03-01",
  start_time: "19:00",
  end_time: "21:00",
  adult: 2,
  children: 0,
  table_num: [],
  visit: "",
  canceled_by: "",
  refund: "",
  pay_by: "",
  changed_at: "",
  walk_in: false,
  state: "accepted",
  ...over,
});

describe("bookingsOn", () => {
  it("keeps the day's live bookings in time order, and stays that cover the day", () => {
    const list = [
      item({ ID: 1, start_time: "20:00" }),
      item({ ID: 2, start_time: "12:00", status: "pending" }),
      item({ ID: 3, start_time: "18:00", status: "canceled" }),
      item({ ID: 4, start_date: "2025-03-02", end_date: "2025-03-02" }),
      item({ ID: 5, start_date: "2025-02-27", end_date: "2025-03-03", start_time: "" }),
      item({ ID: 6, start_time: "12:00" }),
      // A request still without a time is on no day yet.
      item({
        ID: 7,
        status: "pending",
        time_to_confirm: true,
        start_date: "",
        end_date: "",
        start_time: "",
        end_time: "",
      }),
    ];
    expect(bookingsOn(list, "2025-03-01").map((one) => one.ID)).toEqual([5, 2, 6, 1]);
  });
});
