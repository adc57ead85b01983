import { z } from "zod/mini";
import { bookingListItemSchema, bookingStyleSchema } from "../../bookings/index.ts";
import { numberish } from "../../directory/index.ts";

// `booking/desk` and `booking/guest_card` (decision 078), loose like the other booking shapes:
// one odd key never blanks the owner's evening.

const text = z._default(z.string(), "");
const id = z.pipe(z.union([z.string(), z.number()]), z.transform(String));

/** A booking as the desk shows it: the owner's list item with the guest's contact and the money. */
export const deskBookingSchema = z.extend(bookingListItemSchema, {
  phone: text,
  email: text,
  memo: text,
  service_name: text,
  staff_id: z._default(z.nullable(id), null),
  staff_name: text,
  total_display: text,
  payment_method: text,
  paid: z._default(z.boolean(), false),
});
export type DeskBooking = z.infer<typeof deskBookingSchema>;

export const deskTableSchema = z.object({
  number: z.number(),
  name: text,
  seats: z._default(numberish, 0),
});
export type DeskTable = z.infer<typeof deskTableSchema>;

export const deskClosureSchema = z.object({
  id: z.number(),
  reason: text,
  reason_name: text,
  message: text,
  start_date: text,
  start_time: text,
  end_date: text,
  end_time: text,
});
export type DeskClosure = z.infer<typeof deskClosureSchema>;

export const deskCoverSchema = z.object({
  time: z.string(),
  covers: z._default(numberish, 0),
  bookings: z._default(numberish, 0),
});
export type DeskCover = z.infer<typeof deskCoverSchema>;

export const openingWindowSchema = z.object({ start: z.string(), end: z.string() });
export type OpeningWindow = z.infer<typeof openingWindowSchema>;

export const deskSchema = z.object({
  place: z.object({
    id: z.number(),
    title: text,
    style: bookingStyleSchema,
    slot_minutes: z._default(z.nullable(numberish), null),
    tables: z._default(z.array(deskTableSchema), []),
    staff: z._default(z.array(z.object({ id, name: text })), []),
  }),
  date: z.string(),
  hours: z._default(z.array(openingWindowSchema), []),
  closures: z._default(z.array(deskClosureSchema), []),
  pending: z._default(z.array(deskBookingSchema), []),
  bookings: z._default(z.array(deskBookingSchema), []),
  covers: z._default(z.array(deskCoverSchema), []),
});
export type Desk = z.infer<typeof deskSchema>;

export const deskAnswerSchema = z.object({ data: deskSchema });

export const guestCardSchema = z.object({
  booking_id: z.number(),
  name: text,
  phone: text,
  email: text,
  /** A wa.me link for a Hong Kong mobile, "" otherwise. */
  whatsapp: text,
  adult: z._default(numberish, 0),
  children: z._default(numberish, 0),
  memo: text,
  visits: z._default(numberish, 0),
  no_shows: z._default(numberish, 0),
  cancellations: z._default(numberish, 0),
  last_visit: text,
  history: z._default(
    z.array(
      z.object({
        ID: z.number(),
        start_date: text,
        start_time: text,
        state: text,
        status_name: text,
      }),
    ),
    [],
  ),
});
export type GuestCard = z.infer<typeof guestCardSchema>;

export const guestCardAnswerSchema = z.object({ data: guestCardSchema });

/** An owner's action's answer: the server's words, and the booking's tables (a walk-in's seat). */
export const visitAnswerSchema = z.object({
  data: z.catch(z.object({ table_num: z._default(z.array(z.number()), []) }), { table_num: [] }),
  msg: text,
});
export type VisitAnswer = z.infer<typeof visitAnswerSchema>;
