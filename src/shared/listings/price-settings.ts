import { z } from "zod";
import type { BookingStyle } from "./booking-settings.ts";

/**
 * What a booking's price is counted by ([15] item 3): the owner says it, so "HK$150 per booking"
 * is charged once for five guests. The `deposit_*` units are a deposit taken now and deducted
 * from the bill, which the guest pays at the place.
 */
export const PRICE_UNITS = [
  "per_booking",
  "per_person",
  "per_hour",
  "per_day",
  "per_person_per_day",
  "deposit_per_booking",
  "deposit_per_person",
] as const;
export type PriceUnit = (typeof PRICE_UNITS)[number];

/**
 * The unit a place has when its owner has not chosen one: what each style's total counted before
 * units were explicit (availability.ts `quantity`), so existing places keep their totals.
 */
export const DEFAULT_PRICE_UNIT: Record<BookingStyle, PriceUnit> = {
  standard: "per_booking",
  slot: "per_person",
  hourly: "per_hour",
  table: "per_person",
  daily: "per_day",
};

export const isDepositUnit = (unit: PriceUnit) =>
  unit === "deposit_per_booking" || unit === "deposit_per_person";

export const PRICE_LIMITS = {
  services: 50,
  staff: 50,
  nameLength: 60,
  serviceChargePercent: 20,
  /** HK$100,000: a treatment or a package, not a property. */
  priceCents: 10_000_000,
} as const;

/** An id an owner's form gives a service or a staff member: short, URL- and JSON-safe. */
const itemId = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,40}$/, "validation.invalid");

/** A name shown to guests: one line, no control characters. */
const itemName = z
  .string()
  .trim()
  .min(1, "validation.required")
  .max(PRICE_LIMITS.nameLength, "validation.tooLong")
  .regex(/^[^\p{Cc}]*$/u, "validation.singleLine");

const uniqueIds = (items: readonly { id: string }[]) =>
  new Set(items.map((item) => item.id)).size === items.length;

/** A salon's or a spa's service: how long it holds the place and what it costs a person. */
export const serviceSchema = z.object({
  id: itemId,
  name: itemName,
  minutes: z
    .number()
    .int()
    .min(5)
    .max(24 * 60),
  priceCents: z.number().int().min(0).max(PRICE_LIMITS.priceCents),
});
export type PlaceService = z.infer<typeof serviceSchema>;

export const staffSchema = z.object({ id: itemId, name: itemName });
export type PlaceStaff = z.infer<typeof staffSchema>;

/** The price fields of `bookingSettingsSchema` (booking-settings.ts spreads them in). */
export const priceSettingsFields = {
  priceUnit: z.enum(PRICE_UNITS, "validation.invalid").optional(),
  /** The service charge (加一) added to the bill at the place; never part of a deposit. */
  serviceChargePercent: z.number().int().min(0).max(PRICE_LIMITS.serviceChargePercent).optional(),
  services: z
    .array(serviceSchema)
    .max(PRICE_LIMITS.services)
    .refine(uniqueIds, "validation.invalid")
    .optional(),
  staff: z
    .array(staffSchema)
    .max(PRICE_LIMITS.staff)
    .refine(uniqueIds, "validation.invalid")
    .optional(),
};
