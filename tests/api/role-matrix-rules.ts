import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { bookings, enquiries, placeRevisions } from "../../src/db/schema.ts";
import type { Actor, Role, World } from "../support/role-world.ts";
import type { TestApp } from "../support/test-app.ts";
import { VALID_ENQUIRY } from "../support/valid-requests.ts";

/** What a caller gets: a 2xx, or this status with this protocol code. */
export type Outcome = "ok" | readonly [status: number, code: string];

export const L = "/api/listar/v1";
export const NEW_PASSWORD = "another-horse-84";
export const REVOKED = [403, "jwt_auth_invalid_token"] as const;
export const FORBIDDEN = [403, "rest_permission"] as const;
export const NO_SUCH_PLACE = [400, "rest_invalid_post"] as const;
export const NO_SUCH_BOOKING = [400, "rest_invalid_booking"] as const;

/** Anyone, except a token whose account is gone: the JWT plugin fails every route for it. */
export const everyone = (
  overrides: Partial<Record<Role, Outcome>> = {},
): Record<Role, Outcome> => ({
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
export const signedIn = (
  code = "rest_permission",
  overrides: Partial<Record<Role, Outcome>> = {},
) => everyone({ anonymous: [401, code], ...overrides });
export const adminsOnly = signedIn("rest_permission", {
  customer: FORBIDDEN,
  unverified: FORBIDDEN,
  author: FORBIDDEN,
  otherAuthor: FORBIDDEN,
});
/** Only the author who owns the target, and admins. */
export const ownerOrAdmin = (
  refusal: Outcome = FORBIDDEN,
  anonymous: Outcome = [401, "rest_permission"],
) => everyone({ anonymous, customer: refusal, unverified: refusal, otherAuthor: refusal });
/** Whoever owns a place, of any status; an admin without one has nothing to be paid for. */
export const placeOwners = signedIn("rest_permission", {
  customer: FORBIDDEN,
  unverified: FORBIDDEN,
  admin: FORBIDDEN,
});
/** A booking: its customer, the place's owner and admins see it; anyone else finds nothing. */
export const bookingParties = signedIn("rest_permission", {
  unverified: NO_SUCH_BOOKING,
  otherAuthor: NO_SUCH_BOOKING,
});

/** A fresh booking, accepted and begun ten minutes ago: what the day's actions apply to. */
export async function startedBooking(t: TestApp, w: World): Promise<number> {
  const id = await w.freshBooking();
  const startsAt = new Date(Date.now() - 10 * 60_000);
  await t.database.db
    .update(bookings)
    .set({ status: "publish", startsAt, endsAt: new Date(startsAt.getTime() + 3_600_000) })
    .where(eq(bookings.id, id));
  return id;
}

export interface CallContext {
  t: TestApp;
  w: World;
  role: Role;
  who: Actor | undefined;
}
export type Call = Pick<InjectOptions, "query" | "payload" | "headers"> & {
  /** The URL to call when the route's own has parameters (`/api/docs/:asset`). */
  url?: string;
};

export interface Entry {
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
export async function freshEnquiry(t: TestApp): Promise<number> {
  const [row] = await t.database.db
    .insert(enquiries)
    .values({ ...VALID_ENQUIRY, language: "tc" })
    .returning({ id: enquiries.id });
  return row!.id;
}

/** A fresh published place of the author's with their edit waiting for review (decision 082). */
export async function waitingEdit({ t, w }: CallContext) {
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
