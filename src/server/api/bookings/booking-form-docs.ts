import { z } from "zod";
import type { $ZodType } from "zod/v4/core";
import {
  bookingRequestSchema,
  MAX_PEOPLE,
} from "../../../shared/bookings/booking-request-schema.ts";
import { MAX_PARTY_OFFERED } from "../../../shared/bookings/table-assignment.ts";
import { PRICE_UNITS } from "../../../shared/listings/price-settings.ts";
import { queryInt, queryText } from "../listar-params.ts";
import type { RouteDoc } from "../route-doc.ts";
import { paymentOptionsSchema } from "./booking-schemas.ts";

const TAGS = ["bookings"];

export const bookingFormQuery = z.object({
  resource_id: queryText(12).meta({ description: "The place to book." }),
  date: queryText(10).meta({ description: "YYYY-MM-DD; the first day with room without it." }),
  service_id: queryText(40).meta({
    description: "Ours: a service of the place (salons, spas); the times are as long as it.",
  }),
  persons: queryInt({ min: 1, max: MAX_PEOPLE }).meta({
    description:
      "Ours: the party size. With it, every time of the day comes in `options` with `bookable` and, when not, a `reason`; without a date, the first day with a time for this party.",
  }),
  hold_id: queryText(100).meta({
    description: "Ours: the guest's own hold (booking/hold), which does not count against them.",
  }),
});

/** A shared body field's description in this document (the shared schema ships bare). */
export const describe = (schema: $ZodType | undefined, description: string) => {
  if (schema) z.globalRegistry.add(schema, { description });
};
const requestShape = bookingRequestSchema.shape;
describe(requestShape.resource_id, "The place to book.");
describe(requestShape.adult, `Adults; with children at most ${MAX_PEOPLE} people.`);
describe(requestShape.person, "Listar's head count, when adult and children are not given.");
describe(
  requestShape.start_date,
  "YYYY-MM-DD. A slot place asked without start_date and start_time takes a request without a time (`time_to_confirm`), which the place times on accepting.",
);
describe(requestShape.start_time, "HH:MM.");
describe(
  requestShape.end_date,
  "Daily bookings: the last day; missing, or before start_date, one day.",
);
describe(requestShape.end_time, "HH:MM (24:00 for midnight): hourly bookings' last hour's end.");
describe(
  requestShape.table_num,
  "Tables by number, as `table_num[]` or a list. Optional: without it a table place seats the party at its smallest free table or allowed combination (decision 073), answered in the cart's `options.table_num` and the booking's `table_num`.",
);
describe(
  requestShape.service_id,
  "Ours: the service booked (`booking/form` `services`), required where the place lists services; one person unless adult says more.",
);
describe(
  requestShape.staff_id,
  "Ours: the staff member booked (`booking/form` `staff`); optional.",
);
describe(
  requestShape.hold_id,
  "Ours: the hold (booking/hold) taken for this time while the guest typed; the order takes its table(s) and the hold goes.",
);

const priceUnit = z.enum(PRICE_UNITS).meta({
  description:
    "Ours: how the price is counted. `deposit_*`: a deposit due now and deducted from the bill, paid at the place.",
});

/** Ours in `booking/form` ([15] item 3): the price with its unit, services and staff. */
const formPriceFields = {
  price_unit: priceUnit,
  price_display: z.string().meta({
    description: 'The price with its unit in the request\'s language ("HK$280 / person", "免費").',
  }),
  service_charge_percent: z.int().meta({
    description: "The service charge (加一) added to the bill at the place; never in a deposit.",
  }),
  service_charge_note: z.string(),
  cancel_cutoff_hours: z.int().meta({
    description: "Guests may cancel until this many hours before the start.",
  }),
  services: z.array(
    z.strictObject({
      id: z.string(),
      name: z.string(),
      minutes: z.int(),
      duration_display: z.string(),
      price: z.number(),
      price_display: z.string(),
    }),
  ),
  staff: z.array(z.strictObject({ id: z.string(), name: z.string() })),
  service_id: z.string().meta({
    description: 'The service the times are for (the first unless `service_id` named one), or "".',
  }),
};

