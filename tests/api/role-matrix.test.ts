import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, enquiries, placeClosures, placeRevisions } from "../../src/db/schema.ts";
import { answersSoftly, isSoftFailure } from "../../src/server/api/soft-failures.ts";
import { issueVerification } from "../../src/server/api/verification/verification-service.ts";
import { addDays } from "../../src/shared/bookings/availability.ts";
import { bearer, PASSWORD } from "../support/accounts.ts";
import {
  type Actor,
  buildRoleWorld,
  pngUpload,
  ROLES,
  type Role,
  type World,
} from "../support/role-world.ts";
import { connectOwnerAccount } from "../support/stripe-connect.ts";
import { signedStripeEvent, startStripeStandIn } from "../support/stripe-stand-in.ts";
import { DATABASE_KINDS, startTestApp, type TestApp } from "../support/test-app.ts";
import { VALID_ENQUIRY, VALID_QUESTIONNAIRE } from "../support/valid-requests.ts";

/** What a caller gets: a 2xx, or this status with this protocol code. */
type Outcome = "ok" | readonly [status: number, code: string];

const L = "/api/listar/v1";
const NEW_PASSWORD = "another-horse-84";
const REVOKED = [403, "jwt_auth_invalid_token"] as const;
const FORBIDDEN = [403, "rest_permission"] as const;
const NO_SUCH_PLACE = [400, "rest_invalid_post"] as const;
const NO_SUCH_BOOKING = [400, "rest_invalid_booking"] as const;

/** Anyone, except a token whose account is gone: the JWT plugin fails every route for it. */
const everyone = (overrides: Partial<Record<Role, Outcome>> = {}): Record<Role, Outcome> => ({
  anonymous: "ok",
  customer: "ok",
  unverified: "ok",
  author: "ok",
  otherAuthor: "ok",
  admin: "ok",
  deactivated: REVOKED,
  ...overrides,
});
/** Any signed-in account; a visitor is asked to sign in (401) with the route family's code. */
const signedIn = (code = "rest_permission", overrides: Partial<Record<Role, Outcome>> = {}) =>
  everyone({ anonymous: [401, code], ...overrides });
const adminsOnly = signedIn("rest_permission", {
  customer: FORBIDDEN,
  unverified: FORBIDDEN,
  author: FORBIDDEN,
  otherAuthor: FORBIDDEN,
});
/** Only the author who owns the target, and admins. */
const ownerOrAdmin = (
  refusal: Outcome = FORBIDDEN,
  anonymous: Outcome = [401, "rest_permission"],
) => everyone({ anonymous, customer: refusal, unverified: refusal, otherAuthor: refusal });
/** Whoever owns a place, of any status; an admin without one has nothing to be paid for. */
const placeOwners = signedIn("rest_permission", {
  customer: FORBIDDEN,
  unverified: FORBIDDEN,
  admin: FORBIDDEN,
});
/** A booking: its customer, the place's owner and admins see it; anyone else finds nothing. */
const bookingParties = signedIn("rest_permission", {
  unverified: NO_SUCH_BOOKING,
  otherAuthor: NO_SUCH_BOOKING,
});

/** A fresh booking, accepted and begun ten minutes ago: what the day's actions apply to. */
async function startedBooking(t: TestApp, w: World): Promise<number> {
  const id = await w.freshBooking();
  const startsAt = new Date(Date.now() - 10 * 60_000);
  await t.database.db
    .update(bookings)
    .set({ status: "publish", startsAt, endsAt: new Date(startsAt.getTime() + 3_600_000) })
    .where(eq(bookings.id, id));
  return id;
}

interface CallContext {
  t: TestApp;
  w: World;
  role: Role;
  who: Actor | undefined;
}
type Call = Pick<InjectOptions, "query" | "payload" | "headers"> & {
  /** The URL to call when the route's own has parameters (`/api/docs/:asset`). */
  url?: string;
};

