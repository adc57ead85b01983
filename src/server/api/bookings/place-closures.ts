import { and, asc, desc, eq, gt, lt } from "drizzle-orm";
import type { Db } from "../../../db/database.ts";
import { placeClosures } from "../../../db/schema.ts";
import type { ClosedWindow, ClosureReason } from "../../../shared/bookings/closure-reasons.ts";
import type { Booking } from "./booking-store.ts";

/**
 * A place's closures (decision 077): windows its owner closed for a typhoon, the Black
 * Rainstorm Warning, a holiday or a private event. Nothing inside one can be booked or held;
 * the bookings inside it when it was set were cancelled (place-closure-routes.ts).
 */
export type PlaceClosure = typeof placeClosures.$inferSelect;

/** What a cancelled booking's mail says of its closure. */
export interface ClosureNotice {
  reason: ClosureReason;
  message: string | null;
}

/** The closures of a place that end after `now`, soonest first, as the availability check reads them. */
export async function closedWindows(db: Db, placeId: number, now: Date): Promise<ClosedWindow[]> {
  const rows = await upcomingClosures(db, placeId, now);
  return rows.map((row) => ({
    startsAt: row.startsAt.getTime(),
    endsAt: row.endsAt.getTime(),
    reason: row.reason,
  }));
}

/** The closures of a place that end after `now`, soonest first. */
export function upcomingClosures(db: Db, placeId: number, now: Date): Promise<PlaceClosure[]> {
  return db
    .select()
    .from(placeClosures)
    .where(and(eq(placeClosures.placeId, placeId), gt(placeClosures.endsAt, now)))
    .orderBy(asc(placeClosures.startsAt), asc(placeClosures.id));
}

/**
 * The closure that cancelled a booking, for its mails: the latest of its place's closures over
 * its time; undefined once the owner has reopened (the mail then names no reason).
 */
export async function closureOf(db: Db, booking: Booking): Promise<ClosureNotice | undefined> {
  if (!booking.placeId || !booking.startsAt || !booking.endsAt) return undefined;
  const [row] = await db
    .select({ reason: placeClosures.reason, message: placeClosures.message })
    .from(placeClosures)
    .where(
      and(
        eq(placeClosures.placeId, booking.placeId),
        lt(placeClosures.startsAt, booking.endsAt),
        gt(placeClosures.endsAt, booking.startsAt),
      ),
    )
    .orderBy(desc(placeClosures.createdAt), desc(placeClosures.id))
    .limit(1);
  return row;
}
