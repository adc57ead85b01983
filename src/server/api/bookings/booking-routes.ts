import { and, asc, desc, eq, gte, ilike, lte, or, type SQL, sql } from "drizzle-orm";
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from "fastify";
import { type BookingStatus, bookings, places } from "../../../db/schema.ts";
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
import { MESSAGES, type MessageKey } from "../../../shared/i18n/messages/index.ts";
import { translate } from "../../../shared/i18n/translate.ts";
import { formatHkd } from "../../../shared/money/hkd.ts";
import { requireUser } from "../../plugins/authentication.ts";
import { requestLanguage } from "../../request-language.ts";
import { ApiError } from "../api-error.ts";
import { pagination } from "../pagination.ts";
import {
  acceptableFrom,
  acceptedMethods,
  bookingReference,
  isPaymentMethod,
  paymentMethodName,
  paymentOptionsJson,
  paymentViewJson,
} from "../payments/payment-options.ts";
import { cancelUnpaid, failUnpaid, markPaid, recordCheckout } from "../payments/payment-store.ts";
import {
  type CheckoutSession,
  createCheckoutSession,
  expireCheckoutSession,
  StripeRequestError,
} from "../payments/stripe-checkout.ts";
import { DEFAULT_PER_PAGE } from "../places/place-filter.ts";
import { bodyFields, textField } from "../request-fields.ts";
import { documentRoutes, readQuery } from "../route-doc.ts";
import type { User } from "../users/user-repository.ts";
import { findUserById } from "../users/user-repository.ts";
import { parseOrThrow } from "../validate.ts";
import { verificationStatus, verifyFirstMessage } from "../verification/verification-service.ts";
import { findBookablePlace } from "./bookable-place.ts";
import { bookedPlace, bookingCalendar, mailboxOf } from "./booking-calendar.ts";
import { MAX_PEOPLE, readBookingRequest, readContact } from "./booking-input.ts";
import {
  type BookingPermissions,
  bookingListItemJson,
  bookingViewJson,
  FILTER_STATUSES,
} from "./booking-json.ts";
import { changeBooking } from "./booking-mail.ts";
import { choiceId, priceOfBooking, withServiceParty } from "./booking-pricing.ts";
import {
  authorBookingDocs,
  bookingDocs,
  bookingFormQuery,
  bookingIdQuery,
  bookingListQuery,
} from "./booking-schemas.ts";
import {
  acceptAtTime,
  type BookablePlace,
  type Booking,
  bookingRules,
  checkWithService,
  findBooking,
  heldBookings,
  holdTokenOf,
  isScheduled,
  liveHold,
  moveBooking,
  placeOrder,
} from "./booking-store.ts";
import {
  bookingByGuestToken,
  guestAnswer,
  guestBookingRoutes,
  isGuestOrder,
  proveGuest,
  readGuestContact,
} from "./guest-booking-routes.ts";
import { guestToken } from "./guest-bookings.ts";

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{8,200}$/;

const isAdmin = (user: User | null | undefined) => user?.role === "admin";

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

