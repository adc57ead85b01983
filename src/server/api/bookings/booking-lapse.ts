import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { BookingStatus } from "../../../db/schema.ts";
import type { NewJob } from "../../services/jobs/job-queue.ts";
import type { Booking } from "./booking-store.ts";

/**
 * A request the owner never answers must not hold its table or its money for ever (security
 * review 2, finding 4): it lapses when the owner has had `ANSWER_WITHIN_HOURS` to answer, or
 * when its time comes, whichever is first. Lapsing is a cancellation without anyone's fault:
 * both sides are told, card money goes back, the table is free again.
 */
export const ANSWER_WITHIN_HOURS = 48;

export const LAPSE_JOB = "booking-lapse";

/** The statuses of a request still waiting for the owner's answer. */
export const UNANSWERED: readonly BookingStatus[] = ["pending", "processing"];

const HOUR_MS = 3_600_000;
const lapsePayload = z.object({ bookingId: z.number().int() });

/** When a request made at `createdAt` for `startsAt` (null: a time to be given) lapses. */
export function lapsesAt(booking: Pick<Booking, "createdAt" | "startsAt">): Date {
  const answerBy = booking.createdAt.getTime() + ANSWER_WITHIN_HOURS * HOUR_MS;
  const startsAt = booking.startsAt?.getTime() ?? Number.POSITIVE_INFINITY;
  return new Date(Math.min(answerBy, startsAt));
}

/** A new request's lapse, written in the order's transaction. */
export function lapseJob(booking: Booking): NewJob | null {
  if (!UNANSWERED.includes(booking.status)) return null;
  return {
    kind: LAPSE_JOB,
    payload: { bookingId: booking.id },
    runAt: lapsesAt(booking),
    uniqueKey: `lapse:${booking.id}`,
  };
}

/**
 * The lapse itself: `lapse` moves the booking if it still waits (an answer that came first
 * leaves nothing to do) and tells both sides; the caller gives it the booking module's write.
 */
export function registerLapseJob(
  app: FastifyInstance,
  lapse: (bookingId: number) => Promise<unknown>,
) {
  app.jobs.handle(LAPSE_JOB, async (job) => {
    const { bookingId } = lapsePayload.parse(job.payload);
    await lapse(bookingId);
  });
}