interface Entry {
  /** `METHOD url` as in `app.routeTable`. */
  route: string;
  /** What this row checks when a route has several (e.g. its own place vs another's). */
  variant?: string;
  /** The caller is a new account of the role: the call uses the account up. */
  fresh?: boolean;
  call?: (context: CallContext) => Call | Promise<Call>;
  expect: Record<Role, Outcome>;
}

/** A new enquiry, as the contact form stores one: a lead for the inbox's routes. */
async function freshEnquiry(t: TestApp): Promise<number> {
  const [row] = await t.database.db
    .insert(enquiries)
    .values({ ...VALID_ENQUIRY, language: "tc" })
    .returning({ id: enquiries.id });
  return row!.id;
}

/** A fresh published place of the author's with their edit waiting for review (decision 082). */
async function waitingEdit({ t, w }: CallContext) {
  const postId = await w.freshPlace();
  const [revision] = await t.database.db
    .insert(placeRevisions)
    .values({
      placeId: postId,
      authorId: w.shared.author.user.id,
      changes: { title: w.unique("Edited place ") },
      language: "en",
    })
    .returning();
  return { post_id: postId, revision_id: revision!.id };
}

const MATRIX: Entry[] = [
  { route: "GET /api/health", expect: everyone() },
  { route: "GET /api/openapi.json", expect: everyone() },
  { route: "GET /api/docs", expect: everyone() },
  {
    route: "GET /api/docs/:asset",
    call: () => ({ url: "/api/docs/docs-init.js" }),
    expect: everyone(),
  },
  {
    route: "POST /api/site/v1/enquiry",
    call: () => ({ payload: VALID_ENQUIRY }),
    expect: everyone(),
  },
  // What the public site lacks (#31): the admins' setup screen reads it.
  { route: "GET /api/site/v1/setup", expect: adminsOnly },
  {
    route: "POST /api/jwt-auth/v1/token",
    // Sign-in reads no token: a stale one in the header must not stop someone signing in again.
    call: ({ w }) => ({
      payload: { username: w.shared.customer.user.username, password: PASSWORD },
    }),
    expect: everyone({ deactivated: "ok" }),
  },
  {
    route: "POST /api/jwt-auth/v1/token/validate",
    expect: everyone({ anonymous: [403, "jwt_auth_no_auth_header"] }),
  },
  {
    route: `POST ${L}/auth/register`,
    call: ({ w }) => {
      const username = w.unique("newcomer");
      return {
        payload: { username, email: `${username}@example.test`, password: NEW_PASSWORD },
      };
    },
    expect: everyone(),
  },
  {
    // The website's "open this restaurant" path (#31, decision 086): anyone may make an account.
    route: `POST ${L}/auth/register_owner`,
    call: ({ w }) => {
      const name = w.unique("owner");
      return {
        payload: {
          name,
          email: `${name}@example.test`,
          password: NEW_PASSWORD,
          accept_terms: true,
        },
      };
    },
    expect: everyone(),
  },
  {
    route: `POST ${L}/auth/reset_password`,
    call: ({ w }) => ({ payload: { email: w.shared.customer.user.email } }),
    expect: everyone(),
  },
  {
    route: `POST ${L}/auth/reset_password/confirm`,
    call: async ({ w }) => ({
      payload: {
        token: await w.freshResetToken(),
        new_password: NEW_PASSWORD,
        confirm_password: NEW_PASSWORD,
      },
    }),
    expect: everyone(),
  },
  {
    route: `POST ${L}/auth/change_password`,
    fresh: true,
    call: () => ({
      payload: {
        old_password: PASSWORD,
        new_password: NEW_PASSWORD,
        confirm_password: NEW_PASSWORD,
      },
    }),
    expect: signedIn(),
  },
  {
    route: `POST ${L}/auth/deactivate`,
    fresh: true,
    call: () => ({ payload: { old_password: PASSWORD } }),
    expect: signedIn(),
  },
  { route: `GET ${L}/auth/export`, expect: signedIn() },
  {
    route: `POST ${L}/auth/delete_account`,
    fresh: true,
    call: () => ({ payload: { old_password: PASSWORD } }),
    expect: signedIn(),
  },
  { route: `GET ${L}/auth/user`, expect: signedIn() },
  { route: `GET ${L}/verification`, expect: signedIn() },
  {
    route: `POST ${L}/verification/verify`,
    variant: "by the mailed code",
    fresh: true,
    // A proven address is told it is proven already (a success); the unproven one sends its code.
    call: async ({ t, who }) => ({
      payload: {
        code:
          who && !who.user.emailVerifiedAt
            ? (await issueVerification(t.database.db, who.user)).code
            : "000000",
      },
    }),
    expect: signedIn(),
  },
  {
    route: `POST ${L}/verification/verify`,
    variant: "by the mailed link, which proves the address whoever opens it",
    call: async ({ t, w }) => ({
      payload: {
        token: (await issueVerification(t.database.db, (await w.actor("unverified")).user)).token,
      },
    }),
    expect: everyone(),
  },
  {
    route: `POST ${L}/verification/resend`,
    fresh: true,
    expect: signedIn("rest_permission", {
      customer: [400, "verification_already_verified"],
      author: [400, "verification_already_verified"],
      otherAuthor: [400, "verification_already_verified"],
      admin: [400, "verification_already_verified"],
    }),
  },
  {
    route: "POST /api/wp/v2/users/me",
    call: () => ({ payload: { description: "Checked by the role matrix." } }),
    expect: signedIn("rest_not_logged_in"),
  },
  {
    route: "POST /api/wp/v2/media",
    call: () => pngUpload("file"),
    expect: signedIn("rest_cannot_create"),
  },
  { route: `GET ${L}/setting/init`, expect: everyone() },
  { route: `GET ${L}/home/init`, expect: everyone() },
  { route: `GET ${L}/home/widget`, expect: everyone() },
  { route: `GET ${L}/post/home`, expect: everyone() },
  {
    route: `GET ${L}/post/view`,
    variant: "no guide is published yet",
    call: () => ({ query: { id: "1" } }),
    expect: everyone({
      anonymous: NO_SUCH_PLACE,
      customer: NO_SUCH_PLACE,
      unverified: NO_SUCH_PLACE,
      author: NO_SUCH_PLACE,
      otherAuthor: NO_SUCH_PLACE,
      admin: NO_SUCH_PLACE,
    }),
  },
  { route: `GET ${L}/category/list`, expect: everyone() },
  { route: `GET ${L}/location/list`, expect: everyone() },
  { route: `GET ${L}/category/list_discover`, expect: everyone() },
  { route: `GET ${L}/place/list`, expect: everyone() },
  {
    route: `GET ${L}/place/view`,
    variant: "a published place",
    call: ({ w }) => ({ query: { id: String(w.ids.placeOfAuthor) } }),
    expect: everyone(),
  },
  {
    route: `GET ${L}/place/view`,
    variant: "the author's place waiting for review",
    call: ({ w }) => ({ query: { id: String(w.ids.pendingOfAuthor) } }),
    expect: ownerOrAdmin(NO_SUCH_PLACE, NO_SUCH_PLACE),
  },
  { route: `GET ${L}/place/terms`, expect: everyone() },
  { route: `GET ${L}/place/form`, variant: "a new place's form", expect: everyone() },
  {
    route: `GET ${L}/place/form`,
    variant: "the author's place, to edit",
    call: ({ w }) => ({ query: { post_id: String(w.ids.placeOfAuthor) } }),
    expect: ownerOrAdmin(FORBIDDEN, FORBIDDEN),
  },
  {
    route: `POST ${L}/place/save`,
    variant: "a new place",
    // A customer who submits a place becomes an author: a new account each time.
    fresh: true,
    call: ({ w }) => ({
      payload: { title: w.unique("Submitted "), location: w.terms.location("sha-tin") },
    }),
    expect: signedIn(),
  },
  {
    route: `POST ${L}/place/save`,
    variant: "an edit of the author's published place",
    call: async ({ w }) => ({ payload: { post_id: await w.freshPlace(), content: "Edited." } }),
    expect: ownerOrAdmin(),
  },
  // Whoever may submit a place may ask where its address is (decision 081).
  {
    route: `GET ${L}/place/geocode`,
    call: ({ w }) => ({
      query: {
        address: "旺角西洋菜南街 1 號",
        location: String(w.terms.location("yau-tsim-mong")),
      },
    }),
    expect: signedIn(),
  },
  {
    route: `POST ${L}/place/delete`,
    call: async ({ w }) => ({ payload: { post_id: await w.freshPlace() } }),
    expect: ownerOrAdmin(),
  },
  {
    route: `POST ${L}/place/attachment`,
    call: () => pngUpload("file"),
    expect: signedIn("rest_cannot_create"),
  },
  { route: `GET ${L}/place/moderation`, expect: adminsOnly },
  {
    route: `POST ${L}/place/approve`,
    call: async ({ w }) => ({ payload: { post_id: await w.freshPendingPlace(), revision: 1 } }),
    expect: adminsOnly,
  },
  {
    route: `POST ${L}/place/reject`,
    call: async ({ w }) => ({
      payload: {
        post_id: await w.freshPendingPlace(),
        revision: 1,
        reason: "Please add opening hours.",
      },
    }),
    expect: adminsOnly,
  },
  {
    route: `POST ${L}/place/approve`,
    variant: "a published place's edit",
    call: async (context) => ({ payload: await waitingEdit(context) }),
    expect: adminsOnly,
  },
  {
    route: `POST ${L}/place/reject`,
    variant: "a published place's edit",
    call: async (context) => ({
      payload: { ...(await waitingEdit(context)), reason: "Please keep the shop's name." },
    }),
    expect: adminsOnly,
  },
  { route: `GET ${L}/wishlist/list`, expect: signedIn() },
  {
    route: `POST ${L}/wishlist/save`,
    variant: "a published place",
    call: ({ w }) => ({ payload: { post_id: w.ids.placeOfAuthor } }),
    expect: signedIn(),
  },
  {
    route: `POST ${L}/wishlist/save`,
    variant: "the author's place waiting for review",
    call: ({ w }) => ({ payload: { post_id: w.ids.pendingOfAuthor } }),
    expect: ownerOrAdmin(NO_SUCH_PLACE),
  },
  {
    route: `POST ${L}/wishlist/remove`,
    call: ({ w }) => ({ payload: { post_id: w.ids.placeOfAuthor } }),
    expect: signedIn(),
  },
  { route: `POST ${L}/wishlist/reset`, expect: signedIn() },
  {
    route: `GET ${L}/comments`,
    call: ({ w }) => ({ query: { post_id: String(w.ids.placeOfAuthor) } }),
    expect: everyone(),
  },
  {
    route: "POST /api/wp/v2/comments",
    variant: "a review of the author's place",
    call: ({ w }) => ({
      payload: { post: w.ids.placeOfAuthor, rating: 5, content: "Lovely noodles." },
    }),
    expect: signedIn("rest_comment_login_required", {
      unverified: [403, "rest_comment_unverified"],
      author: [403, "rest_comment_own_place"],
    }),
  },
  {
    route: "POST /api/wp/v2/comments",
    variant: "a review of a place waiting for review",
    call: ({ w }) => ({
      payload: { post: w.ids.pendingOfAuthor, rating: 5, content: "Lovely noodles." },
    }),
    expect: signedIn("rest_comment_login_required", {
      customer: NO_SUCH_PLACE,
      unverified: NO_SUCH_PLACE,
      otherAuthor: NO_SUCH_PLACE,
      author: [403, "rest_comment_own_place"],
    }),
  },
  ...(["listing", "comments", "overview"] as const).flatMap((name): Entry[] => [
    {
      route: `GET ${L}/author/${name}`,
      variant: "a named author",
      call: ({ w }) => ({ query: { user_id: String(w.shared.author.user.id) } }),
      expect: everyone(),
    },
    { route: `GET ${L}/author/${name}`, variant: "the caller's own", expect: signedIn() },
  ]),
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

/** A route's key without the trailing slash Fastify also registers for prefixed `/` routes. */
const routeKey = (method: string, url: string) => `${method} ${url.replace(/(.)\/$/, "$1")}`;

describe.each(DATABASE_KINDS)("who may call every API route, on %s", (kind) => {
  let t: TestApp;
  let w: World;
  let stripe: Awaited<ReturnType<typeof startStripeStandIn>>;
  let cells = 0;
  let address = 0;

  beforeAll(async () => {
    stripe = await startStripeStandIn();
    t = await startTestApp(kind, {
      AUTH_RATE_LIMIT: "100000",
      BOOKING_RATE_LIMIT: "100000",
      ENQUIRY_RATE_LIMIT: "100000",
      ...stripe.config,
    });
    w = await buildRoleWorld(t);
    // The author takes cards at their places, so a card booking can be made of them.
    await connectOwnerAccount(t.app, stripe, w.shared.author.token);
  });
  afterAll(async () => {
    console.info(`role matrix on ${kind}: ${cells} cells checked (role × route, HEAD included)`);
    await t?.close();
    await stripe?.close();
  });

  it("has a row for every API route the app registers", () => {
    const rows = new Set(MATRIX.map((entry) => entry.route));
    const missing = t.app.routeTable
      .filter((route) => route.url.startsWith("/api/"))
      // A HEAD route is its GET route's twin and is checked with it.
      .map((route) => routeKey(route.method === "HEAD" ? "GET" : route.method, route.url))
      .filter((key) => !rows.has(key));
    expect(missing).toEqual([]);
    const registered = new Set(t.app.routeTable.map((route) => routeKey(route.method, route.url)));
    expect(MATRIX.map((entry) => entry.route).filter((key) => !registered.has(key))).toEqual([]);
  });

  for (const entry of MATRIX) {
    it(`${entry.route}${entry.variant ? ` (${entry.variant})` : ""}`, async () => {
      const [method, url] = entry.route.split(" ") as ["GET" | "POST", string];
      const wrong: string[] = [];
      for (const role of ROLES) {
        const who =
          role === "anonymous"
            ? undefined
            : entry.fresh && role !== "deactivated"
              ? await w.actor(role)
              : w.shared[role];
        const call = entry.call ? await entry.call({ t, w, role, who }) : {};
        const expected = entry.expect[role];
        for (const verb of method === "GET" ? (["GET", "HEAD"] as const) : [method]) {
          address++;
          const res = await t.app.inject({
            method: verb,
            url: call.url ?? url,
            query: call.query,
            payload: call.payload as InjectOptions["payload"],
            headers: {
              "accept-language": "en",
              ...call.headers,
              ...(who ? bearer(who.token) : {}),
            },
            remoteAddress: `10.60.${(address >> 8) & 255}.${address & 255}`,
          });
          cells++;
          const body =
            verb !== "HEAD" && String(res.headers["content-type"]).startsWith("application/json")
              ? res.json()
              : undefined;
          const got = `${res.statusCode} ${body?.code ?? ""}`.trim();
          if (expected === "ok") {
            if (res.statusCode < 200 || res.statusCode > 299 || body?.success === false)
              wrong.push(`${role} ${verb}: ${got}`);
            continue;
          }
          const [status, code] = expected;
          // Where a stock app must be able to show it, a refusal is sent as HTTP 200.
          const sentAs =
            answersSoftly(url, "listar") && isSoftFailure({ statusCode: status, code })
              ? 200
              : status;
          const matches =
            res.statusCode === sentAs &&
            (verb === "HEAD" ||
              (body?.code === code && body.success === false && body.data?.status === status));
          if (!matches) wrong.push(`${role} ${verb}: ${got}, expected ${status} ${code}`);
        }
      }
      expect(wrong).toEqual([]);
    });
  }
});
