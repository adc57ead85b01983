import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { BOOKING_STATUSES, type BookingStatus } from "../../../db/schema.ts";
import { personName } from "../../../shared/accounts/person-name.ts";
import { bookingInstant, bookingWhen } from "../../../shared/format/booking-time.ts";
import { isLanguage, type Language } from "../../../shared/i18n/languages.ts";
import { MESSAGES, type MessageKey } from "../../../shared/i18n/messages/index.ts";
import { translate } from "../../../shared/i18n/translate.ts";
import type { PlacePayment } from "../../../shared/listings/booking-settings.ts";
import { formatHkd } from "../../../shared/money/hkd.ts";
import type { Mail } from "../../services/mailer.ts";
import { refundsByCard, registerRefundJobs } from "../payments/card-refunds.ts";
import { paymentMethodName } from "../payments/payment-options.ts";
import { placeAppUrl } from "../places/place-links.ts";
import { findUserById, type User } from "../users/user-repository.ts";
import { placeBookingSettings } from "./bookable-place.ts";
import {
  type BookedPlace,
  bookedPlace,
  bookingCalendar,
  mailboxOf,
  tableNames,
} from "./booking-calendar.ts";
import { bookingTitle, stateOf } from "./booking-json.ts";
import { registerLapseJob, UNANSWERED } from "./booking-lapse.ts";
import { registerUnpaidJob, releaseUnpaid } from "./booking-pay-by.ts";
import { awaitsTransfer, paymentDetailsLines } from "./booking-payment-mail.ts";
import { bookingPriceJson } from "./booking-pricing.ts";
import {
  type Booking,
  findBooking,
  isScheduled,
  LIVE_STATUSES,
  moveBooking,
} from "./booking-store.ts";
import {
  BOOKING_CHANGES,
  BOOKING_JOBS,
  type BookingChange,
  type BookingTimes,
  changeBooking,
} from "./change-booking.ts";
import { guestBookingUrl } from "./guest-bookings.ts";
import { type ClosureNotice, closureOf } from "./place-closures.ts";

const mailPayload = z.object({
  bookingId: z.number().int(),
  change: z.enum(BOOKING_CHANGES),
  to: z.enum(["customer", "owner"]),
  status: z.enum(BOOKING_STATUSES),
  sequence: z.number().int(),
  /** A moved booking's time before the move (change `changed`), for its "Was:" line. */
  was: z
    .object({
      startDate: z.string().nullable(),
      endDate: z.string().nullable(),
      startTime: z.string().nullable(),
      endTime: z.string().nullable(),
    })
    .optional(),
});
const bookingPayload = z.object({ bookingId: z.number().int() });

const languageOf = (user: User | undefined, fallback: Language): Language =>
  user?.language && isLanguage(user.language) ? user.language : fallback;

/**
 * The booking's time as the customer chose it (or the place gave it), in Hong Kong wall time, in
 * a language; for an untimed request, who gives the time, as `side` reads it.
 */
function whenText(booking: BookingTimes, language: Language, side: "customer" | "owner"): string {
  if (!booking.startDate || !booking.endDate) {
    return translate(MESSAGES[language], `bookingMail.untimed.${side}`);
  }
  // The one formatter of the booking screens: "2026年11月27日（五）19:30–21:30".
  return bookingWhen(
    {
      start_date: booking.startDate,
      end_date: booking.endDate,
      start_time: booking.startTime ?? "",
      end_time: booking.endTime ?? "",
    },
    language,
  );
}

interface MailContext {
  booking: Booking;
  place: BookedPlace | undefined;
  siteUrl: string;
  mailFrom: string;
  /** A guest booking's page, opened by its link (decision 074): only the guest's mails carry it. */
  guestLink?: string;
  /** For a booking a closure cancelled: the closure's reason and message, while it stands. */
  closure?: ClosureNotice;
  /** For a moved booking: the time it had. */
  was?: BookingTimes;
  /** For a notice that asks for money: where the place takes transfers. */
  payment?: PlacePayment;
}

