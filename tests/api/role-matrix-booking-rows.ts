import { eq } from "drizzle-orm";
import { bookings, placeClosures } from "../../src/db/schema.ts";
import { addDays } from "../../src/shared/bookings/availability.ts";
import { signedStripeEvent } from "../support/stripe-stand-in.ts";
import { VALID_QUESTIONNAIRE } from "../support/valid-requests.ts";
import {
  adminsOnly,
  bookingParties,
  type Entry,
  everyone,
  FORBIDDEN,
  freshEnquiry,
  L,
  NO_SUCH_BOOKING,
  ownerOrAdmin,
  placeOwners,
  signedIn,
  startedBooking,
} from "./role-matrix-rules.ts";

/** The rows of bookings, questionnaires, leads, ezfetch and payments. */
export const BOOKING_AND_BUSINESS_ROWS: Entry[] = [
  { route: `GET ${L}/author/booking`, expect: signedIn() },
  {
    route: `GET ${L}/booking/form`,
    call: ({ w }) => ({ query: { resource_id: String(w.ids.placeOfAuthor) } }),
    expect: everyone(),
  },
  { route: `GET ${L}/setting/payment`, variant: "the site's methods", expect: everyone() },
  {
    route: `GET ${L}/setting/payment`,
    variant: "a place's methods",
    call: ({ w }) => ({ query: { resource_id: String(w.ids.placeOfAuthor) } }),
    expect: everyone(),
  },
  {
    route: `POST ${L}/booking/cart`,
    call: ({ w }) => ({
      payload: {
        resource_id: w.ids.placeOfAuthor,
        adult: 1,
        start_date: w.tomorrow,
        start_time: "10:00",
      },
    }),
    expect: everyone(),
  },
  {
    route: `POST ${L}/booking/order`,
    call: ({ w }) => ({
      payload: {
        resource_id: w.ids.placeOfAuthor,
        adult: 1,
        start_date: w.tomorrow,
        start_time: "10:00",
        payment_method: "cash",
      },
    }),
    // Not their own place; a booking needs a verified account, as the app's booking screen does.
    expect: signedIn("rest_permission", {
      author: FORBIDDEN,
      unverified: [403, "rest_booking_unverified"],
    }),
  },
  {
    route: `POST ${L}/booking/email_code`,
    // One address per caller: a second code to one address within a minute waits (429).
    call: ({ w, role }) => ({
      payload: { email: `${role}-guest@example.test`, resource_id: w.ids.placeOfAuthor },
    }),
    expect: everyone(),
  },
  {
    route: `POST ${L}/booking/claim`,
    // Only the booking's guest link opens it: without it, nobody finds the booking.
    call: ({ w }) => ({ payload: { id: w.ids.booking, token: "not-the-link-token" } }),
    expect: signedIn("rest_permission", {
      customer: NO_SUCH_BOOKING,
      unverified: NO_SUCH_BOOKING,
      author: NO_SUCH_BOOKING,
      otherAuthor: NO_SUCH_BOOKING,
      admin: NO_SUCH_BOOKING,
    }),
  },
  {
    route: `GET ${L}/booking/view`,
    variant: "a guest link's token that is not the booking's",
    call: ({ w }) => ({ query: { id: String(w.ids.booking), token: "not-the-link-token" } }),
    expect: everyone({
      anonymous: NO_SUCH_BOOKING,
      customer: NO_SUCH_BOOKING,
      unverified: NO_SUCH_BOOKING,
      author: NO_SUCH_BOOKING,
      otherAuthor: NO_SUCH_BOOKING,
      admin: NO_SUCH_BOOKING,
    }),
  },
  {
    route: `GET ${L}/booking/view`,
    call: ({ w }) => ({ query: { id: String(w.ids.booking) } }),
    expect: bookingParties,
  },
  {
    route: `GET ${L}/booking/calendar`,
    call: ({ w }) => ({ query: { id: String(w.ids.booking) } }),
    expect: bookingParties,
  },
  {
    route: `POST ${L}/booking/cancel_by_id`,
    call: async ({ w }) => ({ payload: { id: await w.freshBooking() } }),
    expect: { ...bookingParties, author: FORBIDDEN, admin: FORBIDDEN },
  },
  {
    route: `POST ${L}/booking/accept_by_id`,
    call: async ({ w }) => ({ payload: { id: await w.freshBooking() } }),
    expect: { ...bookingParties, customer: FORBIDDEN },
  },
  {
    route: `POST ${L}/booking/decline_by_id`,
    call: async ({ w }) => ({ payload: { id: await w.freshBooking(), reason: "Fully booked." } }),
    expect: { ...bookingParties, customer: FORBIDDEN },
  },
  {
    route: `POST ${L}/booking/mark_paid`,
    call: async ({ w }) => ({ payload: { id: await w.freshBooking() } }),
    expect: { ...bookingParties, customer: FORBIDDEN },
  },
  {
    route: `POST ${L}/booking/cancel_payment`,
    call: async ({ w }) => ({ payload: { id: await w.freshBooking("stripe") } }),
    expect: { ...bookingParties, author: FORBIDDEN, admin: FORBIDDEN },
  },
  { route: `GET ${L}/booking/list`, expect: signedIn() },
  {
    route: `POST ${L}/booking/hold`,
    call: ({ w }) => ({
      payload: {
        resource_id: w.ids.placeOfAuthor,
        adult: 1,
        start_date: w.tomorrow,
        start_time: "11:00",
      },
    }),
    expect: everyone(),
  },
  {
    route: `POST ${L}/booking/release`,
    call: () => ({ payload: { hold_id: "a-hold-that-was-never-made-0000" } }),
    expect: everyone(),
  },
  {
    // A day far from the other entries' bookings and holds, so closing it cancels none of them.
    route: `POST ${L}/booking/close`,
    call: ({ w }) => ({
      payload: {
        resource_id: w.ids.placeOfAuthor,
        start_date: addDays(w.tomorrow, 40),
        reason: "holiday",
      },
    }),
    expect: ownerOrAdmin(),
  },
  {
    route: `GET ${L}/booking/closures`,
    call: ({ w }) => ({ query: { resource_id: String(w.ids.placeOfAuthor) } }),
    expect: ownerOrAdmin(),
  },
  {
    route: `POST ${L}/booking/reopen`,
    call: async ({ t, w }) => {
      const startsAt = new Date(Date.now() + 50 * 86_400_000);
      const [closure] = await t.database.db
        .insert(placeClosures)
        .values({
          placeId: w.ids.placeOfAuthor,
          startsAt,
          endsAt: new Date(startsAt.getTime() + 3_600_000),
          reason: "privateEvent",
        })
        .returning();
      return { payload: { closure_id: closure!.id } };
    },
    expect: ownerOrAdmin(),
  },
  {
    route: `POST ${L}/booking/arrived_by_id`,
    call: async ({ t, w }) => ({ payload: { id: await startedBooking(t, w) } }),
    expect: { ...bookingParties, customer: FORBIDDEN },
  },
  {
    route: `POST ${L}/booking/no_show_by_id`,
    call: async ({ t, w }) => ({ payload: { id: await startedBooking(t, w) } }),
    expect: { ...bookingParties, customer: FORBIDDEN },
  },
  {
    route: `POST ${L}/booking/complete_by_id`,
    call: async ({ t, w }) => ({ payload: { id: await startedBooking(t, w) } }),
    expect: { ...bookingParties, customer: FORBIDDEN },
  },
  {
    route: `POST ${L}/booking/cancel_by_owner`,
    call: async ({ w }) => ({ payload: { id: await w.freshBooking(), reason: "Kitchen fire." } }),
    expect: { ...bookingParties, customer: FORBIDDEN },
  },
  {
    route: `POST ${L}/booking/mark_refunded`,
    call: async ({ t, w }) => {
      const id = await w.freshBooking();
      await t.database.db
        .update(bookings)
        .set({ status: "canceled", canceledBy: "place", paidAt: new Date(), refund: "due" })
        .where(eq(bookings.id, id));
      return { payload: { id } };
    },
    expect: { ...bookingParties, customer: FORBIDDEN },
  },
  {
    route: `POST ${L}/booking/change_by_id`,
    call: async ({ w }) => ({
      payload: { id: await w.freshBooking(), start_date: addDays(w.tomorrow, 1) },
    }),
    expect: { ...bookingParties, customer: FORBIDDEN },
  },
  {
    route: `POST ${L}/booking/walk_in`,
    call: ({ w }) => ({ payload: { resource_id: w.ids.placeOfAuthor, persons: 1 } }),
    expect: ownerOrAdmin(),
  },
  {
    route: `GET ${L}/booking/desk`,
    call: ({ w }) => ({ query: { resource_id: String(w.ids.placeOfAuthor), date: w.tomorrow } }),
    expect: ownerOrAdmin(),
  },
  {
    route: `GET ${L}/booking/guest_card`,
    call: async ({ w }) => ({ query: { id: String(await w.freshBooking()) } }),
    expect: { ...bookingParties, customer: FORBIDDEN },
  },
  { route: `GET ${L}/questionnaire/form`, expect: everyone() },
  {
    route: `POST ${L}/questionnaire/save`,
    call: () => ({ payload: VALID_QUESTIONNAIRE }),
    expect: everyone(),
  },
  { route: `GET ${L}/questionnaire/mine`, expect: signedIn() },
  { route: `GET ${L}/questionnaire/list`, expect: adminsOnly },
  // The consultancy's leads (decision 084): admins only, on every route.
  { route: `GET ${L}/leads/list`, expect: adminsOnly },
  {
    route: `GET ${L}/leads/view`,
    call: async ({ t }) => ({ query: { source: "enquiry", id: String(await freshEnquiry(t)) } }),
    expect: adminsOnly,
  },
  {
    route: `POST ${L}/leads/update`,
    call: async ({ t }) => ({
      payload: { source: "enquiry", id: await freshEnquiry(t), status: "contacted" },
    }),
    expect: adminsOnly,
  },
  { route: `GET ${L}/leads/export`, expect: adminsOnly },
  {
    route: `POST ${L}/ezfetch`,
    call: () => ({ payload: { requests: [{ path: "setting/init" }] } }),
    expect: everyone(),
  },
  // Only someone with a place connects a Stripe account to be paid at it (decision 079).
  { route: `GET ${L}/payment/stripe_account`, expect: placeOwners },
  { route: `POST ${L}/payment/stripe_onboarding`, expect: placeOwners },
  {
    route: "POST /api/payments/stripe/webhook",
    // Stripe's signature is what counts here; a caller's token changes nothing, a dead one fails.
    call: () => {
      const event = signedStripeEvent();
      return {
        payload: event.payload,
        headers: { "content-type": "application/json", "stripe-signature": event.header },
      };
    },
    expect: everyone(),
  },
];
