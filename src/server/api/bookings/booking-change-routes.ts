import { and, eq, ne } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { places } from "../../../db/schema.ts";
import { optionalLine } from "../../../shared/accounts/account-fields.ts";
import { hongKongMidnight } from "../../../shared/bookings/availability.ts";
import {
  bookingRequestSchema,
  MAX_PEOPLE,
  tableNumbers,
} from "../../../shared/bookings/booking-request-schema.ts";
import { reachablePhoneField } from "../../../shared/bookings/guest-details.ts";
import type { Language } from "../../../shared/i18n/languages.ts";
import { isTime } from "../../../shared/places/opening-hours.ts";
import { requireUser } from "../../plugins/authentication.ts";
import { requestLanguage } from "../../request-language.ts";
import { ApiError } from "../api-error.ts";
import { expandBracketFields, listOf } from "../bracket-fields.ts";
import { bodyFields, textField } from "../request-fields.ts";
import type { RouteDoc } from "../route-doc.ts";
import type { User } from "../users/user-repository.ts";
import { parseOrThrow } from "../validate.ts";
import { placeBookingSettings } from "./bookable-place.ts";
import { MOVABLE, moveBookingTo, type Refusal, seatWalkIn } from "./booking-changes.ts";
import { fieldErrors, problemError, say } from "./booking-errors.ts";
import { isAdmin, managedBooking } from "./booking-permissions.ts";
import { bookingViewSchema } from "./booking-schemas.ts";
import { isScheduled } from "./booking-store.ts";
import { viewOf } from "./booking-view.ts";
import { changeBooking } from "./change-booking.ts";

/** A walk-in's name as the owner types it: enough for a table card. */
const MAX_WALK_IN_NAME = 80;
/** A party size out of range, with the range in the message. */
const personsProblem = { message: "bookingChanges.walkIn.persons", params: { max: MAX_PEOPLE } };

/** Text that is blank or passes `valid` once trimmed; `message` otherwise. */
const formatted = (valid: (text: string) => boolean, message: string) =>
  z
    .string()
    .trim()
    .refine((text) => text === "" || valid(text), message);

const changeBody = z.object({
  id: z.union([z.string(), z.int()]).meta({ description: "The booking's id." }),
  start_date: formatted(
    (text) => hongKongMidnight(text) !== null,
    "bookingsApi.problem.start_date.format",
  )
    .optional()
    .meta({ description: "YYYY-MM-DD, Hong Kong: the new day; the booking's own if absent." }),
  start_time: formatted((text) => isTime(text), "bookingsApi.problem.start_time.format")
    .optional()
    .meta({ description: "HH:MM: the new start; the booking's own if absent." }),
  table_num: bookingRequestSchema.shape.table_num,
});

const walkInBody = z.object({
  resource_id: z.union([z.string(), z.int()]).meta({ description: "The place (its id)." }),
  persons: z
    .union([
      z.int(),
      z
        .string()
        .trim()
        .refine((text) => /^\d{1,4}$/.test(text), personsProblem),
    ])
    .transform(Number)
    .refine((persons) => persons >= 1 && persons <= MAX_PEOPLE, personsProblem)
    .meta({ description: `The party: 1 to ${MAX_PEOPLE}.` }),
  table_num: bookingRequestSchema.shape.table_num,
  first_name: z.optional(optionalLine(MAX_WALK_IN_NAME)),
  phone: z.optional(reachablePhoneField(false)),
});

/** A body as its schema reads it: `table_num[]` and `table_num[0]` from forms are one list. */
function readBody<S extends z.ZodType>(request: FastifyRequest, schema: S): z.output<S> {
  const fields = expandBracketFields(bodyFields(request));
  const input = {
    ...fields,
    ...(fields.table_num === undefined ? {} : { table_num: listOf(fields.table_num) }),
  };
  return parseOrThrow(schema, input, requestLanguage(request));
}

/** What the place refused, as the order's refusals are answered; a table clash is a 409. */
function refusal(outcome: Refusal, language: Language, settings: { maxDaysAhead?: number }) {
  if (outcome.clash) {
    const message = say(language, "bookingsApi.problem.table_num.taken");
    return new ApiError(409, "rest_booking_taken", message, { params: { table_num: message } });
  }
  if (outcome.problem === "unchanged") {
    return fieldErrors(language, { start_date: "bookingChanges.nothingToChange" });
  }
  return problemError(language, outcome.field, outcome.problem, { bookingSettings: settings });
}

/**
 * The place a walk-in is for: one that takes bookings, published or the caller's own, and only
 * for its owner or an admin (else 403, as the other owner's actions answer).
 */
async function walkInPlace(app: FastifyInstance, value: unknown, user: User, language: Language) {
  const text = textField(value).trim();
  const [place] = /^\d{1,9}$/.test(text)
    ? await app.database.db
        .select()
        .from(places)
        .where(and(eq(places.id, Number(text)), ne(places.status, "trash")))
    : [];
  if (!place?.bookingStyle || (place.status !== "publish" && place.authorId !== user.id)) {
    const message = say(language, "bookingsApi.notBookable");
    throw new ApiError(400, "rest_invalid_post", message, { params: { resource_id: message } });
  }
  if (place.authorId !== user.id && !isAdmin(user)) {
    throw new ApiError(403, "rest_permission", say(language, "bookingsApi.notOwner"));
  }
  return place;
}