/** The customer's notices that ask for money still owed: the order, its acceptance, the reminder. */
const ASKS_FOR_MONEY: readonly Notice[] = ["ordered", "accepted", "reminder"];

type Notice = BookingChange | "reminder";

/**
 * A notice's lead: a refund the owner recorded for money paid to the place directly reads as the
 * restaurant's doing, not the card refund's; a payment reads as made to the place by card, or as
 * the place's record of money it took itself (HK review F3).
 */
function leadKey(notice: Notice, booking: Booking, side: "customer" | "owner"): MessageKey {
  if (notice === "refunded" && booking.refund === "refunded") {
    return `bookingMail.lead.${side}.refundedByPlace`;
  }
  if (notice === "paid" && side === "customer" && booking.paymentMethod === "stripe") {
    return "bookingMail.lead.customer.paidByCard";
  }
  return `bookingMail.lead.${side}.${notice}` as MessageKey;
}

/**
 * One side's mail about a booking, with the invitation as of `status` and `sequence`. The
 * customer's copy repeats no text the customer typed (no name or memo), only the place's and
 * the owner's.
 */
function bookingMail(
  context: MailContext,
  notice: Notice,
  to: { side: "customer" | "owner"; address: string; language: Language; greet?: string },
  revision: { status: BookingStatus; sequence: number },
): Mail {
  const { booking, place, siteUrl } = context;
  const messages = MESSAGES[to.language];
  const say = (key: MessageKey, values?: Record<string, string | number>) =>
    translate(messages, key, values);
  const title = bookingTitle(booking, to.language);
  const when = whenText(booking, to.language, to.side);
  const names = { place: booking.placeTitle, title, when };
  const tables = tableNames(booking, place);
  const payment = paymentMethodName(booking.paymentMethod, to.language);
  const owner = to.side === "owner";
  const total = formatHkd(booking.totalCents);
  // An unpaid transfer deposit's deadline (booking-pay-by.ts): the order says it, a release quotes it.
  const payBy = booking.payBy ? bookingInstant(booking.payBy, to.language) : "";
  const howToPay =
    !owner && ASKS_FOR_MONEY.includes(notice) && awaitsTransfer(booking, revision.status)
      ? paymentDetailsLines(booking, context.payment, to.language, {
          payBy,
          bookingPage: context.guestLink ?? `${siteUrl}/app/bookings/${booking.id}`,
        })
      : [];
  const lines = [
    to.greet
      ? say("accounts.mail.greeting", { name: to.greet })
      : say("accounts.mail.greetingNoName"),
    "",
    notice === "closed"
      ? say(
          `bookingMail.lead.${to.side}.closed.${context.closure?.reason ?? "other"}` as MessageKey,
          names,
        )
      : say(leadKey(notice, booking, to.side), { ...names, payBy, total }),
    notice === "closed" && context.closure?.message
      ? say("bookingMail.closureMessage", { message: context.closure.message })
      : undefined,
    "",
    title,
    say("bookingMail.place", names),
    say("bookingMail.when", { when }),
    notice === "changed" && context.was
      ? say("bookingMail.was", { when: whenText(context.was, to.language, to.side) })
      : undefined,
    say("bookingMail.people", { adults: booking.adults, children: booking.children }),
    tables.length ? say("bookingMail.tables", { tables: tables.join(", ") }) : undefined,
    booking.serviceName
      ? say("bookingPrices.mail.service", {
          service: booking.serviceName,
          minutes: booking.serviceMinutes ?? 0,
        })
      : undefined,
    booking.staffName ? say("bookingPrices.mail.staff", { staff: booking.staffName }) : undefined,
    booking.totalCents
      ? say("bookingMail.total", { total: formatHkd(booking.totalCents), payment })
      : undefined,
    // The customer's deadline is part of how to pay, below; the owner's is what happens at it.
    ...howToPay,
    owner && notice === "ordered" && payBy ? say("bookingMail.payBy.owner", { payBy }) : undefined,
    // What is left for the place's bill (a deposit's rest, the service charge), if anything.
    bookingPriceJson(booking, to.language).pay_at_place_note || undefined,
    // Where the booking stands, in the reader's words (decision 078): a declined request does
    // not read "cancelled" to its guest.
    say("bookingMail.status", {
      status: say(`bookingState.${to.side}.${stateOf({ ...booking, status: revision.status })}`),
    }),
    (notice === "declined" || notice === "placeCanceled") && booking.cancelReason
      ? say("bookingMail.reason", { reason: booking.cancelReason })
      : undefined,
    (notice === "declined" ||
      notice === "canceled" ||
      notice === "accountDeleted" ||
      notice === "lapsed" ||
      notice === "closed" ||
      notice === "placeCanceled") &&
    refundsByCard(booking)
      ? say(`bookingMail.refund.${to.side}`, { total })
      : undefined,
    // Money paid to the place directly that the cancellation made owed back (decision 078).
    booking.refund !== null && notice !== "refunded"
      ? say(`bookingMail.refundDue.${to.side}`, { total })
      : undefined,
    // A deleted customer's booking keeps neither name nor contact: nothing to show.
    owner && (booking.firstName || booking.lastName)
      ? say("bookingMail.customer", {
          name: personName(booking.firstName, booking.lastName),
        })
      : undefined,
    owner && (booking.phone || booking.email)
      ? say("bookingMail.contact", {
          contact: [booking.phone, booking.email].filter(Boolean).join(" / "),
        })
      : undefined,
    owner && booking.memo ? say("bookingMail.memo", { memo: booking.memo }) : undefined,
    booking.placeId
      ? say("bookingMail.link", { link: placeAppUrl(siteUrl, booking.placeId) })
      : undefined,
    !owner && context.guestLink
      ? say("bookingMail.guestLink", { link: context.guestLink })
      : undefined,
    !owner && context.guestLink && notice === "ordered"
      ? say("bookingMail.guestAccount")
      : undefined,
    "",
    say("accounts.mail.signature"),
  ];
  const method = LIVE_STATUSES.includes(revision.status) ? "REQUEST" : "CANCEL";
  return {
    to: to.address,
    subject: say(`bookingMail.subject.${to.side}.${notice}` as MessageKey, names),
    // Details that do not apply are left out, not left blank.
    text: lines.filter((line) => line !== undefined).join("\n"),
    // An untimed request has no time for a calendar yet: its invitation comes with acceptance.
    icalEvent: isScheduled(booking)
      ? {
          method,
          filename: `booking-${booking.id}.ics`,
          content: bookingCalendar(booking, {
            method,
            status: revision.status,
            sequence: revision.sequence,
            language: to.language,
            siteUrl,
            organizerEmail: mailboxOf(context.mailFrom),
            place,
            attendeeName: owner,
          }),
        }
      : undefined,
  };
}

