import { describe, expect, it } from "vitest";
import { bookingAudience } from "./booking-audience.ts";

const booking = { author: "7", customer_user: "12" };

describe("bookingAudience", () => {
  it("is the owner for the place's owner", () => {
    expect(bookingAudience({ guest: false, userId: 7, admin: false }, booking)).toBe("owner");
  });

  it("is the customer for the customer, signed in or by the booking's link", () => {
    expect(bookingAudience({ guest: false, userId: 12, admin: false }, booking)).toBe("customer");
    expect(bookingAudience({ guest: true, userId: null, admin: false }, booking)).toBe("customer");
    // A signed-in owner opening a guest link reads it as its guest: the link is the guest's.
    expect(bookingAudience({ guest: true, userId: 7, admin: false }, booking)).toBe("customer");
  });

  it("is the owner for an admin, unless the booking is the admin's own", () => {
    expect(bookingAudience({ guest: false, userId: 1, admin: true }, booking)).toBe("owner");
    expect(
      bookingAudience(
        { guest: false, userId: 12, admin: true },
        { ...booking, customer_user: "12" },
      ),
    ).toBe("customer");
  });

  it("is the customer when nothing says otherwise (a stock server sends no author)", () => {
    expect(
      bookingAudience({ guest: false, userId: 7, admin: false }, { author: "", customer_user: "" }),
    ).toBe("customer");
    expect(bookingAudience({ guest: false, userId: null, admin: true }, booking)).toBe("customer");
  });
});
