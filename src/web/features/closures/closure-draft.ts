// zod/mini: the form's schema ships to the browser.
import { z } from "zod/mini";
import type { ClosureReason } from "../../../shared/bookings/closure-reasons.ts";
import {
  type ClosureRequestInput,
  closureRequestSchema,
} from "../../../shared/bookings/closure-request.ts";
import { hongKongDate, hongKongTime } from "../../../shared/places/hong-kong-clock.ts";

/** The closure form's values: one day, whole or from one time to another. */
export type ClosureFormValues = {
  resource_id: string;
  start_date: string;
  whole_day: boolean;
  start_time: string;
  end_time: string;
  reason: ClosureReason | "";
  message: string;
};

/** What the form opens with: a day, whole or some hours, and perhaps a reason already chosen. */
export interface ClosureDraft {
  date: string;
  wholeDay: boolean;
  start?: string;
  end?: string;
  reason?: ClosureReason;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** Every quarter hour of a day, 00:00 to 23:45: the times a closure starts at. */
export const START_TIMES: readonly string[] = Array.from(
  { length: 96 },
  (_, n) => `${pad(Math.floor(n / 4))}:${pad((n % 4) * 15)}`,
);
/** The times a closure on one day ends at: 00:15 to the day's end, 24:00. */
export const END_TIMES: readonly string[] = [...START_TIMES.slice(1), "24:00"];

/** An evening, when the owner has not said: most closures are of the dinner service. */
const EVENING = { start: "18:00", end: "24:00" };

export function closureFormValues(placeId: number, draft: ClosureDraft): ClosureFormValues {
  return {
    resource_id: String(placeId),
    start_date: draft.date,
    whole_day: draft.wholeDay,
    start_time: draft.start ?? EVENING.start,
    end_time: draft.end ?? EVENING.end,
    reason: draft.reason ?? "",
    message: "",
  };
}

/**
 * "Close tonight", as the Observatory's signal goes up: today from now, to the quarter hour
 * just begun (a booking under way is inside), until the day's end; for Typhoon Signal No. 8.
 */
export function tonightDraft(now: Date): ClosureDraft {
  const [hours, minutes] = hongKongTime(now).split(":").map(Number) as [number, number];
  return {
    date: hongKongDate(now),
    wholeDay: false,
    start: `${pad(hours)}:${pad(minutes - (minutes % 15))}`,
    end: "24:00",
    reason: "typhoon8",
  };
}

/** A public holiday from the list: that whole day, for the holiday. */
export const holidayDraft = (date: string): ClosureDraft => ({
  date,
  wholeDay: true,
  reason: "holiday",
});

/** The body the form's values stand for: a whole day sends no times. */
function closureBody(values: ClosureFormValues): ClosureRequestInput {
  const { whole_day, ...body } = values;
  return {
    ...body,
    ...(whole_day ? { start_time: "", end_time: "" } : {}),
    // No reason chosen yet (""): the schema names it at its field.
    reason: body.reason as ClosureReason,
  };
}

/**
 * The form checked by the body's own schema (shared with the server); the times on screen are
 * kept through "whole day" for a change of mind, but not judged.
 */
export const closureFormSchema = z.pipe(z.transform(closureBody), closureRequestSchema);
