import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import type { Language } from "../../../shared/i18n/languages.ts";
import type { MessageKey } from "../../../shared/i18n/messages/index.ts";
import { ApiError } from "../api-error.ts";
import { scheduleCheckoutExpiry } from "../payments/card-refunds.ts";
import type { RouteDoc } from "../route-doc.ts";
import { parseOrThrow } from "../validate.ts";
import { say } from "./booking-errors.ts";
import { managedBooking } from "./booking-permissions.ts";
import { bookingViewSchema } from "./booking-schemas.ts";
import { viewOf } from "./booking-view.ts";
import {
  ARRIVAL_FROM_HOURS,
  cancelByOwner,
  completeVisit,
  markArrived,
  markNoShow,
  markRefunded,
  OWNER_CANCELABLE,
  type VisitAction,
  visitProblem,
} from "./booking-visits.ts";
import { changeBooking } from "./change-booking.ts";

const MAX_REASON = 2_000;
const MAX_REFERENCE = 100;

/** A text field's message when it is missing, or not text at all. */
const textError = (issue: { input: unknown }) =>
  issue.input === undefined ? "validation.required" : "validation.invalid";

const bookingId = z.union([z.string(), z.int()]).meta({ description: "The booking's id." });
const idBody = z.object({ id: bookingId });
const cancelByOwnerBody = z.object({
  id: bookingId,
  reason: z
    .string({ error: textError })
    .trim()
    .min(1, "validation.required")
    .max(MAX_REASON, "validation.tooLong")
    // Line breaks are the owner's; other control characters (a NUL) are nobody's.
    .refine((text) => !/[^\P{Cc}\n\r\t]/u.test(text), "validation.invalid")
    .meta({ description: "Why, in the owner's words: the guest's mail quotes it." }),
});
const markRefundedBody = z.object({
  id: bookingId,
  reference: z
    .string({ error: textError })
    .trim()
    .max(MAX_REFERENCE, "validation.tooLong")
    .refine((text) => !/\p{Cc}/u.test(text), "validation.singleLine")
    .optional()
    .meta({
      description: "The refund transfer's reference, shown as the booking's `refund_reference`.",
    }),
});

const answer = z.strictObject({
  success: z.literal(true),
  data: bookingViewSchema,
  msg: z.string(),
});
const errors = [
  { status: 400, codes: ["rest_invalid_booking", "rest_invalid_param"] },
  { status: 403, codes: ["rest_permission"] },
  { status: 409, codes: ["rest_invalid_booking"] },
];
const ownerAction = (summary: string, description: string, body: z.ZodType): RouteDoc => ({
  summary,
  description: `${description} The place's owner or an admin (decision 078); a booking no longer where the action applies is refused (409).`,
  tags: ["bookings"],
  auth: "signed-in",
  body,
  response: answer,
  errors,
});

/** `{ns}/v1/booking/…`, as bookingVisitRoutes registers them. */
export const bookingVisitDocs: Record<string, RouteDoc> = {
  "POST /arrived_by_id": ownerAction(
    "Ours: the guest has arrived",
    `An accepted or paid booking, from ${ARRIVAL_FROM_HOURS} hours before its start: \`visit = arrived\`. A booking marked a no-show can be marked arrived while its table(s) are still free.`,
    idBody,
  ),
  "POST /no_show_by_id": ownerAction(
    "Ours: the guest never came",
    "An accepted or paid booking, from its start: `visit = noShow`; its table(s) are free at once, a deposit stays with the place.",
    idBody,
  ),
  "POST /complete_by_id": ownerAction(
    "Ours: the visit is done",
    "An accepted or paid booking, from its start, not a no-show: `completed`, `visit = arrived` if unset; cash not yet recorded is taken as paid at the place.",
    idBody,
  ),
  "POST /cancel_by_owner": ownerAction(
    "Ours: the place cancels a booking for the guest, with a reason",
    "A request or an accepted booking: `canceled`, `canceled_by = place` (`declined` when it was never accepted); the guest is mailed the reason and the cancelled invitation, card money is refunded through Stripe, money paid to the place directly becomes `refund = due`.",
    cancelByOwnerBody,
  ),
  "POST /mark_refunded": ownerAction(
    "Ours: the owner sent back the money owed (FPS or a bank transfer)",
    "A booking with `refund = due`: `refund = refunded`, status `refunded`; the guest is told.",
    markRefundedBody,
  ),
};

