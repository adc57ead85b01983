import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { hongKongMidnight } from "../../../shared/bookings/availability.ts";
import { BOOKING_STATES } from "../../../shared/bookings/booking-state.ts";
import { CLOSURE_REASONS } from "../../../shared/bookings/closure-reasons.ts";
import { BOOKING_STYLES } from "../../../shared/listings/booking-settings.ts";
import { requireUser } from "../../plugins/authentication.ts";
import { requestLanguage } from "../../request-language.ts";
import { ApiError } from "../api-error.ts";
import { queryText } from "../listar-params.ts";
import { type RouteDoc, readQuery } from "../route-doc.ts";
import { findBookablePlace } from "./bookable-place.ts";
import {
  deskDay,
  GUEST_HISTORY,
  guestCard,
  MAX_DESK_BOOKINGS,
  MAX_DESK_PENDING,
} from "./booking-desk.ts";
import { say } from "./booking-errors.ts";
import { isAdmin, mayManage, visibleBooking } from "./booking-permissions.ts";
import { bookingListItemSchema } from "./booking-schemas.ts";

const deskQuery = z.object({
  resource_id: queryText(12).meta({ description: "The place (its id)." }),
  date: z
    .string({
      error: (issue) => (issue.input === undefined ? "validation.required" : "validation.invalid"),
    })
    .max(10, "validation.tooLong")
    .refine((date) => hongKongMidnight(date) !== null, "accounts.error.dateFormat")
    .meta({ description: "YYYY-MM-DD, Hong Kong: the day to show." }),
});

const guestCardQuery = z.object({
  id: queryText(12).meta({ description: "The booking whose guest to show." }),
});

const deskBookingSchema = bookingListItemSchema
  .extend({
    phone: z.string(),
    email: z.string(),
    memo: z.string(),
    service_name: z.string(),
    staff_id: z.string(),
    staff_name: z.string(),
    total_display: z.string(),
    payment_method: z.string(),
    paid: z.boolean().meta({ description: "Whether the money due when booking is paid." }),
  })
  .meta({ id: "DeskBooking" });

const time = z.string().meta({ description: "HH:MM, Hong Kong." });

const deskSchema = z.strictObject({
  success: z.literal(true),
  data: z.strictObject({
    place: z.strictObject({
      id: z.int(),
      title: z.string(),
      style: z.enum(BOOKING_STYLES),
      slot_minutes: z
        .int()
        .nullable()
        .meta({ description: "The place's sitting, if it sets one." }),
      tables: z
        .array(z.strictObject({ number: z.int(), name: z.string(), seats: z.int() }))
        .meta({ description: "The table style's tables, numbered from 1; empty otherwise." }),
      staff: z.array(z.strictObject({ id: z.string(), name: z.string() })),
    }),
    date: z.string(),
    hours: z.array(z.strictObject({ start: time, end: time })).meta({
      description:
        "The day's opening ranges; an end not after its start runs past midnight, 24:00 is midnight. Empty: closed.",
    }),
    closures: z.array(
      z.strictObject({
        id: z.int(),
        reason: z.enum(CLOSURE_REASONS),
        reason_name: z.string().meta({ description: "The reason in the caller's language." }),
        message: z.string(),
        start_date: z.string(),
        start_time: time,
        end_date: z.string(),
        end_time: z.string().meta({ description: "HH:MM, or 24:00 for the day's end." }),
      }),
    ),
    pending: z.array(deskBookingSchema).meta({
      description: `Requests waiting for an answer, any date, oldest first (at most ${MAX_DESK_PENDING}).`,
    }),
    bookings: z.array(deskBookingSchema).meta({
      description: `The bookings covering the day in every state, by start (at most ${MAX_DESK_BOOKINGS}).`,
    }),
    covers: z.array(z.strictObject({ time, covers: z.int(), bookings: z.int() })).meta({
      description:
        "Per slot from the first opening to the last closing (the place's slot when an hour or less, else 30 minutes): the people and bookings expected, no-shows and cancelled ones aside.",
    }),
  }),
});

const guestCardSchema = z.strictObject({
  success: z.literal(true),
  data: z.strictObject({
    booking_id: z.int(),
    name: z.string(),
    phone: z.string(),
    email: z.string(),
    whatsapp: z.string().meta({ description: 'A wa.me link for a Hong Kong mobile, else "".' }),
    adult: z.int(),
    children: z.int(),
    memo: z.string(),
    visits: z.int().meta({ description: "Other bookings here completed or arrived." }),
    no_shows: z.int(),
    cancellations: z.int().meta({ description: "Other bookings here the guest cancelled." }),
    last_visit: z.string().meta({ description: 'YYYY-MM-DD, or "".' }),
    history: z.array(
      z.strictObject({
        ID: z.int(),
        start_date: z.string(),
        start_time: z.string(),
        state: z.enum(BOOKING_STATES),
        status_name: z.string(),
      }),
    ),
  }),
});

const forbidden = { status: 403, codes: ["rest_permission"] };
const notSignedIn = { status: 401, codes: ["rest_permission"] };

export const bookingDeskDocs: Record<string, RouteDoc> = {
  "GET /desk": {
    summary:
      "Ours: a place's day at the desk — tables, staff, hours, closures, requests, bookings, covers",
    description:
      "The place's owner or an admin (decision 078). Bookings come as `author/booking` lists them, with the guest's contact, notes, service, staff and payment.",
    tags: ["bookings"],
    auth: "signed-in",
    query: deskQuery,
    response: deskSchema,
    errors: [
      notSignedIn,
      { status: 400, codes: ["rest_invalid_param", "rest_invalid_post"] },
      forbidden,
    ],
  },
  "GET /guest_card": {
    summary: "Ours: a booking's guest — contact, party, notes and their history at this place",
    description: `The place's owner or an admin (decision 078). The guest is matched at this place only: by account, else e-mail, else phone; the latest ${GUEST_HISTORY} other bookings in the owner's words.`,
    tags: ["bookings"],
    auth: "signed-in",
    query: guestCardQuery,
    response: guestCardSchema,
    errors: [
      notSignedIn,
      { status: 400, codes: ["rest_invalid_param", "rest_invalid_booking"] },
      forbidden,
    ],
  },
};

/** `booking/desk` and `booking/guest_card` (decision 078), on the booking prefix. */
export function bookingDeskRoutes(app: FastifyInstance) {
  const { db } = app.database;
  const signedIn = { config: { signedIn: "rest_permission" } } as const;

  app.get("/desk", signedIn, async (request) => {
    const user = requireUser(request);
    const language = requestLanguage(request);
    const query = readQuery(request, deskQuery);
    const place = await findBookablePlace(db, query.resource_id, language);
    if (place.authorId !== user.id && !isAdmin(user)) {
      throw new ApiError(403, "rest_permission", say(language, "bookingDeskApi.notOwner"));
    }
    return { success: true, data: await deskDay(db, place, query.date, language) };
  });

  app.get("/guest_card", signedIn, async (request) => {
    const query = readQuery(request, guestCardQuery);
    const { user, language, booking } = await visibleBooking(app, request, query.id);
    if (!mayManage(booking, user)) {
      throw new ApiError(403, "rest_permission", say(language, "bookingDeskApi.notOwnerGuest"));
    }
    return { success: true, data: await guestCard(db, booking, language) };
  });
}
