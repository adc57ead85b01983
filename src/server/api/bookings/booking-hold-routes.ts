import { randomBytes } from "node:crypto";
import { and, eq, gt, lte, or, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Db } from "../../../db/database.ts";
import { bookingHolds, places } from "../../../db/schema.ts";
import { capacityOf } from "../../../shared/bookings/availability.ts";
import type { BookingRequest } from "../../../shared/bookings/booking-check.ts";
import type { Language } from "../../../shared/i18n/languages.ts";
import { MESSAGES, type MessageKey } from "../../../shared/i18n/messages/index.ts";
import { translate } from "../../../shared/i18n/translate.ts";
import { requestLanguage } from "../../request-language.ts";
import { ApiError } from "../api-error.ts";
import { bodyFields } from "../request-fields.ts";
import { documentRoutes, type RouteDoc } from "../route-doc.ts";
import { findBookablePlace } from "./bookable-place.ts";
import { bookingRules, checkWithService, heldBookings } from "./booking-availability.ts";
import { problemError } from "./booking-errors.ts";
import { type BookingHold, holdTokenHash, holdTokenOf } from "./booking-holds.ts";
import { MAX_PEOPLE, readBookingRequest } from "./booking-input.ts";
import { choiceId, withServiceParty } from "./booking-pricing.ts";
import { closedWindows } from "./place-closures.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** How long a hold keeps a time while the guest types their details (decision 073). */
export const HOLD_MINUTES = 5;
/**
 * Live holds one client may have at once: a guest holds one time, and may hold a second while
 * the first is being let go; an address is shared by a household or a mobile network, so it
 * may hold more than one person.
 */
export const MAX_HOLDS_PER_USER = 3;
export const MAX_HOLDS_PER_ADDRESS = 10;

/** Problems that mean someone else has the time now, not that the request is wrong. */
const TAKEN = new Set(["start_time.full", "table_num.taken", "adult.too_many", "staff_id.taken"]);

export type HoldOutcome =
  | { kind: "held"; hold: BookingHold; token: string }
  | { kind: "taken" }
  | { kind: "capped"; max: number }
  | { kind: "refused"; field: string; problem: string };

export interface NewHold {
  placeId: number;
  request: BookingRequest;
  serviceId: string;
  staffId: string;
  userId: number | null;
  clientAddress: string;
}

/**
 * Holds a time for a party, in one transaction that locks the place's row as an order does:
 * the held bookings and holds read next are all there are, so two clients never hold the last
 * table. Expired holds of the place go first; a client over its ceiling of live holds is refused.
 */
export async function placeHold(db: Db, input: NewHold, now = new Date()): Promise<HoldOutcome> {
  return db.transaction(async (tx): Promise<HoldOutcome> => {
    const [place] = await tx
      .select()
      .from(places)
      .where(and(eq(places.id, input.placeId), eq(places.status, "publish")))
      .for("update");
    if (!place?.bookingStyle)
      return { kind: "refused", field: "resource_id", problem: "not_bookable" };
    await tx
      .delete(bookingHolds)
      .where(and(eq(bookingHolds.placeId, place.id), lte(bookingHolds.expiresAt, now)));
    const capped = await holdCeiling(tx, input, now);
    if (capped) return capped;
    const held = await heldBookings(tx, place, now, input.request);
    const checked = checkWithService(
      bookingRules(place, held, now, await closedWindows(tx, place.id, now)),
      input.request,
      input.serviceId,
      input.staffId,
    );
    if (!checked.ok) {
      return TAKEN.has(`${checked.field}.${checked.problem}`) &&
        !(checked.field === "adult" && input.request.persons > capacityOf(place.bookingSettings))
        ? { kind: "taken" }
        : { kind: "refused", field: checked.field, problem: checked.problem };
    }
    const booking = checked.booking;
    // A slot request without a time holds nothing: there is nothing to hold.
    if (booking.startsAt === null) {
      return { kind: "refused", field: "start_time", problem: "required" };
    }
    const token = randomBytes(24).toString("base64url");
    const [hold] = await tx
      .insert(bookingHolds)
      .values({
        tokenHash: holdTokenHash(token),
        placeId: place.id,
        userId: input.userId,
        clientAddress: input.clientAddress,
        startsAt: new Date(booking.startsAt),
        endsAt: new Date(booking.endsAt),
        startDate: booking.startDate,
        startTime: booking.startTime,
        endTime: booking.endTime,
        persons: input.request.persons,
        tableNumbers: booking.tables,
        expiresAt: new Date(now.getTime() + HOLD_MINUTES * 60_000),
      })
      .returning();
    if (!hold) throw new Error("the hold was not written");
    return { kind: "held", hold, token };
  });
}

