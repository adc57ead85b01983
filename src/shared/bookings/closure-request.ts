// zod/mini: the closure form ships this schema to the browser, so it uses the tree-shakable build.
import { z } from "zod/mini";
import { isTime } from "../places/opening-hours.ts";
import { hongKongMidnight } from "./availability.ts";
import { CLOSURE_REASONS } from "./closure-reasons.ts";

/** The longest one closure may be: a season's holiday, not a place's retirement. */
export const MAX_CLOSURE_DAYS = 92;
export const MAX_CLOSURE_MESSAGE = 500;

const DAY = 86_400_000;
const MINUTE = 60_000;

/*
 * One schema for the body of `booking/close` (decision 077), shared by the owner's closure form,
 * the server's reader (place-closure-routes.ts, after it has read dates and times as text) and
 * the OpenAPI document. Messages are catalogue keys, the same the server answers in
 * `data.params`; `closures.tooLong` takes `{days}` (MAX_CLOSURE_DAYS).
 */

const isDate = (text: string) => hongKongMidnight(text) !== null;

/** Text that is blank or passes `valid` (trimmed); `message` otherwise. */
const blankOr = (valid: (text: string) => boolean, message: string) =>
  z.string(message).check(
    z.trim(),
    z.refine((text) => text === "" || valid(text), message),
  );

/** Line breaks are the owner's; other control characters (a NUL) are nobody's. */
const hasStrayControl = (text: string) => /[^\P{Cc}\n\r\t]/u.test(text);

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

interface ClosureTimes {
  start_date: string;
  end_date?: string;
  start_time?: string;
  end_time?: string;
}

/**
 * The instants (ms) a valid request names: from `start_date` (at `start_time`, else its first
 * minute) to `end_date` (the start's day when blank; at `end_time`, else the day's end), Hong
 * Kong time. The window is half-open.
 */
export function closureSpan(request: ClosureTimes): { startsAt: number; endsAt: number } {
  const first = hongKongMidnight(request.start_date) ?? Number.NaN;
  const last = hongKongMidnight(request.end_date || request.start_date) ?? Number.NaN;
  const startsAt = first + (request.start_time ? minutesOf(request.start_time) * MINUTE : 0);
  const endsAt = last + (request.end_time ? minutesOf(request.end_time) * MINUTE : DAY);
  return { startsAt, endsAt };
}

/**
 * The window itself: it ends after it starts, and lasts at most `MAX_CLOSURE_DAYS`. Judged once
 * every field is right, so a mistyped time is named as that, not as a window out of order.
 */
const sensibleWindow = z.superRefine<ClosureTimes>(
  (request, context) => {
    const { startsAt, endsAt } = closureSpan(request);
    if (endsAt <= startsAt) {
      context.addIssue({
        code: "custom",
        message: "closures.endBeforeStart",
        path: [request.end_time ? "end_time" : "end_date"],
      });
    } else if (endsAt - startsAt > MAX_CLOSURE_DAYS * DAY) {
      context.addIssue({
        code: "custom",
        message: "closures.tooLong",
        path: ["end_date"],
        params: { days: MAX_CLOSURE_DAYS },
      });
    }
  },
  { when: (payload) => payload.issues.length === 0 },
);

/** `booking/close`: the place, the window in Hong Kong dates and times, why, and a word to guests. */
export const closureRequestSchema = z
  .object({
    resource_id: z.union([z.string(), z.number()], "bookingsApi.notBookable"),
    start_date: z.string("validation.required").check(
      z.trim(),
      z.minLength(1, "validation.required"),
      z.refine((text) => text === "" || isDate(text), "bookingsApi.problem.start_date.format"),
    ),
    end_date: z.optional(blankOr(isDate, "bookingsApi.problem.end_date.format")),
    start_time: z.optional(
      blankOr((text) => isTime(text), "bookingsApi.problem.start_time.format"),
    ),
    end_time: z.optional(
      blankOr((text) => isTime(text, true), "bookingsApi.problem.end_time.format"),
    ),
    reason: z.enum(CLOSURE_REASONS, "closures.invalidReason"),
    message: z.optional(
      z.string("validation.invalid").check(
        z.trim(),
        z.maxLength(MAX_CLOSURE_MESSAGE, "validation.tooLong"),
        z.refine((text) => !hasStrayControl(text), "validation.invalid"),
      ),
    ),
  })
  .check(sensibleWindow);

export type ClosureRequest = z.output<typeof closureRequestSchema>;
export type ClosureRequestInput = z.input<typeof closureRequestSchema>;
