import { z } from "zod";
import { parseFpsProxy } from "../payments/fps-qr.ts";
import { priceSettingsFields } from "./price-settings.ts";

/** Listar's five booking styles (docs/api-protocol.md §5). */
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
  payWithinHours: 24 * 7,
  /** The largest party a table or a combination of tables may be set to take. */
  partySize: 50,
  tableCombinations: 50,
  tablesPerCombination: 8,
} as const;

const count = (max: number) => z.number().int().min(0).max(max);
const party = z.number().int().min(1).max(BOOKING_LIMITS.partySize);

/** The ways a place takes money itself; online card payment is the site's, not the place's. */
export const PLACE_PAYMENT_METHODS = ["cash", "bank"] as const;
export type PlacePaymentMethod = (typeof PLACE_PAYMENT_METHODS)[number];

/** One line of an owner's bank details: no line breaks or control characters. */
const detailLine = (max: number) =>
  z
    .string()
    .trim()
    .max(max, "validation.tooLong")
    .regex(/^[^\p{Cc}]*$/u, "validation.singleLine")
    .optional();

/**
 * How a place is paid: the methods it accepts and where a bank transfer goes. `fps` is the
 * owner's FPS proxy (FPS ID, Hong Kong mobile or e-mail): with it, bank-transfer bookings show
 * an FPS QR with the amount and the booking's reference.
 */
export const placePaymentSchema = z.object({
  methods: z
    .array(z.enum(PLACE_PAYMENT_METHODS, "validation.invalid"))
    .min(1, "payments.methodsRequired")
    .max(PLACE_PAYMENT_METHODS.length, "validation.invalid")
    .refine((methods) => new Set(methods).size === methods.length, "validation.invalid"),
  fps: z
    .string()
    .trim()
    .max(100, "validation.tooLong")
    .refine((value) => value === "" || parseFpsProxy(value) !== null, "payments.fpsInvalid")
    .optional(),
  accountName: detailLine(80),
  bankName: detailLine(80),
  accountNumber: z
    .string()
    .trim()
    .max(40, "validation.tooLong")
    .regex(/^[\d -]*$/, "payments.accountNumberInvalid")
    .optional(),
  /**
   * How long a guest has to pay a bank-transfer (or FPS) deposit: past it the unpaid request is
   * released and the guest told (decision 078). Unset: the request waits for the owner.
   */
  payWithinHours: z.number().int().min(1).max(BOOKING_LIMITS.payWithinHours).optional(),
});
export type PlacePayment = z.infer<typeof placePaymentSchema>;

/**
 * How a place takes bookings, set by its author ([9]) and read by availability ([10]). `capacity`
 * is people at once (standard, daily, hourly, slot); `tables` lists the tables of the `table`
 * style. Times are minutes or hours, Hong Kong wall time.
 */
export const bookingSettingsSchema = z
  .object({
    capacity: count(BOOKING_LIMITS.capacity).optional(),
    tables: z
      .array(
        z
          .object({
            name: z.string().trim().min(1).max(40),
            seats: z.number().int().min(1).max(BOOKING_LIMITS.seatsPerTable),
            /** The smallest and largest party the table takes (1 and its seats unless set). */
            minParty: party.optional(),
            maxParty: party.optional(),
          })
          .refine((table) => (table.minParty ?? 1) <= (table.maxParty ?? table.seats), {
            message: "listings.booking.partyRange",
            path: ["maxParty"],
          }),
      )
      .max(BOOKING_LIMITS.tables)
      .optional(),
    /**
     * Tables the owner lets the place push together for a bigger party: two or more table
     * numbers (from 1) and the party range the combination takes.
     */
    tableCombinations: z
      .array(
        z
          .object({
            tables: z
              .array(z.number().int().min(1).max(BOOKING_LIMITS.tables))
              .min(2, "listings.booking.combinationTables")
              .max(BOOKING_LIMITS.tablesPerCombination)
              .refine(
                (tables) => new Set(tables).size === tables.length,
                "listings.booking.combinationTables",
              ),
            minParty: party,
            maxParty: party,
          })
          .refine((combination) => combination.minParty <= combination.maxParty, {
            message: "listings.booking.partyRange",
            path: ["maxParty"],
          }),
      )
      .max(BOOKING_LIMITS.tableCombinations)
      .optional(),
    slotMinutes: z.number().int().min(5).max(BOOKING_LIMITS.slotMinutes).optional(),
    minNoticeHours: count(BOOKING_LIMITS.minNoticeHours).optional(),
    maxDaysAhead: z.number().int().min(1).max(BOOKING_LIMITS.maxDaysAhead).optional(),
    cancelCutoffHours: count(BOOKING_LIMITS.cancelCutoffHours).optional(),
    payment: placePaymentSchema.optional(),
    // The price unit, service charge, services and staff (price-settings.ts).
    ...priceSettingsFields,
  })
  // A combination names tables the place has.
  .superRefine((settings, context) => {
    const count = settings.tables?.length ?? 0;
    settings.tableCombinations?.forEach((combination, index) => {
      if (combination.tables.some((n) => n > count)) {
        context.addIssue({
          code: "custom",
          message: "listings.booking.combinationTables",
          path: ["tableCombinations", index, "tables"],
        });
      }
    });
  });
export type BookingSettings = z.infer<typeof bookingSettingsSchema>;
