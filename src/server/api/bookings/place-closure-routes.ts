import { and, eq, gt, inArray, lt } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import type { $ZodType } from "zod/v4/core";
import { type BookingStatus, bookings, placeClosures, places } from "../../../db/schema.ts";
import { CLOSURE_REASONS, type ClosureReason } from "../../../shared/bookings/closure-reasons.ts";
import {
  closureRequestSchema,
  closureSpan,
  MAX_CLOSURE_DAYS,
  MAX_CLOSURE_MESSAGE,
} from "../../../shared/bookings/closure-request.ts";
import type { Language } from "../../../shared/i18n/languages.ts";
import { MESSAGES } from "../../../shared/i18n/messages/index.ts";
import { hongKongDate, hongKongTime } from "../../../shared/places/hong-kong-clock.ts";
import { requireUser } from "../../plugins/authentication.ts";
import { requestLanguage } from "../../request-language.ts";
import { ApiError } from "../api-error.ts";
import { bodyFields, textField } from "../request-fields.ts";
import type { RouteDoc } from "../route-doc.ts";
import type { User } from "../users/user-repository.ts";
import { findBookablePlace } from "./bookable-place.ts";
import { fieldErrors, say } from "./booking-errors.ts";
import { isAdmin } from "./booking-permissions.ts";
import { moveBooking } from "./booking-store.ts";
import { scheduleBookingNotices } from "./change-booking.ts";
import { type PlaceClosure, upcomingClosures } from "./place-closures.ts";

/** Closures to come one place may have: every order and form of the place reads them all. */
export const MAX_UPCOMING_CLOSURES = 60;
/** The bookings a closure cancels: all that still hold the place's time, but a visit done. */
const CLOSABLE: readonly BookingStatus[] = ["pending", "processing", "publish"];

/** The fields a stock app may send as numbers or text; anything else reads as blank. */
const TEXT_FIELDS = ["resource_id", "start_date", "end_date", "start_time", "end_time"] as const;

interface ClosureWindow {
  startsAt: Date;
  endsAt: Date;
  reason: ClosureReason;
  message: string | null;
}

/**
 * The window a close request names, read with the schema the owner's form checks with
 * (shared/bookings/closure-request.ts) and refused field by field, as the other booking calls
 * refuse theirs; only the clock is the server's own check: a window already over is refused.
 */
function closureWindow(
  body: Record<string, unknown>,
  language: Language,
  now: Date,
): ClosureWindow {
  const parsed = closureRequestSchema.safeParse({
    ...Object.fromEntries(TEXT_FIELDS.map((name) => [name, textField(body[name])])),
    reason: body.reason,
    message: body.message,
  });
  if (!parsed.success) {
    const problems: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const key = issue.message in MESSAGES.tc ? issue.message : "validation.invalid";
      problems[String(issue.path[0] ?? "start_date")] ??= key;
    }
    throw fieldErrors(language, problems, { days: MAX_CLOSURE_DAYS });
  }
  const { startsAt, endsAt } = closureSpan(parsed.data);
  if (endsAt <= now.getTime()) throw fieldErrors(language, { end_date: "closures.past" });
  return {
    startsAt: new Date(startsAt),
    endsAt: new Date(endsAt),
    reason: parsed.data.reason,
    message: parsed.data.message || null,
  };
}

/** A closure as the API answers it: its window in Hong Kong dates and times, and why. */
function closureJson(closure: PlaceClosure, language: Language) {
  const end = new Date(closure.endsAt.getTime() - 1);
  return {
    id: closure.id,
    resource_id: closure.placeId,
    start_date: hongKongDate(closure.startsAt),
    start_time: hongKongTime(closure.startsAt),
    end_date: hongKongDate(end),
    end_time: hongKongTime(closure.endsAt) === "00:00" ? "24:00" : hongKongTime(closure.endsAt),
    starts_at: closure.startsAt.toISOString(),
    ends_at: closure.endsAt.toISOString(),
    reason: closure.reason,
    reason_label: say(language, `closures.reason.${closure.reason}`),
    message: closure.message ?? "",
  };
}

