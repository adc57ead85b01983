import { z } from "zod/mini";

// What the closure screen reads from `booking/closures`, `booking/close` and `booking/reopen`
// (decision 077).

const text = z._default(z.string(), "");

/** A closure not yet over: its window in Hong Kong dates and times (24:00 for a day's end). */
export const placeClosureSchema = z.object({
  id: z.number(),
  start_date: z.string(),
  start_time: z.string(),
  end_date: z.string(),
  end_time: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  reason: z.string(),
  /** The reason in the screen's language. */
  reason_label: text,
  message: text,
});
export type PlaceClosure = z.infer<typeof placeClosureSchema>;

export const closuresAnswerSchema = z.object({ data: z.array(placeClosureSchema) });

export const closeAnswerSchema = z.object({
  msg: text,
  data: z.object({ closure_id: z.number(), canceled: z.number() }),
});

export const reopenAnswerSchema = z.object({ msg: text });
