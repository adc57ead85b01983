import type { Messages } from "../i18n/messages/index.ts";
import { translate } from "../i18n/translate.ts";
import type { BookingSettings, BookingStyle } from "../listings/booking-settings.ts";
import {
  DEFAULT_PRICE_UNIT,
  isDepositUnit,
  type PlaceService,
  type PriceUnit,
} from "../listings/price-settings.ts";
import { formatHkd } from "../money/hkd.ts";
import { servicesOf } from "./booking-services.ts";

/**
 * What a booking costs and what of it is paid now ([15] item 3, domain review 2 F1, M6). Pure:
 * the cart, the order and the clients compute the same numbers from the place's settings, the
 * checked booking and the chosen service.
 *
 * - The place's `priceUnit` counts its price: per booking (once, whatever the party), per person,
 *   per hour, per day, per person per day; `deposit_*` is a deposit taken now and deducted from
 *   the bill, which the guest pays at the place.
 * - A service (salons, spas) has its own price, for one person; its total is that price times the
 *   party. With a deposit unit, the deposit is due now (never more than the service) and the rest
 *   at the place; otherwise the service's price is due now.
 * - The service charge (加一) is added to the bill at the place: it is shown, never charged in a
 *   deposit or a price due now.
 * - Nothing due now (a free booking, no deposit): the guest pays at the place, or nothing; the
 *   clients skip the payment step when `dueNowCents` is 0.
 */

export interface PricedBooking {
  /** People in the party (1 for a service booking that did not say). */
  persons: number;
  /** Whole days the booking covers (1 unless a daily stay). */
  days: number;
  /** Hours it holds the place (whole hours, rounded up; 1 at the least). */
  hours: number;
}

export interface PriceInput {
  style: BookingStyle;
  settings: Pick<BookingSettings, "priceUnit" | "serviceChargePercent">;
  /** The place's booking price, in the place's unit (cents; 0 when free). */
  priceCents: number;
  booking: PricedBooking;
  service?: Pick<PlaceService, "priceCents"> | null;
}

export type PriceLine =
  | {
      kind: "price" | "deposit" | "service";
      unitCents: number;
      quantity: number;
      amountCents: number;
    }
  /** What is left to pay at the place, when known (a service's price less its deposit). */
  | { kind: "at_place"; amountCents: number }
  /** The service charge on the bill at the place (a percentage; no amount is taken now). */
  | { kind: "service_charge"; percent: number };

export interface BookingPrice {
  /** The unit the amount due now is counted in. */
  unit: PriceUnit;
  unitCents: number;
  /** How many units: the protocol's `qty`. */
  quantity: number;
  /** Paid when booking (card, FPS or at the counter as the place takes it); 0 for nothing. */
  dueNowCents: number;
  /** What is known of the whole price: due now plus the known rest at the place. */
  totalCents: number;
  /** The known rest paid at the place (a service's price less its deposit). */
  atPlaceCents: number;
  /** Whether the guest settles a bill at the place (a deposit unit, or nothing due now). */
  billAtPlace: boolean;
  serviceChargePercent: number;
  lines: PriceLine[];
}

export const priceUnitOf = (style: BookingStyle, settings: Pick<BookingSettings, "priceUnit">) =>
  settings.priceUnit ?? DEFAULT_PRICE_UNIT[style];

/** How many of a unit a booking counts. */
export function unitQuantity(unit: PriceUnit, booking: PricedBooking): number {
  const persons = Math.max(1, booking.persons);
  const days = Math.max(1, booking.days);
  switch (unit) {
    case "per_booking":
    case "deposit_per_booking":
      return 1;
    case "per_person":
    case "deposit_per_person":
      return persons;
    case "per_hour":
      return Math.max(1, booking.hours);
    case "per_day":
      return days;
    case "per_person_per_day":
      return persons * days;
  }
}

