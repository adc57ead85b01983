import { describe, expect, it } from "vitest";
import { BOOKING_STATES } from "../../../shared/bookings/booking-state.ts";
import { en } from "../../../shared/i18n/messages/en.ts";
import { tc } from "../../../shared/i18n/messages/tc.ts";
import { bookingLead, type LeadFacts } from "./booking-lead.ts";

const facts = (state: string, more: Partial<LeadFacts> = {}): LeadFacts => ({
  state,
  time_to_confirm: false,
  pay_by: "",
  paid_at: "",
  cancel_reason: "",
  ...more,
});

describe("bookingLead", () => {
  it("has a heading for the owner and a lead for both sides in every state, in both languages", () => {
    for (const state of BOOKING_STATES) {
      for (const cancel_reason of ["", "Kitchen flooded"]) {
        const owner = bookingLead("owner", facts(state, { cancel_reason }));
        const customer = bookingLead("customer", facts(state, { cancel_reason }));
        for (const key of [owner?.heading, owner?.lead, customer?.lead]) {
          expect(key && tc[key] && en[key], `${state}: ${key}`).toBeTruthy();
        }
        expect(customer?.heading).toBeUndefined();
      }
    }
  });

  it("speaks to each side in its own words", () => {
    expect(bookingLead("owner", facts("accepted"))).toEqual({
      heading: "bookingPage.owner.heading.accepted",
      lead: "bookingPage.owner.lead.accepted",
      note: undefined,
      quotesReason: false,
    });
    expect(bookingLead("customer", facts("accepted"))?.lead).toBe(
      "bookingPage.customer.lead.accepted",
    );
  });

  it("asks the owner for a time when the request came without one", () => {
    const lead = bookingLead("owner", facts("request", { time_to_confirm: true }));
    expect(lead?.heading).toBe("bookingPage.owner.heading.request");
    expect(lead?.lead).toBe("bookingPage.owner.lead.requestUntimed");
  });

  it("quotes the place's reason when it gave one, so the facts need not", () => {
    for (const state of ["declined", "canceledByPlace", "closed"]) {
      const quoted = bookingLead("customer", facts(state, { cancel_reason: "Kitchen flooded" }));
      expect(quoted?.lead).toBe(`bookingPage.customer.lead.${state}`);
      expect(quoted?.quotesReason).toBe(true);
      const bare = bookingLead("customer", facts(state, { cancel_reason: "  " }));
      expect(bare?.lead).toBe(`bookingPage.customer.lead.${state}NoReason`);
      expect(bare?.quotesReason).toBe(false);
    }
    // The guest's own cancellation carries their words, which the facts show.
    expect(
      bookingLead("owner", facts("canceledByGuest", { cancel_reason: "Ill" }))?.quotesReason,
    ).toBe(false);
  });

  it("tells a released unpaid request from one nobody answered", () => {
    const released = facts("expired", { pay_by: "2026-11-28T10:00:00.000Z" });
    expect(bookingLead("owner", released)?.heading).toBe("bookingPage.owner.heading.released");
    expect(bookingLead("customer", released)?.lead).toBe("bookingPage.customer.lead.released");
    expect(bookingLead("owner", facts("expired"))?.heading).toBe(
      "bookingPage.owner.heading.lapsed",
    );
    const paidThenLapsed = { ...released, paid_at: "2026-11-28T09:00:00.000Z" };
    expect(bookingLead("customer", paidThenLapsed)?.lead).toBe("bookingPage.customer.lead.lapsed");
  });

  it("tells the owner the deadline to pay while an unpaid transfer request waits", () => {
    const unpaid = facts("request", { pay_by: "2026-11-28T10:00:00.000Z" });
    expect(bookingLead("owner", unpaid)?.note).toBe("bookingPage.owner.payBy");
    // The customer's page says it with the payment instructions.
    expect(bookingLead("customer", unpaid)?.note).toBeUndefined();
    expect(
      bookingLead("owner", { ...unpaid, paid_at: "2026-11-28T09:00:00.000Z" })?.note,
    ).toBeUndefined();
    expect(
      bookingLead("owner", facts("accepted", { pay_by: unpaid.pay_by }))?.note,
    ).toBeUndefined();
  });

  it("says nothing of its own for a server that sends no state", () => {
    expect(bookingLead("owner", facts(""))).toBeNull();
    expect(bookingLead("customer", facts("somethingNew"))).toBeNull();
  });
});
