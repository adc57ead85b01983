import { and, eq, gt, isNull, or, type SQL, sql } from "drizzle-orm";
import { bookings } from "../../../db/schema.ts";
import type { NewOrder, OrderOutcome } from "./booking-orders.ts";
import type { Tx } from "./booking-store.ts";

/**
 * Unanswered requests one customer may have waiting, at one place and in all. A pending booking
 * holds its time and tables until the owner answers, so without a ceiling one account held a
 * restaurant's tables day after day, three requests a day (security review 2, §4). Three at a
 * place still lets a household ask for this week's lunch and dinner and next week's; ten in all
 * is more than anyone plans at once. Answered, cancelled and past requests do not count.
 */
export const MAX_PENDING_AT_PLACE = 3;
export const MAX_PENDING_IN_ALL = 10;

/**
 * The same ceilings for guests (decision 074), by the e-mail address (every booking that gives
 * it, an account's too) and by the client's address. An address is shared by a household or an
 * office, and a mobile network puts many phones behind one: its ceiling is higher.
 */
export const MAX_GUEST_PENDING_AT_PLACE_PER_ADDRESS = 5;
export const MAX_GUEST_PENDING_IN_ALL_PER_ADDRESS = 20;

/** The ceiling an order would pass, or null: the customer's live unanswered requests counted. */
export async function pendingCeiling(
  tx: Tx,
  order: NewOrder,
  customerId: number,
  now: Date,
): Promise<Extract<OrderOutcome, { kind: "capped" }> | null> {
  const [counts] = await tx
    .select({
      inAll: sql<number>`count(*)::int`,
      atPlace: sql<number>`(count(*) filter (where ${bookings.placeId} = ${order.placeId}))::int`,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.customerId, customerId),
        eq(bookings.status, "pending"),
        // An untimed request waits for its time; a past one's owner will never answer it.
        or(isNull(bookings.endsAt), gt(bookings.endsAt, now)),
      ),
    );
  if ((counts?.atPlace ?? 0) >= MAX_PENDING_AT_PLACE) {
    return { kind: "capped", scope: "place", max: MAX_PENDING_AT_PLACE };
  }
  if ((counts?.inAll ?? 0) >= MAX_PENDING_IN_ALL) {
    return { kind: "capped", scope: "overall", max: MAX_PENDING_IN_ALL };
  }
  return null;
}

/** The guest ceilings an order would pass (decision 074), or null. */
export async function guestCeiling(
  tx: Tx,
  order: NewOrder,
  now: Date,
): Promise<Extract<OrderOutcome, { kind: "capped" }> | null> {
  const live = and(
    eq(bookings.status, "pending"),
    or(isNull(bookings.endsAt), gt(bookings.endsAt, now)),
  );
  const count = async (who: SQL) => {
    const [counts] = await tx
      .select({
        inAll: sql<number>`count(*)::int`,
        atPlace: sql<number>`(count(*) filter (where ${bookings.placeId} = ${order.placeId}))::int`,
      })
      .from(bookings)
      .where(and(who, live));
    return { inAll: counts?.inAll ?? 0, atPlace: counts?.atPlace ?? 0 };
  };
  const byEmail = await count(eq(bookings.email, order.contact.email));
  if (byEmail.atPlace >= MAX_PENDING_AT_PLACE) {
    return { kind: "capped", scope: "place", max: MAX_PENDING_AT_PLACE };
  }
  if (byEmail.inAll >= MAX_PENDING_IN_ALL) {
    return { kind: "capped", scope: "overall", max: MAX_PENDING_IN_ALL };
  }
  const byAddress = await count(eq(bookings.guestAddressHash, order.guest?.addressHash ?? ""));
  if (byAddress.atPlace >= MAX_GUEST_PENDING_AT_PLACE_PER_ADDRESS) {
    return { kind: "capped", scope: "place", max: MAX_GUEST_PENDING_AT_PLACE_PER_ADDRESS };
  }
  if (byAddress.inAll >= MAX_GUEST_PENDING_IN_ALL_PER_ADDRESS) {
    return { kind: "capped", scope: "overall", max: MAX_GUEST_PENDING_IN_ALL_PER_ADDRESS };
  }
  return null;
}