async function mailContext(
  app: FastifyInstance,
  booking: Booking,
  notice: Notice,
): Promise<MailContext> {
  // A guest's booking not yet kept in an account: its link is the guest's one way back to it.
  const guestLink =
    booking.customerId === null
      ? await guestBookingUrl(app, booking, guestLanguageOf(booking))
      : null;
  return {
    booking,
    place: await bookedPlace(app.database.db, booking),
    siteUrl: app.config.siteUrl,
    mailFrom: app.config.mailFrom,
    ...(guestLink ? { guestLink } : {}),
    ...(notice === "closed" ? { closure: await closureOf(app.database.db, booking) } : {}),
    ...(ASKS_FOR_MONEY.includes(notice) && booking.paymentMethod === "bank"
      ? { payment: (await placeBookingSettings(app.database.db, booking.placeId))?.payment }
      : {}),
  };
}

/** The language a guest booked in, for a guest booking; undefined for others. */
const guestLanguageOf = (booking: Booking): Language | undefined =>
  booking.guestLanguage && isLanguage(booking.guestLanguage) ? booking.guestLanguage : undefined;

/** Who a side's mail goes to, in which language, greeted by name only at a proved address. */
async function recipient(app: FastifyInstance, booking: Booking, side: "customer" | "owner") {
  const { db } = app.database;
  const customer = booking.customerId ? await findUserById(db, booking.customerId) : undefined;
  const bookingLanguage = languageOf(customer, guestLanguageOf(booking) ?? "tc");
  if (side === "customer") {
    // Erased with the customer's account (or by the retention purge): nobody left to tell.
    if (!booking.email) return undefined;
    // Only to an address the customer proved: the account's as it is now, never one typed into
    // an order; the booking's own copy (the account's when it booked) once the account is gone,
    // or the one a guest proved with its e-mail code (decision 074). A guest is not greeted by
    // the name they typed.
    if (customer && !customer.emailVerifiedAt) return undefined;
    return {
      side,
      address: customer?.email ?? booking.email,
      language: bookingLanguage,
      greet: customer?.displayName,
    };
  }
  const owner = booking.ownerId ? await findUserById(db, booking.ownerId) : undefined;
  if (!owner || owner.deactivatedAt) return undefined;
  return {
    side,
    address: owner.email,
    // The owner reads their own language when we know it, else the booking's.
    language: languageOf(owner, bookingLanguage),
    greet: owner.emailVerifiedAt ? owner.displayName : undefined,
  };
}