/** The place's owner or an admin, else the 403 a second owner gets. */
function mustManagePlace(place: { authorId: number | null }, user: User, language: Language) {
  if (place.authorId !== user.id && !isAdmin(user)) {
    throw new ApiError(403, "rest_permission", say(language, "closures.notOwner"));
  }
}

/** The place a request names, with who asks and in which language; only its owner or an admin. */
async function managedPlace(app: FastifyInstance, request: FastifyRequest, value: unknown) {
  const user = requireUser(request);
  const language = requestLanguage(request);
  const place = await findBookablePlace(
    app.database.db,
    Array.isArray(value) ? undefined : value,
    language,
  );
  mustManagePlace(place, user, language);
  return { user, language, place };
}

/**
 * Closes a place for a window in one transaction that locks the place's row as an order does
 * (so no order slips in between): the closure is written, and every live booking overlapping it
 * is cancelled with its reason and its notices scheduled ("closed": both sides mailed, card
 * money refunded). Returns the closure and how many bookings it cancelled.
 */
export async function closePlace(
  app: FastifyInstance,
  placeId: number,
  window: ClosureWindow,
  createdBy: number,
  cancelReason: string,
) {
  const result = await app.database.db.transaction(async (tx) => {
    await tx.select({ id: places.id }).from(places).where(eq(places.id, placeId)).for("update");
    const upcoming = await upcomingClosures(tx, placeId, new Date());
    if (upcoming.length >= MAX_UPCOMING_CLOSURES) return undefined;
    const [closure] = await tx
      .insert(placeClosures)
      .values({ placeId, ...window, createdBy })
      .returning();
    const inside = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(
        and(
          eq(bookings.placeId, placeId),
          inArray(bookings.status, [...CLOSABLE]),
          lt(bookings.startsAt, window.endsAt),
          gt(bookings.endsAt, window.startsAt),
        ),
      );
    let canceled = 0;
    for (const { id } of inside) {
      const moved = await moveBooking(tx, id, CLOSABLE, "canceled", {
        cancelReason,
        canceledBy: "closure",
      });
      if (!moved) continue;
      await scheduleBookingNotices(tx, moved, "closed");
      canceled++;
    }
    return { closure: closure!, canceled };
  });
  app.jobs.wake();
  return result;
}

const placeId = z.union([z.string(), z.int()]).meta({ description: "The place (its id)." });
const closureSchema = z.strictObject({
  id: z.int(),
  resource_id: z.int(),
  start_date: z.string(),
  start_time: z.string().meta({ description: "HH:MM, Hong Kong." }),
  end_date: z.string(),
  end_time: z.string().meta({ description: "HH:MM, Hong Kong; 24:00 for the day's end." }),
  starts_at: z.string().meta({ description: "ISO 8601." }),
  ends_at: z.string().meta({ description: "ISO 8601." }),
  reason: z.enum(CLOSURE_REASONS),
  reason_label: z.string().meta({ description: "The reason in the caller's language." }),
  message: z.string(),
});
/** A shared body field's description in this document (the shared schema ships bare). */
const describe = (schema: $ZodType | undefined, description: string) => {
  if (schema) z.globalRegistry.add(schema, { description });
};
const closeShape = closureRequestSchema.shape;
describe(closeShape.resource_id, "The place (its id).");
describe(closeShape.start_date, "YYYY-MM-DD, Hong Kong.");
describe(closeShape.end_date, "YYYY-MM-DD; the start's day if absent.");
describe(closeShape.start_time, "HH:MM; the day's start if absent.");
describe(closeShape.end_time, "HH:MM or 24:00; the day's end if absent.");
describe(
  closeShape.message,
  `The owner's words to the guests, in their mails; at most ${MAX_CLOSURE_MESSAGE} characters.`,
);
const invalidParam = { status: 400, codes: ["rest_invalid_param", "rest_invalid_post"] };
const forbidden = { status: 403, codes: ["rest_permission"] };