async function holdCeiling(
  tx: Tx,
  input: NewHold,
  now: Date,
): Promise<Extract<HoldOutcome, { kind: "capped" }> | null> {
  const [counts] = await tx
    .select({
      byUser: sql<number>`(count(*) filter (where ${bookingHolds.userId} = ${input.userId ?? 0}))::int`,
      byAddress: sql<number>`(count(*) filter (where ${bookingHolds.clientAddress} = ${input.clientAddress}))::int`,
    })
    .from(bookingHolds)
    .where(
      and(
        gt(bookingHolds.expiresAt, now),
        or(
          eq(bookingHolds.clientAddress, input.clientAddress),
          input.userId === null ? undefined : eq(bookingHolds.userId, input.userId),
        ),
      ),
    );
  if (input.userId !== null && (counts?.byUser ?? 0) >= MAX_HOLDS_PER_USER) {
    return { kind: "capped", max: MAX_HOLDS_PER_USER };
  }
  if ((counts?.byAddress ?? 0) >= MAX_HOLDS_PER_ADDRESS) {
    return { kind: "capped", max: MAX_HOLDS_PER_ADDRESS };
  }
  return null;
}

/** Lets a hold go (the guest changed the time or left); a hold already gone is no error. */
export async function releaseHold(db: Db, token: string): Promise<void> {
  await db.delete(bookingHolds).where(eq(bookingHolds.tokenHash, holdTokenHash(token)));
}

/** Deletes every expired hold (the daily retention purge): they hold nothing, but an address. */
export async function purgeExpiredHolds(db: Db, now = new Date()): Promise<number> {
  const purged = await db
    .delete(bookingHolds)
    .where(lte(bookingHolds.expiresAt, now))
    .returning({ id: bookingHolds.id });
  return purged.length;
}

const holdId = z.string().meta({
  description: "The hold's opaque token, as booking/hold answered it.",
});
const invalidParam = { status: 400, codes: ["rest_invalid_param", "rest_invalid_post"] };

export const bookingHoldDocs: Record<string, RouteDoc> = {
  "POST /hold": {
    summary: "Ours: hold a time for a party while the guest types their details",
    description: `Holds the party's room, and for a table place the table(s) the place would give it, for ${HOLD_MINUTES} minutes; booking/order with \`hold_id\` takes them. Anyone may hold (signed in or not); a user may have ${MAX_HOLDS_PER_USER} live holds and a client address ${MAX_HOLDS_PER_ADDRESS}. A time someone else has just taken answers \`rest_booking_taken\`.`,
    tags: ["bookings"],
    auth: "optional",
    body: z.object({
      resource_id: z.union([z.string(), z.int()]).meta({ description: "The place to book." }),
      start_date: z.string().meta({ description: "YYYY-MM-DD." }),
      start_time: z.string().optional().meta({ description: "HH:MM; not for day bookings." }),
      end_date: z.string().optional(),
      end_time: z.string().optional(),
      adult: z.union([z.string(), z.int()]).optional(),
      children: z.union([z.string(), z.int()]).optional(),
      service_id: z.string().max(40).optional(),
      staff_id: z.string().max(40).optional(),
    }),
    response: z.strictObject({
      success: z.literal(true),
      msg: z.string(),
      data: z.strictObject({
        hold_id: holdId,
        expires_at: z.string().meta({ description: "ISO 8601: when the hold lets go." }),
        minutes: z.int(),
        start_date: z.string(),
        start_time: z.string(),
        end_time: z.string(),
      }),
    }),
    errors: [invalidParam, { status: 409, codes: ["rest_booking_taken", "rest_hold_limit"] }],
  },
  "POST /release": {
    summary: "Ours: let a hold go",
    tags: ["bookings"],
    auth: "optional",
    body: z.object({ hold_id: holdId }),
    response: z.strictObject({ success: z.literal(true), msg: z.string() }),
    errors: [invalidParam],
  },
};