/** `booking/change_by_id` and `booking/walk_in` (decision 078): the owner's changes to the book. */
export function bookingChangeRoutes(app: FastifyInstance) {
  const signedIn = { config: { signedIn: "rest_permission" } } as const;

  app.post("/change_by_id", signedIn, async (request) => {
    const { user, language, booking } = await managedBooking(app, request);
    const body = readBody(request, changeBody);
    if (!MOVABLE.includes(booking.status) || !isScheduled(booking)) {
      throw new ApiError(409, "rest_invalid_booking", say(language, "bookingChanges.notMovable"));
    }
    const tables = tableNumbers(body.table_num);
    const asked = {
      startDate: body.start_date || undefined,
      startTime: body.start_time || undefined,
      tables,
    };
    if (!asked.startDate && !asked.startTime && !tables.length) {
      throw fieldErrors(language, { start_date: "bookingChanges.nothingToChange" });
    }
    if (tables.length && booking.style !== "table") {
      throw fieldErrors(language, { table_num: "bookingChanges.noTables" });
    }
    const { startDate, endDate, startTime, endTime } = booking;
    const outcome = await changeBooking(app, "changed", (tx) => moveBookingTo(tx, booking, asked), {
      startDate,
      endDate,
      startTime,
      endTime,
    });
    if (!outcome) {
      throw new ApiError(
        409,
        "rest_invalid_booking",
        say(language, "bookingChanges.changedMeanwhile"),
      );
    }
    if (outcome.kind === "refused") {
      const settings = await placeBookingSettings(app.database.db, booking.placeId);
      throw refusal(outcome, language, settings ?? {});
    }
    return {
      success: true,
      data: await viewOf(app, outcome.booking, user, language),
      msg: say(language, "bookingChanges.moved", { id: outcome.booking.id }),
    };
  });

  app.post("/walk_in", signedIn, async (request) => {
    const user = requireUser(request);
    const language = requestLanguage(request);
    const place = await walkInPlace(app, bodyFields(request).resource_id, user, language);
    const body = readBody(request, walkInBody);
    const outcome = await seatWalkIn(app.database.db, place.id, {
      persons: body.persons,
      tables: tableNumbers(body.table_num),
      firstName: body.first_name ?? "",
      phone: body.phone ?? "",
    });
    if (outcome.kind === "refused") {
      if (outcome.field === "persons") {
        throw fieldErrors(
          language,
          { persons: `bookingChanges.walkIn.${outcome.problem}` },
          { persons: body.persons },
        );
      }
      throw refusal(outcome, language, place.bookingSettings);
    }
    return {
      success: true,
      data: await viewOf(app, outcome.booking, user, language),
      msg: say(language, "bookingChanges.walkedIn", {
        id: outcome.booking.id,
        persons: body.persons,
      }),
    };
  });
}

const moved = z.strictObject({
  success: z.literal(true),
  data: bookingViewSchema,
  msg: z.string(),
});
const invalidParam = { status: 400, codes: ["rest_invalid_param", "rest_invalid_post"] };
const forbidden = { status: 403, codes: ["rest_permission"] };
const taken = { status: 409, codes: ["rest_booking_taken"] };

export const bookingChangeDocs: Record<string, RouteDoc> = {
  "POST /change_by_id": {
    summary: "Ours: the place's owner (or an admin) moves a booking to another time or table",
    description:
      "A timed booking that is pending, paid-but-unanswered or accepted gets a new date, time and/or tables, checked as an order is under the place's lock (opening hours, closures, capacity, tables, staff) but for the minimum notice: any time still to come. It keeps its length, service, staff member, status and price. Without `table_num`, a new time seats the party at the smallest free fit; named tables must exist, seat the party and be free. The guest is mailed the new time and the old, with the calendar invitation of the same UID and the next SEQUENCE.",
    tags: ["bookings"],
    auth: "signed-in",
    body: changeBody,
    response: moved,
    errors: [
      { status: 400, codes: ["rest_invalid_booking", "rest_invalid_param"] },
      forbidden,
      { status: 409, codes: ["rest_invalid_booking", "rest_booking_taken"] },
    ],
  },
  "POST /walk_in": {
    summary: "Ours: the place's owner (or an admin) seats a walk-in now",
    description: `A booking made at the door: accepted and arrived, no customer and no e-mail, from now (rounded down to five minutes) for the place's sitting (its slot length, else 90 minutes). Opening hours and the minimum notice do not apply; closures, tables and capacity do. Without \`table_num\` a table place seats the party at its smallest free fit; named tables must exist and be free. Nothing is mailed. \`first_name\` at most ${MAX_WALK_IN_NAME} characters; \`phone\` as a booking's.`,
    tags: ["bookings"],
    auth: "signed-in",
    body: walkInBody,
    response: moved,
    errors: [invalidParam, forbidden, taken],
  },
};
