import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  addDays,
  type BookingOption,
  bookableDates,
  optionsOn,
  type PartyOption,
  partyOptionsOn,
} from "../../../shared/bookings/availability.ts";
import {
  payAtPlaceNote,
  placePriceDisplay,
  priceUnitOf,
  priceWithUnit,
} from "../../../shared/bookings/booking-price.ts";
import {
  serviceRules,
  servicesOf,
  staffFree,
  staffOf,
} from "../../../shared/bookings/booking-services.ts";
import { largestParty, MAX_PARTY_OFFERED } from "../../../shared/bookings/table-assignment.ts";
import type { Language } from "../../../shared/i18n/languages.ts";
import { MESSAGES } from "../../../shared/i18n/messages/index.ts";
import { translate } from "../../../shared/i18n/translate.ts";
import { formatHkd } from "../../../shared/money/hkd.ts";
import { requestLanguage } from "../../request-language.ts";
import { paymentOptionsJson } from "../payments/payment-options.ts";
import { localisedPlaceText } from "../places/localised-place-text.ts";
import { bodyFields } from "../request-fields.ts";
import { readQuery } from "../route-doc.ts";
import { findBookablePlace } from "./bookable-place.ts";
import { bookingRules, checkWithService, heldBookings } from "./booking-availability.ts";
import { fieldErrors, problemError, say } from "./booking-errors.ts";
import { bookingFormQuery } from "./booking-form-docs.ts";
import { holdTokenOf, liveHold } from "./booking-holds.ts";
import { MAX_PEOPLE, readBookingRequest } from "./booking-input.ts";
import { choiceId, priceOfBooking, withServiceParty } from "./booking-pricing.ts";
import type { BookablePlace } from "./booking-store.ts";
import { closedWindows } from "./place-closures.ts";

/**
 * Ours in `booking/form`: the price with its unit in the request's language, the service charge
 * and the cancellation cut-off, shown before the guest commits ([15] item 3, review M4, M6).
 */
function formPriceJson(place: BookablePlace, language: Language) {
  const style = place.bookingStyle ?? "standard";
  const settings = place.bookingSettings;
  const messages = MESSAGES[language];
  const priceCents = place.bookingPriceCents ?? 0;
  const unit = priceUnitOf(style, settings);
  const charge = settings.serviceChargePercent ?? 0;
  return {
    price_unit: unit,
    price_display: placePriceDisplay(messages, { style, settings, priceCents }),
    service_charge_percent: charge,
    service_charge_note: charge
      ? translate(
          messages,
          unit.startsWith("deposit_") && priceCents
            ? "bookingPrices.note.serviceChargeNotInDeposit"
            : "bookingPrices.note.serviceCharge",
          { percent: charge },
        )
      : "",
    cancel_cutoff_hours: settings.cancelCutoffHours ?? 0,
  };
}