/** `{ns}/v1/booking/hold` and `/release` (decision 073), beside bookingRoutes. */
export async function bookingHoldRoutes(app: FastifyInstance) {
  const { db } = app.database;
  documentRoutes(app, bookingHoldDocs);
  const say = (language: Language, key: MessageKey, values?: Record<string, string | number>) =>
    translate(MESSAGES[language], key, values);
  const fieldError = (language: Language, field: string, key: MessageKey, values = {}) => {
    const message = say(language, key, values);
    return new ApiError(400, "rest_invalid_param", message, {
      params: { [field]: message },
      msg: message,
    });
  };
  const limit = { max: Math.max(30, app.config.bookingRateLimit * 3), timeWindow: "10 minutes" };

  app.post("/hold", { config: { rateLimit: limit } }, async (request) => {
    const language = requestLanguage(request);
    const body = bodyFields(request);
    const place = await findBookablePlace(db, body.resource_id, language);
    const input = withServiceParty(readBookingRequest(body), place);
    const [field, key] = Object.entries(input.problems)[0] ?? [];
    if (field && key) throw fieldError(language, field, key as MessageKey, { max: MAX_PEOPLE });
    if (!input.request.startDate) {
      throw fieldError(language, "start_date", "bookingsApi.problem.start_date.required");
    }
    const outcome = await placeHold(db, {
      placeId: place.id,
      request: input.request,
      serviceId: choiceId(body.service_id),
      staffId: choiceId(body.staff_id),
      userId: request.user?.id ?? null,
      clientAddress: request.ip,
    });
    if (outcome.kind === "taken") {
      throw new ApiError(409, "rest_booking_taken", say(language, "bookingsApi.holdTaken"));
    }
    if (outcome.kind === "capped") {
      throw new ApiError(
        409,
        "rest_hold_limit",
        say(language, "bookingsApi.holdLimit", { max: outcome.max }),
      );
    }
    if (outcome.kind === "refused" && outcome.problem.startsWith("closure.")) {
      throw problemError(language, outcome.field, outcome.problem, place);
    }
    if (outcome.kind === "refused") {
      const problemKey = `bookingsApi.problem.${outcome.field}.${outcome.problem}`;
      throw fieldError(
        language,
        outcome.field,
        (problemKey in MESSAGES.tc ? problemKey : "bookingsApi.notBookable") as MessageKey,
        { days: place.bookingSettings.maxDaysAhead ?? 60 },
      );
    }
    const { hold, token } = outcome;
    return {
      success: true,
      msg: say(language, "bookingsApi.held", { minutes: HOLD_MINUTES }),
      data: {
        hold_id: token,
        expires_at: hold.expiresAt.toISOString(),
        minutes: HOLD_MINUTES,
        start_date: hold.startDate,
        start_time: hold.startTime ?? "",
        end_time: hold.endTime ?? "",
      },
    };
  });

  app.post("/release", { config: { rateLimit: limit } }, async (request) => {
    const language = requestLanguage(request);
    const token = holdTokenOf(bodyFields(request).hold_id);
    if (!token) throw fieldError(language, "hold_id", "validation.invalid");
    await releaseHold(db, token);
    return { success: true, msg: say(language, "bookingsApi.released") };
  });
}