/** Bookings (protocol §4.34–4.41): form, cart, order, the customer's and the owner's lists and moves. */
export async function bookingRoutes(app: FastifyInstance) {
  const { db } = app.database;
  documentRoutes(app, bookingDocs);
  const say = (language: Language, key: MessageKey, values?: Record<string, string | number>) =>
    translate(MESSAGES[language], key, values);

  const invalidBooking = (language: Language) =>
    new ApiError(400, "rest_invalid_booking", say(language, "bookingsApi.invalidBooking"));

  const bookablePlace = (value: unknown, language: Language) =>
    findBookablePlace(db, value, language);

  /** One 400 naming every field at fault, with each message in the request's language. */
  function fieldErrors(language: Language, problems: Record<string, string>, values = {}) {
    const params = Object.fromEntries(
      Object.entries(problems).map(([field, key]) => [
        field,
        say(language, key as MessageKey, values),
      ]),
    );
    const first = Object.values(params)[0] ?? "";
    return new ApiError(400, "rest_invalid_param", first, { params, msg: first });
  }

  /** Stripe's Checkout language for ours (Stripe has Hong Kong Chinese, and simplified). */
  const STRIPE_LOCALES: Record<Language, string> = { tc: "zh-HK", sc: "zh", en: "en" };

  /**
   * The open Checkout Session of an unpaid card booking: the one kept, or a new one (Stripe's
   * idempotency key makes a retried order's second request answer the first session). When
   * Stripe cannot be reached the new booking fails at once, so it holds no time or table.
   * `log` is the request's, so the failure's line carries its request id.
   */
  async function checkoutFor(
    booking: Booking,
    language: Language,
    log: FastifyBaseLogger,
  ): Promise<CheckoutSession> {
    const stripe = app.config.stripe;
    if (booking.checkoutUrl && booking.paymentReference) {
      return {
        id: booking.paymentReference,
        object: "checkout.session",
        url: booking.checkoutUrl,
        status: "open",
        payment_status: "unpaid",
        amount_total: booking.totalCents,
        currency: "hkd",
        expires_at: null,
      };
    }
    // A guest comes back by the booking's link (decision 074).
    const token = booking.customerId === null ? await guestToken(app, booking) : null;
    const bookingPage = `${app.config.siteUrl}/app/bookings/${booking.id}${token ? `?token=${token}&` : "?"}`;
    try {
      if (!stripe) throw new StripeRequestError("Stripe is not set up", 0, undefined);
      const session = await createCheckoutSession(stripe, {
        bookingId: booking.id,
        idempotencyKey: `tablestart-booking-${booking.id}-${booking.createdAt.getTime()}`,
        amountCents: booking.totalCents,
        itemName: say(language, "payments.checkoutItem", {
          place: booking.placeTitle,
          number: bookingReference(booking.id),
        }),
        customerEmail: booking.email,
        locale: STRIPE_LOCALES[language],
        successUrl: `${bookingPage}payment=paid`,
        cancelUrl: `${bookingPage}payment=canceled`,
      });
      await recordCheckout(db, booking.id, session.id, session.url);
      return session;
    } catch (error) {
      if (!(error instanceof StripeRequestError)) throw error;
      log.error({ err: error, bookingId: booking.id }, "creating a Checkout Session failed");
      await changeBooking(app, "failed", (tx) => failUnpaid(tx, booking.id));
      throw new ApiError(502, "rest_payment_unavailable", say(language, "payments.unavailable"));
    }
  }

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
    const rules = serviceRules(bookingRules(place, held, now), service?.minutes);
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
    if (Object.keys(input.problems).length) throw fieldErrors(language, input.problems);
    if (input.request.persons > MAX_PEOPLE) {
      throw fieldErrors(language, { adult: "bookingsApi.tooManyPeople" }, { max: MAX_PEOPLE });
    }
    const now = new Date();
    // The customer's own hold (booking/hold) does not stand in its own way.
    const hold = await liveHold(db, place.id, holdTokenOf(body.hold_id), now, false);
    const held = await heldBookings(db, place, now, input.request, hold?.id);
    const rules = bookingRules(place, held, now);
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

  function problemError(
    language: Language,
    field: string,
    problem: string,
    place: { bookingSettings: { maxDaysAhead?: number } },
  ) {
    if (problem === "not_bookable") {
      return fieldErrors(language, { resource_id: "bookingsApi.notBookable" });
    }
    if (field === "service_id" || field === "staff_id") {
      return fieldErrors(language, { [field]: `bookingPrices.problem.${field}.${problem}` });
    }
    return fieldErrors(
      language,
      { [field]: `bookingsApi.problem.${field}.${problem}` },
      {
        days: problem === "too_long" ? 30 : (place.bookingSettings.maxDaysAhead ?? 60),
      },
    );
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
          name: place.title,
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

  /** The booking as `viewer` sees it; null stands for its guest, who opened it by its link. */
  async function viewOf(booking: Booking, viewer: User | null, language: Language) {
    const isCustomer = viewer === null || booking.customerId === viewer.id;
    const isOwner = viewer !== null && booking.ownerId === viewer.id;
    const token = viewer === null ? await guestToken(app, booking) : null;
    const owner = booking.ownerId ? await findUserById(db, booking.ownerId) : undefined;
    const [place] = booking.placeId
      ? await db
          .select({ settings: places.bookingSettings })
          .from(places)
          .where(eq(places.id, booking.placeId))
      : [];
    const cutOffHours = place?.settings.cancelCutoffHours ?? 0;
    const payment = await paymentViewJson(booking, place?.settings);
    const permissions: BookingPermissions = {
      allowCancel:
        isCustomer &&
        (booking.status === "pending" || booking.status === "publish") &&
        (booking.startsAt === null ||
          Date.now() <= booking.startsAt.getTime() - cutOffHours * 3_600_000),
      allowAccept: acceptableFrom(booking).includes(booking.status) && (isOwner || isAdmin(viewer)),
      // The customer can pay now: a transfer not yet seen, or an open Checkout page.
      allowPayment:
        isCustomer &&
        (payment.payment_url !== "" ||
          (booking.paymentMethod === "bank" &&
            booking.paidAt === null &&
            (booking.status === "pending" || booking.status === "publish"))),
      // As markPaid allows it: money that reaches the owner directly, not yet recorded.
      allowMarkPaid:
        (isOwner || isAdmin(viewer)) &&
        booking.paidAt === null &&
        (booking.paymentMethod === "cash" || booking.paymentMethod === "bank") &&
        (booking.status === "pending" || booking.status === "publish"),
    };
    const view = bookingViewJson(booking, language, {
      ownerEmail:
        owner?.email && (isCustomer || isAdmin(viewer) || owner.id === viewer?.id)
          ? owner.email
          : "",
      paymentName: paymentMethodName(booking.paymentMethod, language),
      permissions,
      // An untimed request has nothing to put in a calendar yet.
      calendarUrl: booking.startsAt
        ? `${app.config.siteUrl}/api/${app.config.apiNamespace}/v1/booking/calendar?id=${booking.id}${token ? `&token=${token}` : ""}`
        : "",
    });
    return { ...view, ...payment };
  }

  app.post(
    "/order",
    {
      config: {
        rateLimit: { max: app.config.bookingRateLimit, timeWindow: "10 minutes" },
      },
    },
    async (request) => {
      const language = requestLanguage(request);
      const body = bodyFields(request);
      // A visitor who gives their details books as a guest (decision 074); others sign in.
      const user = request.user ?? (isGuestOrder(body) ? null : requireUser(request));
      const place = await bookablePlace(body.resource_id, language);
      if (user && place.authorId === user.id) {
        throw new ApiError(403, "rest_permission", say(language, "bookingsApi.ownPlace"));
      }
      // As the app's booking screen asks: a proven address to write to and a person to reach.
      if (user && !verificationStatus(user).verified) {
        throw new ApiError(
          403,
          "rest_booking_unverified",
          verifyFirstMessage(user, language, app.config.siteUrl, "booking"),
        );
      }
      const input = withServiceParty(readBookingRequest(body), place);
      const contact = user ? readContact(body, user) : readGuestContact(body, place.bookingStyle);
      const accepted = acceptedMethods(place, app.config.stripe);
      const method = textField(body.payment_method).trim() || accepted[0] || "";
      const problems = { ...input.problems, ...contact.problems };
      if (!isPaymentMethod(method) || !accepted.includes(method)) {
        problems.payment_method = "bookingsApi.paymentMethod";
      }
      if (input.request.persons > MAX_PEOPLE) problems.adult = "bookingsApi.tooManyPeople";
      if (Object.keys(problems).length) {
        throw fieldErrors(language, problems, {
          max: MAX_PEOPLE,
          email: user?.email ?? contact.contact.email,
        });
      }
      const key = request.headers["idempotency-key"];
      const idempotencyKey = typeof key === "string" && IDEMPOTENCY_KEY.test(key) ? key : null;
      if (key !== undefined && idempotencyKey === null) {
        throw new ApiError(400, "rest_invalid_param", say(language, "validation.invalid"), {
          params: { "Idempotency-Key": say(language, "validation.invalid") },
        });
      }
      // A guest proves the e-mail with its code before anything is held or booked.
      const guest = user
        ? null
        : await proveGuest(
            app,
            request,
            contact.contact.email,
            textField(body.email_code).trim(),
            language,
          );
      const outcome = await changeBooking(app, "ordered", async (tx) => {
        const placed = await placeOrder(tx, {
          placeId: place.id,
          customerId: user?.id ?? null,
          ...(guest ? { guest: guest.order } : {}),
          request: input.request,
          adults: input.adults,
          children: input.children,
          contact: contact.contact,
          paymentMethod: method,
          createdVia: request.headers["device-id"] ? "mobile" : "web",
          idempotencyKey,
          serviceId: choiceId(body.service_id),
          staffId: choiceId(body.staff_id),
          holdToken: holdTokenOf(body.hold_id),
        });
        // The code is used up with the booking, or not at all (a refused order keeps it).
        if (guest && placed.kind === "booked") await guest.consume(tx);
        return placed;
      });
      if (outcome.kind === "refused") {
        throw problemError(language, outcome.field, outcome.problem, place);
      }
      if (outcome.kind === "capped") {
        throw new ApiError(
          409,
          "rest_booking_pending_limit",
          say(
            language,
            user ? `bookingsApi.pendingLimit.${outcome.scope}` : "bookingsApi.guest.pendingLimit",
            { max: outcome.max },
          ),
        );
      }
      let booking = outcome.booking;
      // Card: the Checkout Session the clients open (`payment.url`); cash and bank: `[]`.
      const online =
        booking.paymentMethod === "stripe" && booking.status === "pending" && !booking.paidAt;
      const payment = online ? await checkoutFor(booking, language, request.log) : [];
      if (online) booking = (await findBooking(db, booking.id)) ?? booking;
      return {
        success: true,
        msg: say(
          language,
          online
            ? "payments.orderedOnline"
            : booking.startsAt
              ? "bookingsApi.ordered"
              : "bookingsApi.orderedUntimed",
        ),
        data: { ...(await viewOf(booking, user, language)), ...(await guestAnswer(app, booking)) },
        payment,
      };
    },
  );

  /** The `id` query, as sent: not read as a bracketed list, which names no booking. */
  const bookingIdOf = (request: FastifyRequest) =>
    parseOrThrow(bookingIdQuery, request.query, requestLanguage(request));

  /** A booking this user may see (theirs, on their place, or any for an admin), else 400. */
  async function visibleBooking(request: FastifyRequest, value: unknown) {
    const user = requireUser(request);
    const language = requestLanguage(request);
    const text = textField(Array.isArray(value) ? undefined : value).trim();
    const booking = /^\d{1,9}$/.test(text) ? await findBooking(db, Number(text)) : undefined;
    if (
      !booking ||
      (booking.customerId !== user.id && booking.ownerId !== user.id && !isAdmin(user))
    ) {
      throw invalidBooking(language);
    }
    return { user, language, booking };
  }

  /**
   * The booking a request names, with who asks: its guest when the request carries the booking's
   * link `token` (decision 074; a wrong one finds nothing), else a signed-in party to it.
   */
  async function askedBooking(request: FastifyRequest, id: unknown, token: unknown) {
    if (token === undefined) return visibleBooking(request, id);
    const language = requestLanguage(request);
    const booking = await bookingByGuestToken(app, id, token, language);
    return { user: null, language, booking };
  }

  app.get("/view", async (request) => {
    const { id, token } = bookingIdOf(request);
    const { user, language, booking } = await askedBooking(request, id, token);
    return { success: true, data: await viewOf(booking, user, language) };
  });

  /** The booking as a calendar file for the app's "add to calendar", for whoever may view it. */
  app.get("/calendar", async (request, reply) => {
    const { id, token } = bookingIdOf(request);
    const { language, booking } = await askedBooking(request, id, token);
    if (!isScheduled(booking)) {
      throw new ApiError(409, "rest_invalid_booking", say(language, "bookingsApi.untimed"));
    }
    const calendar = bookingCalendar(booking, {
      method: "PUBLISH",
      language,
      siteUrl: app.config.siteUrl,
      organizerEmail: mailboxOf(app.config.mailFrom),
      place: await bookedPlace(db, booking),
      attendeeName: true,
    });
    return reply
      .type("text/calendar; charset=utf-8")
      .header("content-disposition", `attachment; filename="booking-${booking.id}.ics"`)
      .send(calendar);
  });

  app.post("/cancel_by_id", async (request) => {
    const body = bodyFields(request);
    const { user, language, booking } = await askedBooking(request, body.id, body.token);
    if (user && booking.customerId !== user.id) {
      throw new ApiError(403, "rest_permission", say(language, "bookingsApi.notCustomer"));
    }
    if (booking.status === "canceled") {
      throw new ApiError(409, "rest_invalid_booking", say(language, "bookingsApi.alreadyCanceled"));
    }
    const view = await viewOf(booking, user, language);
    if (!view.allow_cancel) {
      const [place] = booking.placeId
        ? await db
            .select({ settings: places.bookingSettings })
            .from(places)
            .where(eq(places.id, booking.placeId))
        : [];
      throw new ApiError(
        409,
        "rest_invalid_booking",
        say(language, "bookingsApi.cutOff", {
          hours: place?.settings.cancelCutoffHours ?? 0,
        }),
      );
    }
    const moved = await changeBooking(app, "canceled", (tx) =>
      moveBooking(tx, booking.id, ["pending", "publish"], "canceled"),
    );
    if (!moved)
      throw new ApiError(409, "rest_invalid_booking", say(language, "bookingsApi.notPending"));
    // An unpaid card booking's payment page must not take money for a cancelled booking.
    const sessionId = moved.paymentReference;
    if (
      app.config.stripe &&
      moved.paymentMethod === "stripe" &&
      !moved.paidAt &&
      sessionId?.startsWith("cs_")
    ) {
      await expireCheckoutSession(app.config.stripe, sessionId).catch((err) =>
        request.log.warn(
          { err, bookingId: moved.id },
          "expiring a cancelled booking's session failed",
        ),
      );
    }
    return {
      success: true,
      data: await viewOf(moved, user, language),
      msg: say(language, "bookingsApi.canceled", { id: moved.id }),
    };
  });

  /**
   * The date and time an owner gives an untimed request when accepting it (`start_date`,
   * `start_time`, as an order names them); null for a booking that has its time. Refused when
   * an untimed request gets none, or a timed booking gets one: accepting does not move a booking.
   */
  function acceptedTime(body: Record<string, unknown>, booking: Booking, language: Language) {
    const field = (name: string) => {
      const value = textField(body[name]).trim();
      return value.length <= 10 ? value : "?";
    };
    const startDate = field("start_date");
    const startTime = field("start_time");
    if (booking.startsAt) {
      if (!startDate && !startTime) return null;
      throw fieldErrors(language, {
        [startDate ? "start_date" : "start_time"]: "bookingsApi.alreadyTimed",
      });
    }
    if (!startDate && !startTime) {
      throw fieldErrors(language, {
        start_date: "bookingsApi.acceptNeedsTime",
        start_time: "bookingsApi.acceptNeedsTime",
      });
    }
    return { startDate, startTime };
  }

  /** The owner's (or an admin's) decision on a pending booking. */
  const decide = (to: "publish" | "canceled") => async (request: FastifyRequest) => {
    const body = bodyFields(request);
    const { user, language, booking } = await visibleBooking(request, body.id);
    if (booking.ownerId !== user.id && !isAdmin(user)) {
      throw new ApiError(403, "rest_permission", say(language, "bookingsApi.notOwner"));
    }
    let reason: string | null = null;
    if (to === "canceled") {
      reason = textField(body.reason).trim();
      if (!reason || reason.length > 2_000) {
        throw fieldErrors(language, {
          reason: reason ? "validation.tooLong" : "validation.required",
        });
      }
    }
    // A request paid by card before the owner answered may be declined too: its money goes back.
    const from: readonly BookingStatus[] =
      to === "publish" ? acceptableFrom(booking) : ["pending", "processing"];
    // A booking past answering is told so, whatever time came with it.
    const time =
      to === "publish" && from.includes(booking.status)
        ? acceptedTime(body, booking, language)
        : null;
    let moved: Booking | undefined;
    if (from.length && time) {
      const outcome = await changeBooking(app, "accepted", (tx) =>
        acceptAtTime(tx, booking, from, time),
      );
      if (outcome?.kind === "refused") {
        const [place] = await db
          .select({ bookingSettings: places.bookingSettings })
          .from(places)
          .where(eq(places.id, booking.placeId ?? 0));
        throw problemError(
          language,
          outcome.field,
          outcome.problem,
          place ?? { bookingSettings: {} },
        );
      }
      moved = outcome?.booking;
    } else if (from.length) {
      moved = await changeBooking(app, to === "publish" ? "accepted" : "declined", (tx) =>
        moveBooking(tx, booking.id, from, to, { cancelReason: reason }),
      );
    }
    if (!moved)
      throw new ApiError(409, "rest_invalid_booking", say(language, "bookingsApi.notPending"));
    return {
      success: true,
      data: await viewOf(moved, user, language),
      msg: say(language, to === "publish" ? "bookingsApi.accepted" : "bookingsApi.declined", {
        id: moved.id,
      }),
    };
  };
  app.post("/accept_by_id", { config: { signedIn: "rest_permission" } }, decide("publish"));
  app.post("/decline_by_id", { config: { signedIn: "rest_permission" } }, decide("canceled"));

  /**
   * The owner (or an admin) saw the money of a cash or bank-transfer booking: `paid_date` is
   * set, with the transfer's reference if given; a pending booking becomes `processing`.
   */
  app.post("/mark_paid", { config: { signedIn: "rest_permission" } }, async (request) => {
    const body = bodyFields(request);
    const { user, language, booking } = await visibleBooking(request, body.id);
    if (booking.ownerId !== user.id && !isAdmin(user)) {
      throw new ApiError(403, "rest_permission", say(language, "bookingsApi.notOwner"));
    }
    const reference = textField(Array.isArray(body.reference) ? undefined : body.reference).trim();
    if (reference.length > 100 || /\p{Cc}/u.test(reference)) {
      throw fieldErrors(language, {
        reference: reference.length > 100 ? "validation.tooLong" : "validation.singleLine",
      });
    }
    if (booking.paidAt) {
      throw new ApiError(409, "rest_invalid_booking", say(language, "payments.alreadyPaid"));
    }
    const paid = await changeBooking(app, "paid", (tx) => markPaid(tx, booking, reference || null));
    if (!paid) {
      throw new ApiError(409, "rest_invalid_booking", say(language, "payments.notMarkable"));
    }
    return {
      success: true,
      data: await viewOf(paid, user, language),
      msg: say(language, "payments.markedPaid", { id: paid.id }),
    };
  });

  /**
   * The customer turned down the card payment (Stripe's cancel page leads back to the booking
   * with `?payment=canceled`, and the app calls this): the Checkout Session is expired so it
   * can take no money, and the booking is cancelled with the spec's "you have refused to pay".
   */
  app.post("/cancel_payment", async (request) => {
    const body = bodyFields(request);
    const { user, language, booking } = await askedBooking(request, body.id, body.token);
    if (user && booking.customerId !== user.id) {
      throw new ApiError(403, "rest_permission", say(language, "bookingsApi.notCustomer"));
    }
    if (booking.paidAt) {
      throw new ApiError(409, "rest_invalid_booking", say(language, "payments.alreadyPaid"));
    }
    const stripe = app.config.stripe;
    const sessionId = booking.paymentReference;
    if (
      !stripe ||
      booking.paymentMethod !== "stripe" ||
      booking.status !== "pending" ||
      !sessionId?.startsWith("cs_")
    ) {
      throw new ApiError(409, "rest_invalid_booking", say(language, "payments.nothingToCancel"));
    }
    try {
      await expireCheckoutSession(stripe, sessionId);
    } catch (error) {
      if (!(error instanceof StripeRequestError)) throw error;
      // Stripe will not expire a session that is paid or already over: its event will tell.
      if (error.status >= 400 && error.status < 500) {
        throw new ApiError(409, "rest_invalid_booking", say(language, "payments.nothingToCancel"));
      }
      throw new ApiError(502, "rest_payment_unavailable", say(language, "payments.unavailable"));
    }
    const canceled = await changeBooking(app, "canceled", (tx) => cancelUnpaid(tx, booking.id));
    if (!canceled) {
      throw new ApiError(409, "rest_invalid_booking", say(language, "payments.nothingToCancel"));
    }
    return {
      success: true,
      data: await viewOf(canceled, user, language),
      msg: say(language, "payments.refused"),
    };
  });

  app.get("/list", { config: { signedIn: "rest_permission" } }, async (request) => {
    const user = requireUser(request);
    return bookingList(app, request, eq(bookings.customerId, user.id), false);
  });

  guestBookingRoutes(app, viewOf);
}

/** `author/booking`: the bookings received on the signed-in user's places (all, for an admin). */
export async function authorBookingRoutes(app: FastifyInstance) {
  documentRoutes(app, authorBookingDocs);
  app.get("/booking", { config: { signedIn: "rest_permission" } }, async (request) => {
    const user = requireUser(request);
    return bookingList(
      app,
      request,
      isAdmin(user) ? undefined : eq(bookings.ownerId, user.id),
      true,
    );
  });
}

/** A page of bookings under `scope`, with Listar's `attr` sort and status choices. */
async function bookingList(
  app: FastifyInstance,
  request: FastifyRequest,
  scope: SQL | undefined,
  withAdmin: boolean,
) {
  const { db } = app.database;
  const say = (language: Language, key: MessageKey) => translate(MESSAGES[language], key);
  const language = requestLanguage(request);
  const query = readQuery(request, bookingListQuery);
  const page = query.page ?? 1;
  const perPage = query.per_page ?? DEFAULT_PER_PAGE;
  const { post_status: status, orderby: orderBy, order, s: search } = query;
  // Ours: the bookings that cover one Hong Kong date (a stay covers each of its days).
  const date = query.date;
  const where = and(
    scope,
    status ? eq(bookings.status, status) : undefined,
    date ? and(lte(bookings.startDate, date), gte(bookings.endDate, date)) : undefined,
    search
      ? or(
          ilike(bookings.placeTitle, `%${search.replace(/[\\%_]/g, "\\$&")}%`),
          ilike(bookings.firstName, `%${search.replace(/[\\%_]/g, "\\$&")}%`),
          sql`${bookings.id}::text = ${search.replace(/^\D+/, "")}`,
        )
      : undefined,
  );
  const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(bookings).where(where);
  const paging = pagination(page, perPage, counted?.n ?? 0, language);
  const direction = order?.toLowerCase() === "asc" ? asc : desc;
  const rows = await db
    .select()
    .from(bookings)
    .where(where)
    .orderBy(
      ...(date && !orderBy
        ? [asc(bookings.startsAt), asc(bookings.id)]
        : [
            orderBy === "comment_count" ? direction(bookings.status) : direction(bookings.id),
            desc(bookings.id),
          ]),
    )
    .limit(perPage)
    .offset((page - 1) * perPage);
  const sort = (key: MessageKey, field: string, langKey: string, value: "ASC" | "DESC") => ({
    title: say(language, key),
    field,
    lang_key: langKey,
    value,
  });
  return {
    success: true,
    pagination: paging,
    attr: {
      ...(withAdmin ? { admin: isAdmin(request.user) } : {}),
      sort: [
        sort("bookingsApi.sort.titleDesc", "post_title", "post_title_desc", "DESC"),
        sort("bookingsApi.sort.titleAsc", "post_title", "post_title_asc", "ASC"),
        sort("bookingsApi.sort.status", "comment_count", "comment_count_desc", "DESC"),
      ],
      status: FILTER_STATUSES.map((value) => ({
        title: say(language, `bookingsApi.status.${value}`),
        field: "post_status",
        lang_key: `post_status_${value}`,
        value,
      })),
    },
    data: rows.map((row) => bookingListItemJson(row, language)),
  };
}