/** `booking/form` (what a place offers on a day) and `booking/cart` (the price of a request). */
export function bookingFormRoutes(app: FastifyInstance) {
  const { db } = app.database;
  const bookablePlace = (value: unknown, language: Language) =>
    findBookablePlace(db, value, language);

  app.get("/form", async (request) => {
    const language = requestLanguage(request);
    const query = readQuery(request, bookingFormQuery);
    const { resource_id: placeId, date } = query;
    const place = await bookablePlace(placeId, language);
    const now = new Date();
    const style = place.bookingStyle ?? "standard";
    const services = servicesOf(style, place.bookingSettings);
    const staff = staffOf(style, place.bookingSettings);
    // Ours: the times are as long as the chosen service (salons, spas); the first one's unless
    // the request names one, and the answer's `service_id` says which.
    const service =
      services.find((one) => one.id === choiceId(query.service_id)) ?? services[0] ?? null;
    // The guest's own hold (booking/hold) does not make its time look taken to them.
    const ownHold = await liveHold(db, place.id, holdTokenOf(query.hold_id), now, false);
    const held = await heldBookings(db, place, now, undefined, ownHold?.id);
    const closures = await closedWindows(db, place.id, now);
    const rules = serviceRules(bookingRules(place, held, now, closures), service?.minutes);
    const { first, last } = bookableDates(rules);
    let day = date && date >= first && date <= last ? date : first;
    let options = optionsOn(rules, day);
    // Ours: with the party's size, whether each time takes it (decision 073).
    const persons = query.persons;
    const hasRoom = () =>
      persons
        ? partyOptionsOn(rules, day, persons).some((option) => option.bookable)
        : options.some((o) => o.remaining > 0);
    // No date asked for: the first day that has room (for the party, when given).
    for (let n = 1; !date && n <= 31 && !hasRoom(); n++) {
      const next = addDays(first, n);
      if (next > last) break;
      day = next;
      options = optionsOn(rules, day);
    }
    const forParty = persons ? partyOptionsOn(rules, day, persons) : null;
    const tables = place.bookingSettings.tables ?? [];
    const firstFree = options.find((option) => option.remaining > 0);
    const selectOptions =
      place.bookingStyle === "table"
        ? tables.map((table, index) => ({
            title: table.name,
            id: index + 1,
            seats: table.seats,
            use: firstFree?.freeTables.includes(index + 1) ?? false,
          }))
        : options
            .filter((option) => option.remaining > 0)
            .map((option) => ({
              format: `${option.start} - ${option.end}`,
              start: option.start,
              end: option.end,
            }));
    return {
      success: true,
      data: {
        id: place.id,
        type: place.bookingStyle,
        price: formatHkd(place.bookingPriceCents ?? 0),
        start_date: day,
        end_date: day,
        select_options: selectOptions,
        // Ours: every time of the day with the room left, and the bookable dates.
        options: (forParty ?? options).map((option: BookingOption & Partial<PartyOption>) => ({
          start: option.start,
          end: option.end,
          remaining: option.remaining,
          free_tables: option.freeTables,
          ...(option.bookable === undefined ? {} : { bookable: option.bookable }),
          ...(option.reason ? { reason: option.reason } : {}),
          // Ours: the staff members with no booking at that time (salons, spas).
          free_staff: staff
            .filter((one) => staffFree(held, one.id, option.startsAt, option.endsAt))
            .map((one) => one.id),
        })),
        min_date: first,
        max_date: last,
        max_people: MAX_PEOPLE,
        ...(style === "table"
          ? {
              party: {
                min: 1,
                max: Math.min(
                  MAX_PARTY_OFFERED,
                  largestParty(tables, place.bookingSettings.tableCombinations ?? []),
                ),
              },
            }
          : {}),
        ...formPriceJson(place, language),
        services: services.map((one) => ({
          id: one.id,
          name: one.name,
          minutes: one.minutes,
          duration_display: say(language, "bookingPrices.serviceMinutes", { minutes: one.minutes }),
          price: one.priceCents / 100,
          price_display: priceWithUnit(MESSAGES[language], one.priceCents, "per_person"),
        })),
        staff: staff.map((one) => ({ id: one.id, name: one.name })),
        service_id: service?.id ?? "",
      },
      payment: paymentOptionsJson(place, app.config, language),
    };
  });

  /** The cart's price of a request, or the problem with it, as `booking/cart` answers. */
  async function priced(request: FastifyRequest, language: Language) {
    const body = bodyFields(request);
    const place = await bookablePlace(body.resource_id, language);
    const input = withServiceParty(readBookingRequest(body), place);
    if (Object.keys(input.problems).length) {
      throw fieldErrors(language, input.problems, { max: MAX_PEOPLE });
    }
    const now = new Date();
    // The customer's own hold (booking/hold) does not stand in its own way.
    const hold = await liveHold(db, place.id, holdTokenOf(body.hold_id), now, false);
    const held = await heldBookings(db, place, now, input.request, hold?.id);
    const rules = bookingRules(place, held, now, await closedWindows(db, place.id, now));
    const checked = checkWithService(
      rules,
      input.request,
      choiceId(body.service_id),
      choiceId(body.staff_id),
    );
    if (!checked.ok) throw problemError(language, checked.field, checked.problem, place);
    const price = priceOfBooking(
      place,
      checked.booking,
      input.request.persons,
      checked.choice.service,
    );
    return { place, input, checked: checked.booking, choice: checked.choice, price };
  }

  app.post("/cart", async (request) => {
    const language = requestLanguage(request);
    const { place, input, checked, choice, price } = await priced(request, language);
    // The total is what is due now: a per-booking deposit is charged once for five guests.
    const total = price.dueNowCents;
    return {
      success: true,
      msg: "",
      attr: {
        total: Math.round(total / 100),
        currency: "HKD",
        total_display: formatHkd(total),
        total_items: input.request.persons,
        // Ours: how the price was counted, what is due now and what is paid at the place.
        price_unit: price.unit,
        price_display: priceWithUnit(MESSAGES[language], price.unitCents, price.unit),
        due_now: price.dueNowCents / 100,
        due_now_display: formatHkd(price.dueNowCents),
        at_place: price.atPlaceCents / 100,
        at_place_display: price.atPlaceCents ? formatHkd(price.atPlaceCents) : "",
        pay_at_place_note: payAtPlaceNote(MESSAGES[language], price),
        service_charge_percent: price.serviceChargePercent,
        service_id: choice.service?.id ?? "",
        service_name: choice.service?.name ?? "",
        staff_id: choice.staff?.id ?? "",
        staff_name: choice.staff?.name ?? "",
      },
      data: [
        {
          id: place.id,
          qty: price.quantity,
          price: String(price.unitCents / 100),
          name: localisedPlaceText(place, language).title,
          image: "",
          options: {
            guest: input.request.persons,
            adult: input.adults,
            children: input.children,
            ...(place.bookingStyle === "hourly"
              ? { hours: checked.quantity }
              : place.bookingStyle === "table"
                ? { table_num: checked.tables }
                : place.bookingStyle === "slot"
                  ? {}
                  : { days: checked.quantity }),
          },
          row_id: `${place.id}:${checked.startsAt ?? ""}:${checked.endsAt ?? ""}`,
          total: Math.round(total / 100),
          // An untimed slot request has neither: the place gives them when accepting.
          start_date: checked.startDate ?? "",
          end_date: checked.endDate ?? "",
          start_time: checked.startTime ?? "",
          end_time: checked.endTime ?? "",
        },
      ],
    };
  });
}
