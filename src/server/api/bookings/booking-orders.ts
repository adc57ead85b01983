import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/database.ts";
import { bookingHolds, bookings, places, users } from "../../../db/schema.ts";
import type { BookingRequest, CheckedBooking } from "../../../shared/bookings/booking-check.ts";
import {
  bookingRules,
  checkWithService,
  heldBookings,
  type ServiceChoice,
} from "./booking-availability.ts";
import { liveHold } from "./booking-holds.ts";
import type { Contact } from "./booking-input.ts";
import { payByOf } from "./booking-pay-by.ts";
import { priceOfBooking } from "./booking-pricing.ts";
import { type BookablePlace, type Booking, holdTables, type Tx } from "./booking-store.ts";
import { lockKey } from "./guest-bookings.ts";
import { guestCeiling, pendingCeiling } from "./pending-ceilings.ts";
import { closedWindows } from "./place-closures.ts";

export type OrderOutcome =
  | { kind: "booked"; booking: Booking }
  | { kind: "retried"; booking: Booking }
  | { kind: "refused"; field: string; problem: string }
  | { kind: "capped"; scope: "place" | "overall"; max: number };

/** A guest's order: who they are to us, since no account stands behind it. */
export interface GuestOrder {
  /** The random half of the booking's link (guest-bookings.ts). */
  key: string;
  /** The client's address, hashed. */
  addressHash: string;
  language: string;
}

export interface NewOrder {
  placeId: number;
  /** The signed-in customer; null for a guest, who then comes with `guest`. */
  customerId: number | null;
  guest?: GuestOrder;
  request: BookingRequest;
  adults: number;
  children: number;
  contact: Contact;
  paymentMethod: string;
  createdVia: string;
  idempotencyKey: string | null;
  /** The service and staff member asked for (salons, spas): ids from the place's lists. */
  serviceId?: string;
  staffId?: string;
  /** The hold the guest took while typing (booking/hold): the order takes its place. */
  holdToken?: string;
}

async function findByKey(db: Db | Tx, customerId: number, key: string) {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.customerId, customerId), eq(bookings.idempotencyKey, key)));
  return row;
}

/**
 * Books, or refuses, in one transaction that first locks the place's row: every order for a
 * place waits its turn there, so the held bookings read next are all there are, and the check
 * and the insert cannot be overtaken (no check-then-insert race). Tables are also held under
 * an exclusion constraint. A retry with the same idempotency key answers the booking it made.
 */