export function bookingPrice(input: PriceInput): BookingPrice {
  const placeUnit = priceUnitOf(input.style, input.settings);
  const deposit = isDepositUnit(placeUnit);
  const serviceChargePercent = input.settings.serviceChargePercent ?? 0;
  const priceCents = Math.max(0, input.priceCents);
  const charge: PriceLine[] = serviceChargePercent
    ? [{ kind: "service_charge", percent: serviceChargePercent }]
    : [];
  const persons = Math.max(1, input.booking.persons);

  if (input.service) {
    const serviceCents = Math.max(0, input.service.priceCents);
    const serviceLine: PriceLine = {
      kind: "service",
      unitCents: serviceCents,
      quantity: persons,
      amountCents: serviceCents * persons,
    };
    const totalCents = serviceCents * persons;
    if (deposit) {
      const quantity = unitQuantity(placeUnit, input.booking);
      const dueNowCents = Math.min(priceCents * quantity, totalCents);
      const atPlaceCents = totalCents - dueNowCents;
      return {
        unit: placeUnit,
        unitCents: priceCents,
        quantity,
        dueNowCents,
        totalCents,
        atPlaceCents,
        billAtPlace: true,
        serviceChargePercent,
        lines: [
          serviceLine,
          ...(dueNowCents
            ? [
                {
                  kind: "deposit" as const,
                  unitCents: priceCents,
                  quantity,
                  amountCents: dueNowCents,
                },
              ]
            : []),
          ...(atPlaceCents ? [{ kind: "at_place" as const, amountCents: atPlaceCents }] : []),
          ...charge,
        ],
      };
    }
    return {
      unit: "per_person",
      unitCents: serviceCents,
      quantity: persons,
      dueNowCents: totalCents,
      totalCents,
      atPlaceCents: 0,
      billAtPlace: totalCents === 0,
      serviceChargePercent,
      lines: [serviceLine, ...charge],
    };
  }

  const quantity = unitQuantity(placeUnit, input.booking);
  const dueNowCents = priceCents * quantity;
  return {
    unit: placeUnit,
    unitCents: priceCents,
    quantity,
    dueNowCents,
    totalCents: dueNowCents,
    atPlaceCents: 0,
    billAtPlace: deposit || dueNowCents === 0,
    serviceChargePercent,
    lines: [
      ...(dueNowCents
        ? [
            {
              kind: deposit ? ("deposit" as const) : ("price" as const),
              unitCents: priceCents,
              quantity,
              amountCents: dueNowCents,
            },
          ]
        : []),
      ...charge,
    ],
  };
}

/** A price with its unit, in a language: "HK$150 訂金（每張訂單）", "HK$280 / person". */
export const priceWithUnit = (messages: Messages, cents: number, unit: PriceUnit) =>
  translate(messages, `bookingPrices.unitPrice.${unit}`, { price: formatHkd(cents) });

/**
 * What the guest is told about paying at the place: the known rest, the bill (after a deposit or
 * when nothing is due now), and the service charge on it; "" when all is paid now and there is
 * no service charge.
 */
export function payAtPlaceNote(
  messages: Messages,
  price: Pick<BookingPrice, "unit" | "dueNowCents" | "atPlaceCents" | "serviceChargePercent">,
): string {
  const say = (key: Parameters<typeof translate>[1], values?: Record<string, string | number>) =>
    translate(messages, key, values);
  const parts: string[] = [];
  if (price.atPlaceCents) {
    parts.push(say("bookingPrices.note.rest", { amount: formatHkd(price.atPlaceCents) }));
  } else if (isDepositUnit(price.unit) && price.dueNowCents) {
    parts.push(say("bookingPrices.note.depositDeducted"));
  } else if (price.dueNowCents === 0) {
    parts.push(say("bookingPrices.note.nothingNow"));
  }
  if (price.serviceChargePercent) {
    parts.push(
      say(
        price.dueNowCents && isDepositUnit(price.unit)
          ? "bookingPrices.note.serviceChargeNotInDeposit"
          : "bookingPrices.note.serviceCharge",
        { percent: price.serviceChargePercent },
      ),
    );
  }
  return parts.join(" ");
}

/**
 * A place's price as its pages and `booking/form` show it, with its unit: a service place's
 * lowest service price per person (unless it takes a deposit), the price in its unit, or "Free"
 * ("Pay at the venue" for a place that asks no deposit) when nothing is charged ([13]).
 */
export function placePriceDisplay(
  messages: Messages,
  place: {
    style: BookingStyle;
    settings: Pick<BookingSettings, "priceUnit" | "services">;
    priceCents: number;
  },
): string {
  const unit = priceUnitOf(place.style, place.settings);
  const services = servicesOf(place.style, place.settings).map((service) => service.priceCents);
  if (services.length && !isDepositUnit(unit)) {
    const lowest = Math.min(...services);
    if (!lowest) return translate(messages, "bookingPrices.free");
    // Services at different prices: the cheapest is where the list starts, not what one costs.
    return new Set(services).size > 1
      ? translate(messages, "bookingPrices.fromPrice", { price: formatHkd(lowest) })
      : priceWithUnit(messages, lowest, "per_person");
  }
  if (place.priceCents > 0) return priceWithUnit(messages, place.priceCents, unit);
  return translate(
    messages,
    isDepositUnit(unit) ? "bookingPrices.payAtPlace" : "bookingPrices.free",
  );
}