export const placeClosureDocs: Record<string, RouteDoc> = {
  "POST /close": {
    summary: "Ours: close a place for a day or some hours (typhoon, black rain, holiday, event)",
    description: `The place's owner or an admin, with at most ${MAX_UPCOMING_CLOSURES} closures to come per place. Without times the window covers whole days (\`end_date\` defaults to \`start_date\`); at most ${MAX_CLOSURE_DAYS} days. In one transaction every pending, paid-but-unanswered or accepted booking overlapping the window is cancelled with the reason, both sides mailed and card money refunded; bookings and holds for a time inside are refused from then on with the reason ("Closed: Typhoon Signal No. 8"), and booking/form marks its times \`reason: "closed"\`.`,
    tags: ["bookings"],
    auth: "signed-in",
    body: closureRequestSchema,
    response: z.strictObject({
      success: z.literal(true),
      msg: z.string(),
      data: z.strictObject({
        closure_id: z.int(),
        canceled: z.int().meta({ description: "How many bookings the closure cancelled." }),
      }),
    }),
    errors: [invalidParam, forbidden, { status: 409, codes: ["rest_closure_limit"] }],
  },
  "GET /closures": {
    summary: "Ours: a place's closures not yet over, soonest first (its owner or an admin)",
    tags: ["bookings"],
    auth: "signed-in",
    query: z.object({ resource_id: placeId }),
    response: z.strictObject({ success: z.literal(true), data: z.array(closureSchema) }),
    errors: [invalidParam, forbidden],
  },
  "POST /reopen": {
    summary: "Ours: remove a closure (the bookings it cancelled stay cancelled)",
    tags: ["bookings"],
    auth: "signed-in",
    body: z.object({ closure_id: z.union([z.string(), z.int()]) }),
    response: z.strictObject({ success: z.literal(true), msg: z.string() }),
    errors: [{ status: 400, codes: ["rest_invalid_param"] }, forbidden],
  },
};

/** `booking/close`, `booking/closures` and `booking/reopen` (decision 077), on the booking prefix. */
export function placeClosureRoutes(app: FastifyInstance) {
  const { db } = app.database;
  const signedIn = { config: { signedIn: "rest_permission" } } as const;

  app.post("/close", signedIn, async (request) => {
    const body = bodyFields(request);
    const { user, language, place } = await managedPlace(app, request, body.resource_id);
    const now = new Date();
    const window = closureWindow(body, language, now);
    const label = say(language, `closures.reason.${window.reason}`);
    const cancelReason = [say(language, "closures.cancelReason", { reason: label }), window.message]
      .filter(Boolean)
      .join("\n");
    const closed = await closePlace(app, place.id, window, user.id, cancelReason);
    if (!closed) {
      throw new ApiError(
        409,
        "rest_closure_limit",
        say(language, "closures.tooMany", { max: MAX_UPCOMING_CLOSURES }),
      );
    }
    const { closure, canceled } = closed;
    return {
      success: true,
      msg: say(language, "closures.closed", { count: canceled }),
      data: { closure_id: closure.id, canceled },
    };
  });

  app.get("/closures", signedIn, async (request) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    const { language, place } = await managedPlace(app, request, query.resource_id);
    const rows = await upcomingClosures(db, place.id, new Date());
    return { success: true, data: rows.map((row) => closureJson(row, language)) };
  });

  app.post("/reopen", signedIn, async (request) => {
    const user = requireUser(request);
    const language = requestLanguage(request);
    const text = textField(bodyFields(request).closure_id).trim();
    const [found] = /^\d{1,9}$/.test(text)
      ? await db
          .select({ id: placeClosures.id, authorId: places.authorId })
          .from(placeClosures)
          .innerJoin(places, eq(places.id, placeClosures.placeId))
          .where(eq(placeClosures.id, Number(text)))
      : [];
    if (!found) throw fieldErrors(language, { closure_id: "closures.notFound" });
    mustManagePlace(found, user, language);
    await db.delete(placeClosures).where(eq(placeClosures.id, found.id));
    return { success: true, msg: say(language, "closures.reopened") };
  });
}
