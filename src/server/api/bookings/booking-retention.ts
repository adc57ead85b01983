import { and, isNotNull, isNull, lt, ne, or, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/database.ts";
import { bookings } from "../../../db/schema.ts";

/**
 * Erases who made the bookings `which` selects: the customer's name, contact details, address,
 * notes and the link to their account. What was booked (place, time, party, amount, payment)
 * stays, so an owner's history and totals still add up; nobody in it can be told apart any more.
 * Answers how many bookings were erased.
 */
export async function eraseCustomers(db: Db, which: SQL | undefined): Promise<number> {
  const erased = await db
    .update(bookings)
    .set({
      customerId: null,
      firstName: "",
      lastName: "",
      email: "",
      phone: "",
      address: "",
      memo: "",
      cancelReason: null,
      idempotencyKey: null,
      // A guest's link and client address go with the rest (decision 074).
      guestKey: null,
      guestAddressHash: null,
      updatedAt: new Date(),
    })
    .where(which)
    .returning({ id: bookings.id });
  return erased.length;
}

/**
 * Erases the customers of the bookings whose visit ended before `cutoff` (or, never given a
 * time, that were asked for before it), as `eraseCustomers` does.
 */
export async function eraseBookingCustomers(db: Db, cutoff: Date): Promise<number> {
  return eraseCustomers(
    db,
    and(
      // A request never given a time ends, for this, when it was made.
      or(lt(bookings.endsAt, cutoff), and(isNull(bookings.endsAt), lt(bookings.createdAt, cutoff))),
      or(
        isNotNull(bookings.customerId),
        ne(bookings.email, ""),
        ne(bookings.firstName, ""),
        ne(bookings.phone, ""),
      ),
    ),
  );
}