const EARLY: Record<VisitAction, MessageKey> = {
  arrived: "bookingVisits.earlyArrival",
  noShow: "bookingVisits.notStarted",
  complete: "bookingVisits.notStarted",
};
const DONE: Record<VisitAction, MessageKey> = {
  arrived: "bookingVisits.arrived",
  noShow: "bookingVisits.noShow",
  complete: "bookingVisits.completed",
};

const conflict = (language: Language, key: MessageKey, values?: Record<string, number>) =>
  new ApiError(409, "rest_invalid_booking", say(language, key, values));

/**
 * The owner's (or an admin's) actions on a booking on the day and after (decision 078): the guest
 * arrived or never came, the visit is done, the place cancels it, the money owed is sent back.
 */
export function bookingVisitRoutes(app: FastifyInstance) {
  const signedIn = { config: { signedIn: "rest_permission" } } as const;

  const visit = (action: VisitAction) => async (request: FastifyRequest) => {
    const { user, language, booking } = await managedBooking(app, request);
    const now = new Date();
    const problem = visitProblem(booking, action, now);
    if (problem === "state") throw conflict(language, "bookingVisits.notVisitable");
    if (problem === "recorded") throw conflict(language, "bookingVisits.alreadyRecorded");
    if (problem === "early") {
      throw conflict(language, EARLY[action], { hours: ARRIVAL_FROM_HOURS });
    }
    let done: typeof booking | undefined;
    if (action === "arrived") {
      const outcome = await markArrived(app.database.db, booking, now);
      if (outcome.kind === "taken") throw conflict(language, "bookingVisits.tablesTaken");
      done = outcome.kind === "arrived" ? outcome.booking : undefined;
    } else {
      done = await (action === "noShow" ? markNoShow : completeVisit)(
        app.database.db,
        booking.id,
        now,
      );
    }
    // A second click, or a change in between: the booking is no longer where this applies.
    if (!done) throw conflict(language, "bookingVisits.notVisitable");
    return {
      success: true,
      data: await viewOf(app, done, user, language),
      msg: say(language, DONE[action], { id: done.id }),
    };
  };
  app.post("/arrived_by_id", signedIn, visit("arrived"));
  app.post("/no_show_by_id", signedIn, visit("noShow"));
  app.post("/complete_by_id", signedIn, visit("complete"));

  app.post("/cancel_by_owner", signedIn, async (request) => {
    const { body, user, language, booking } = await managedBooking(app, request);
    const { reason } = parseOrThrow(cancelByOwnerBody, body, language);
    if (!OWNER_CANCELABLE.includes(booking.status)) {
      throw conflict(language, "bookingVisits.notCancelable");
    }
    const canceled = await changeBooking(app, "placeCanceled", async (tx) => {
      const moved = await cancelByOwner(tx, booking.id, reason, new Date());
      // An unpaid card booking's payment page must not take money for a cancelled booking.
      if (moved) await scheduleCheckoutExpiry(tx, moved);
      return moved;
    });
    if (!canceled) throw conflict(language, "bookingVisits.notCancelable");
    return {
      success: true,
      data: await viewOf(app, canceled, user, language),
      msg: say(language, "bookingVisits.canceled", { id: canceled.id }),
    };
  });

  app.post("/mark_refunded", signedIn, async (request) => {
    const { body, user, language, booking } = await managedBooking(app, request);
    const { reference } = parseOrThrow(markRefundedBody, body, language);
    if (booking.refund !== "due") throw conflict(language, "bookingVisits.noRefundDue");
    const refunded = await changeBooking(app, "refunded", (tx) =>
      markRefunded(tx, booking.id, reference || null, new Date()),
    );
    if (!refunded) throw conflict(language, "bookingVisits.noRefundDue");
    return {
      success: true,
      data: await viewOf(app, refunded, user, language),
      msg: say(language, "bookingVisits.refunded", { id: refunded.id }),
    };
  });
}
