import type { DeskBooking } from "./api/desk-schemas.ts";

// The desk's unit tests' bookings: an accepted table booking at 19:00 on 2026-11-28 unless told.

export function deskBooking(fields: Partial<DeskBooking> & { ID: number }): DeskBooking {
  return {
    title: `Booking ${fields.ID}`,
    status_name: "",
    status_color: "",
    first_name: "",
    last_name: "",
    date: "",
    status: "publish",
    place_id: 15,
    place_title: "Demo",
    booking_style: "table",
    time_to_confirm: false,
    start_date: "2026-11-28",
    end_date: "2026-11-28",
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
    phone: "",
    email: "",
    memo: "",
    service_name: "",
    staff_id: null,
    staff_name: "",
    total_display: "",
    payment_method: "",
    paid: false,
    ...fields,
  };
}
