import { z } from "zod";

/** Listar's five booking styles (api-protocol §5). */
export const BOOKING_STYLES = ["standard", "daily", "hourly", "slot", "table"] as const;
export type BookingStyle = (typeof BOOKING_STYLES)[number];

/** The upper bounds an owner may set: generous for a real venue, small enough to compute with. */
export const BOOKING_LIMITS = {
  capacity: 1_000,
  tables: 200,
  seatsPerTable: 50,
  slotMinutes: 24 * 60,
  minNoticeHours: 24 * 30,
  maxDaysAhead: 366,
  cancelCutoffHours: 24 * 30,
} as const;

const count = (max: number) => z.number().int().min(0).max(max);

/**
 * How a place takes bookings, set by its author ([9]) and read by availability ([10]). `capacity`
 * is people at once (standard, daily, hourly, slot); `tables` lists the tables of the `table`
 * style. Times are minutes or hours, Hong Kong wall time.
 */
export const bookingSettingsSchema = z.object({
  capacity: count(BOOKING_LIMITS.capacity).optional(),
  tables: z
    .array(
      z.object({
        name: z.string().trim().min(1).max(40),
        seats: z.number().int().min(1).max(BOOKING_LIMITS.seatsPerTable),
      }),
    )
    .max(BOOKING_LIMITS.tables)
    .optional(),
  slotMinutes: z.number().int().min(5).max(BOOKING_LIMITS.slotMinutes).optional(),
  minNoticeHours: count(BOOKING_LIMITS.minNoticeHours).optional(),
  maxDaysAhead: z.number().int().min(1).max(BOOKING_LIMITS.maxDaysAhead).optional(),
  cancelCutoffHours: count(BOOKING_LIMITS.cancelCutoffHours).optional(),
});
export type BookingSettings = z.infer<typeof bookingSettingsSchema>;
