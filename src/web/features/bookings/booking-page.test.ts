import { describe, expect, it } from "vitest";
import { bookingPagePath, justBookedOf } from "./booking-page.ts";

describe("bookingPagePath", () => {
  it("is the booking's own page, a guest's with its token", () => {
    expect(bookingPagePath(23)).toBe("/app/bookings/23");
    expect(bookingPagePath({ booking_id: 23 })).toBe("/app/bookings/23");
    expect(bookingPagePath(23, "")).toBe("/app/bookings/23");
    expect(bookingPagePath({ booking_id: 7 }, "aB-_9")).toBe("/app/bookings/7?token=aB-_9");
    // Whatever a token holds stays one query value.
    expect(bookingPagePath(7, "a&b=c#d")).toBe("/app/bookings/7?token=a%26b%3Dc%23d");
  });
});

describe("justBookedOf", () => {
  it("reads the booking form's history state, and nothing else", () => {
    expect(justBookedOf({ justBooked: true })).toEqual({ justBooked: true, payUrl: undefined });
    expect(justBookedOf({ justBooked: true, payUrl: "https://checkout.stripe.com/x" })).toEqual({
      justBooked: true,
      payUrl: "https://checkout.stripe.com/x",
    });
    expect(justBookedOf({ justBooked: true, payUrl: 5 })?.payUrl).toBeUndefined();
    expect(justBookedOf(null)).toBeNull();
    expect(justBookedOf({ notice: "x" })).toBeNull();
    expect(justBookedOf({ justBooked: "yes" })).toBeNull();
  });
});