export async function placeOrder(db: Db, order: NewOrder, now = new Date()): Promise<OrderOutcome> {
  const customerId = order.customerId;
  // A guest's retry finds nothing by its key: the first attempt used the e-mail code up.
  const key = customerId === null ? null : order.idempotencyKey;
  if (customerId !== null && key) {
    const earlier = await findByKey(db, customerId, key);
    if (earlier) return { kind: "retried", booking: earlier };
  }
  try {
    return await db.transaction(async (tx) => {
      // The customer's orders at different places take turns here, so two at once cannot both
      // be the last one under the ceiling of pending requests; a guest's, by e-mail and client.
      if (customerId !== null) {
        await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(users.id, customerId))
          .for("no key update");
      } else {
        await lockKey(tx, `guest-order:${order.contact.email}`);
        await lockKey(tx, `guest-order-address:${order.guest?.addressHash ?? ""}`);
      }
      if (customerId !== null && key) {
        // A retry that raced the first attempt waited for the lock: the booking is there now.
        const earlier = await findByKey(tx, customerId, key);
        if (earlier) return { kind: "retried", booking: earlier };
      }
      // The customer's own lock guards their ceiling: checked before the place's row is locked,
      // which every order for the place waits on, so that lock is held for as little as can be.
      const capped =
        customerId === null
          ? await guestCeiling(tx, order, now)
          : await pendingCeiling(tx, order, customerId, now);
      if (capped) return capped;
      const [place] = await tx
        .select()
        .from(places)
        .where(and(eq(places.id, order.placeId), eq(places.status, "publish")))
        .for("update");
      if (!place?.bookingStyle)
        return { kind: "refused", field: "resource_id", problem: "not_bookable" };
      // The order's own hold frees its room and table(s) for it, then goes (decision 073).
      const hold = order.holdToken ? await liveHold(tx, place.id, order.holdToken, now) : undefined;
      const held = await heldBookings(tx, place, now, order.request, hold?.id);
      const closures = await closedWindows(tx, place.id, now);
      const check = (request: BookingRequest) =>
        checkWithService(
          bookingRules(place, held, now, closures),
          request,
          order.serviceId ?? "",
          order.staffId ?? "",
        );
      // The held table(s), if they still seat the party at the time asked for.
      const onHeld =
        hold?.tableNumbers.length &&
        hold.persons === order.request.persons &&
        !order.request.tables?.length
          ? check({ ...order.request, tables: hold.tableNumbers })
          : undefined;
      const checked = onHeld?.ok ? onHeld : check(order.request);
      if (!checked.ok) return { kind: "refused", field: checked.field, problem: checked.problem };
      const booking = await insertBooking(tx, place, order, checked.booking, checked.choice, now);
      if (hold) await tx.delete(bookingHolds).where(eq(bookingHolds.id, hold.id));
      return { kind: "booked", booking };
    });
  } catch (error) {
    // Two first attempts with one key: the loser finds the winner's booking.
    if (customerId !== null && key && isUniqueViolation(error)) {
      const earlier = await findByKey(db, customerId, key);
      if (earlier) return { kind: "retried", booking: earlier };
    }
    throw error;
  }
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === "23505") return true;
  }
  return false;
}

async function insertBooking(
  tx: Tx,
  place: BookablePlace,
  order: NewOrder,
  checked: CheckedBooking,
  choice: ServiceChoice,
  now = new Date(),
) {
  const price = priceOfBooking(place, checked, order.adults + order.children, choice.service);
  const start = checked.startsAt === null ? null : new Date(checked.startsAt);
  const [booking] = await tx
    .insert(bookings)
    .values({
      placeId: place.id,
      placeTitle: place.title,
      ownerId: place.authorId,
      customerId: order.customerId,
      style: place.bookingStyle ?? "standard",
      startsAt: start,
      endsAt: checked.endsAt === null ? null : new Date(checked.endsAt),
      startDate: checked.startDate,
      endDate: checked.endDate,
      startTime: checked.startTime,
      endTime: checked.endTime,
      adults: order.adults,
      children: order.children,
      tableNumbers: checked.tables,
      quantity: price.quantity,
      unitPriceCents: price.unitCents,
      // What is due when booking: what a card or FPS payment takes (a deposit, not the bill).
      totalCents: price.dueNowCents,
      priceUnit: price.unit,
      atPlaceCents: price.atPlaceCents,
      serviceChargePercent: price.serviceChargePercent,
      serviceId: choice.service?.id ?? null,
      serviceName: choice.service?.name ?? null,
      serviceMinutes: choice.service?.minutes ?? null,
      staffId: choice.staff?.id ?? null,
      staffName: choice.staff?.name ?? null,
      paymentMethod: order.paymentMethod,
      // An unpaid transfer deposit's deadline, when the place sets one (booking-pay-by.ts).
      payBy: payByOf(
        place.bookingSettings.payment,
        { paymentMethod: order.paymentMethod, totalCents: price.dueNowCents, startsAt: start },
        now,
      ),
      ...order.contact,
      createdVia: order.createdVia,
      idempotencyKey: order.customerId === null ? null : order.idempotencyKey,
      guestKey: order.guest?.key ?? null,
      guestAddressHash: order.guest?.addressHash ?? null,
      guestLanguage: order.guest?.language ?? null,
    })
    .returning();
  if (!booking) throw new Error("the booking was not written");
  await holdTables(tx, booking);
  return booking;
}