/** The handlers of the booking jobs: mails, the reminder a day before, completion after a paid visit. */
export function registerBookingJobs(app: FastifyInstance) {
  const { db } = app.database;
  registerRefundJobs(app);
  registerLapseJob(app, (bookingId) =>
    changeBooking(app, "lapsed", (tx) =>
      moveBooking(tx, bookingId, UNANSWERED, "canceled", { canceledBy: "system" }),
    ),
  );
  registerUnpaidJob(app, (bookingId) =>
    changeBooking(app, "released", (tx) => releaseUnpaid(tx, bookingId)),
  );

  app.jobs.handle(BOOKING_JOBS.mail, async (job) => {
    const { bookingId, change, to, status, sequence, was } = mailPayload.parse(job.payload);
    const booking = await findBooking(db, bookingId);
    if (!booking) return;
    const who = await recipient(app, booking, to);
    if (!who) return;
    const context = { ...(await mailContext(app, booking, change)), ...(was ? { was } : {}) };
    await app.mailer.send(bookingMail(context, change, who, { status, sequence }));
  });

  app.jobs.handle(BOOKING_JOBS.reminder, async (job) => {
    const { bookingId } = bookingPayload.parse(job.payload);
    const booking = await findBooking(db, bookingId);
    // Cancelled, declined or already begun since it was scheduled: nothing to remind of.
    if (booking?.status !== "publish" || !booking.startsAt || booking.startsAt <= new Date()) {
      return;
    }
    const who = await recipient(app, booking, "customer");
    if (!who) return;
    await app.mailer.send(
      bookingMail(await mailContext(app, booking, "reminder"), "reminder", who, {
        status: booking.status,
        sequence: booking.calendarSequence,
      }),
    );
  });

  app.jobs.handle(BOOKING_JOBS.complete, async (job) => {
    const { bookingId } = bookingPayload.parse(job.payload);
    const booking = await findBooking(db, bookingId);
    // A guest the place recorded as a no-show did not visit: their deposit is kept, not "completed".
    if (!booking?.paidAt || booking.visit === "noShow") return;
    // Only from accepted: a booking cancelled or refunded since stays so.
    await moveBooking(db, booking.id, ["publish"], "completed");
  });
}