/** Ours in `booking/cart`'s `attr`: `total` is what is due now; the rest is paid at the place. */
const cartPriceFields = {
  price_unit: priceUnit,
  price_display: z.string(),
  due_now: z.number().meta({ description: "HKD due when booking; 0: nothing to pay now." }),
  due_now_display: z.string(),
  at_place: z.number().meta({ description: "HKD known to be left to pay at the place." }),
  at_place_display: z.string(),
  pay_at_place_note: z.string().meta({
    description: 'What is paid at the place (the bill, the rest, the service charge), or "".',
  }),
  service_charge_percent: z.int(),
  service_id: z.string(),
  service_name: z.string(),
  staff_id: z.string(),
  staff_name: z.string(),
};

const invalidParam = { status: 400, codes: ["rest_invalid_param", "rest_invalid_post"] };

/** `booking/form` and `booking/cart`: what a place has free, and at what price. */
export const bookingFormDocs: Record<string, RouteDoc> = {
  "GET /form": {
    summary: "A place's booking form: the times (or tables) with room on a day, price and payment",
    tags: TAGS,
    auth: "optional",
    query: bookingFormQuery,
    response: z.strictObject({
      success: z.literal(true),
      data: z.strictObject({
        id: z.int(),
        type: z.string().meta({ description: "The booking style: daily, hourly, slot or table." }),
        price: z.string(),
        start_date: z.string(),
        end_date: z.string(),
        select_options: z.array(
          z.union([
            z.strictObject({ title: z.string(), id: z.int(), seats: z.int(), use: z.boolean() }),
            z.strictObject({ format: z.string(), start: z.string(), end: z.string() }),
          ]),
        ),
        options: z.array(
          z.strictObject({
            start: z.string(),
            end: z.string(),
            remaining: z.int(),
            free_tables: z.array(z.int()),
            free_staff: z.array(z.string()),
            bookable: z.boolean().optional().meta({
              description: "Ours, with `persons`: whether this party can book this time.",
            }),
            reason: z.enum(["past", "notice", "closed", "full", "too_small"]).optional().meta({
              description:
                "Ours, with `persons`, when not bookable: gone, inside the minimum notice, inside the owner's closure (booking/close), taken, or no table (or room) of the place ever takes this party.",
            }),
          }),
        ),
        min_date: z.string(),
        max_date: z.string(),
        max_people: z.int(),
        party: z
          .strictObject({ min: z.int(), max: z.int() })
          .optional()
          .meta({
            description: `Ours, table places: the party sizes to offer, 1 to the largest any table or allowed combination seats (at most ${MAX_PARTY_OFFERED}); larger groups call the place.`,
          }),
        ...formPriceFields,
      }),
      payment: paymentOptionsSchema,
    }),
    errors: [invalidParam],
  },
  "POST /cart": {
    summary: "The price of a booking request, or what is wrong with it",
    tags: TAGS,
    auth: "optional",
    body: bookingRequestSchema,
    response: z.strictObject({
      success: z.literal(true),
      msg: z.string(),
      attr: z.strictObject({
        total: z.number(),
        currency: z.literal("HKD"),
        total_display: z.string(),
        total_items: z.int(),
        ...cartPriceFields,
      }),
      data: z.array(
        z.strictObject({
          id: z.int(),
          qty: z.int(),
          price: z.string(),
          name: z.string(),
          image: z.string(),
          options: z.strictObject({
            guest: z.int(),
            adult: z.int(),
            children: z.int(),
            hours: z.int().optional(),
            days: z.int().optional(),
            table_num: z.array(z.int()).optional(),
          }),
          row_id: z.string(),
          total: z.number(),
          start_date: z.string(),
          end_date: z.string(),
          start_time: z.string(),
          end_time: z.string(),
        }),
      ),
    }),
    errors: [invalidParam],
  },
};
