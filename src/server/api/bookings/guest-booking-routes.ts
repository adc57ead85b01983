import { and, eq, isNull } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { bookings } from "../../../db/schema.ts";
import {
  guestDetailsSchema,
  guestEmailCodeSchema,
} from "../../../shared/bookings/guest-details.ts";
import type { Language } from "../../../shared/i18n/languages.ts";
import { MESSAGES, type MessageKey } from "../../../shared/i18n/messages/index.ts";
import { translate } from "../../../shared/i18n/translate.ts";
import { requireUser } from "../../plugins/authentication.ts";
import { requestLanguage } from "../../request-language.ts";
import type { Mail } from "../../services/mailer.ts";
import { ApiError } from "../api-error.ts";
import { bodyFields, textField } from "../request-fields.ts";
import type { User } from "../users/user-repository.ts";
import { parseOrThrow } from "../validate.ts";
import { findBookablePlace } from "./bookable-place.ts";
import type { Contact, InputProblems } from "./booking-input.ts";
import type { GuestOrder } from "./booking-orders.ts";
import { type Booking, findBooking } from "./booking-store.ts";
import {
  addressHash,
  checkGuestCode,
  consumeGuestCode,
  GUEST_CODE_MINUTES,
  guestBookingUrl,
  guestToken,
  isGuestToken,
  issueGuestCode,
  newGuestKey,
  withdrawGuestCode,
} from "./guest-bookings.ts";

const say = (language: Language, key: MessageKey, values?: Record<string, string | number>) =>
  translate(MESSAGES[language], key, values);

/** The fields that make a visitor's order a guest's: without any, the visitor is asked to sign in. */
const GUEST_FIELDS = ["email_code", "email", "name", "first_name", "last_name", "phone"];

/**
 * Whether a visitor's order is a guest booking (decision 074). A stock Listar app never sends one
 * signed out, so its visitors keep the protocol's "please sign in" (401).
 */
export const isGuestOrder = (body: Record<string, unknown>) =>
  GUEST_FIELDS.some((field) => body[field] !== undefined && body[field] !== "");

/** The message key of a schema issue, or "invalid" for zod's own (a list where text belongs). */
const issueKey = (message: string) => (message in MESSAGES.tc ? message : "validation.invalid");

const oneLineText = (value: unknown, max: number) => {
  const text = typeof value === "string" ? value.trim() : "";
  return text.length <= max ? text : null;
};

/**
 * A guest's details as an order carries them (`guestDetailsSchema`, shared with the web form): a
 * name, a mobile (required for a table), the e-mail and its code. Problems are message keys per
 * field, as `readContact`'s are.
 */
export function readGuestContact(
  body: Record<string, unknown>,
  style: string | null,
): { contact: Contact; code: string; problems: InputProblems } {
  const problems: InputProblems = {};
  const fields = Object.fromEntries(
    ["first_name", "last_name", "name", "phone", "email", "email_code"]
      .filter((field) => body[field] !== undefined)
      .map((field) => [field, body[field]]),
  );
  // A missing phone is a blank one: a table requires it.
  const parsed = guestDetailsSchema({ phoneRequired: style === "table" }).safeParse({
    phone: "",
    ...fields,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      problems[String(issue.path[0] ?? "email")] ??= issueKey(issue.message);
    }
  }
  const details = parsed.success ? parsed.data : undefined;
  const address = oneLineText(body.address, 300);
  if (address === null) problems.address = "validation.tooLong";
  const memo = textField(body.memo).trim();
  if (memo.length > 2_000) problems.memo = "validation.tooLong";
  const first = details?.first_name ?? "";
  const last = details?.last_name ?? "";
  return {
    contact: {
      // One `name` is kept whole: personName writes it as typed.
      firstName: first || (last ? "" : (details?.name ?? "")),
      lastName: last,
      email: details?.email ?? "",
      phone: details?.phone ?? "",
      address: address ?? "",
      memo,
    },
    code: details?.email_code ?? "",
    problems,
  };
}

/** A guest who proved the e-mail: what the order keeps, and the code to use up with it. */
export interface ProvenGuest {
  order: GuestOrder;
  /** Uses the code up in the order's transaction; throws (rolling the order back) if it is gone. */
  consume(tx: Parameters<typeof consumeGuestCode>[0]): Promise<void>;
}

/**
 * Checks the guest's code before anything is held or booked: a wrong or spent one is refused,
 * naming `email_code`, in the request's language.
 */
export async function proveGuest(
  app: FastifyInstance,
  request: FastifyRequest,
  email: string,
  code: string,
  language: Language,
): Promise<ProvenGuest> {
  const refusal = (key: MessageKey) => {
    const message = say(language, key, { email });
    return new ApiError(400, "rest_invalid_param", message, {
      params: { email_code: message },
      msg: message,
    });
  };
  const checked = await checkGuestCode(app.database.db, email, code);
  if (checked.kind !== "ok") {
    throw refusal(
      checked.kind === "wrong" ? "bookingsApi.guest.codeWrong" : "bookingsApi.guest.codeExpired",
    );
  }
  return {
    order: { key: newGuestKey(), addressHash: addressHash(request.ip), language },
    async consume(tx) {
      if (!(await consumeGuestCode(tx, checked.id))) {
        throw refusal("bookingsApi.guest.codeExpired");
      }
    },
  };
}

/** What the order's answer adds for a guest: the link's token and the booking's page. */
export async function guestAnswer(app: FastifyInstance, booking: Booking) {
  const token = await guestToken(app, booking);
  const url = await guestBookingUrl(app, booking);
  return token && url ? { guest_token: token, booking_url: url } : {};
}

/**
 * A booking opened by its guest link (`token`): found only when the token is the booking's; a
 * wrong one answers as a booking that does not exist (no hint that the id is real).
 */
export async function bookingByGuestToken(
  app: FastifyInstance,
  value: unknown,
  token: unknown,
  language: Language,
): Promise<Booking> {
  const text = textField(Array.isArray(value) ? undefined : value).trim();
  const booking = /^\d{1,9}$/.test(text)
    ? await findBooking(app.database.db, Number(text))
    : undefined;
  if (!booking || typeof token !== "string" || !(await isGuestToken(app, booking, token))) {
    throw new ApiError(400, "rest_invalid_booking", say(language, "bookingsApi.invalidBooking"));
  }
  return booking;
}

function guestCodeMail(email: string, code: string, placeTitle: string, language: Language): Mail {
  const messages = MESSAGES[language];
  return {
    to: email,
    subject: translate(messages, "guestCodeMail.subject", { code }),
    text: [
      translate(messages, "accounts.mail.greetingNoName"),
      "",
      translate(messages, "guestCodeMail.body", {
        place: placeTitle,
        code,
        minutes: GUEST_CODE_MINUTES,
      }),
      "",
      translate(messages, "accounts.mail.signature"),
    ].join("\n"),
  };
}

/**
 * `booking/email_code` and `booking/claim` (decision 074), added to bookingRoutes' instance;
 * `viewOf` is its view of a booking for a viewer.
 */
export function guestBookingRoutes(
  app: FastifyInstance,
  viewOf: (booking: Booking, viewer: User | null, language: Language) => Promise<object>,
) {
  const { db } = app.database;

  app.post(
    "/email_code",
    { config: { rateLimit: { max: app.config.authRateLimit, timeWindow: "10 minutes" } } },
    async (request, reply) => {
      const language = requestLanguage(request);
      const input = parseOrThrow(guestEmailCodeSchema, bodyFields(request), language);
      const place = await findBookablePlace(db, input.resource_id, language);
      const issued = await issueGuestCode(db, input.email);
      if (issued.kind === "wait") {
        reply.header("retry-after", String(issued.seconds));
        throw new ApiError(
          429,
          "rest_email_code_wait",
          say(language, "bookingsApi.guest.codeWait", { seconds: issued.seconds }),
          { retry_after: issued.seconds },
        );
      }
      try {
        await app.mailer.send(guestCodeMail(input.email, issued.code, place.title, language));
      } catch (err) {
        request.log.error({ err }, "guest code mail failed");
        await withdrawGuestCode(db, issued.id);
        throw new ApiError(503, "rest_mail_failed", say(language, "bookingsApi.guest.mailFailed"));
      }
      // The same answer whether or not the address has an account.
      const msg = say(language, "bookingsApi.guest.codeSent", {
        email: input.email,
        minutes: GUEST_CODE_MINUTES,
      });
      return { success: true, msg, message: msg, data: { expires_in: GUEST_CODE_MINUTES * 60 } };
    },
  );

  app.post("/claim", { config: { signedIn: "rest_permission" } }, async (request) => {
    const user = requireUser(request);
    const language = requestLanguage(request);
    const body = bodyFields(request);
    const booking = await bookingByGuestToken(app, body.id, body.token, language);
    if (booking.customerId === user.id) {
      return {
        success: true,
        data: await viewOf(booking, user, language),
        msg: say(language, "bookingsApi.guest.claimed", { id: booking.id }),
      };
    }
    if (booking.customerId !== null) {
      throw new ApiError(
        409,
        "rest_invalid_booking",
        say(language, "bookingsApi.guest.alreadyClaimed"),
      );
    }
    if (!user.emailVerifiedAt) {
      throw new ApiError(
        403,
        "rest_permission",
        say(language, "bookingsApi.guest.claimUnverified"),
      );
    }
    if (user.email.toLowerCase() !== booking.email.toLowerCase()) {
      throw new ApiError(
        403,
        "rest_permission",
        say(language, "bookingsApi.guest.claimOtherEmail", { email: user.email }),
      );
    }
    const [claimed] = await db
      .update(bookings)
      .set({ customerId: user.id, updatedAt: new Date() })
      .where(and(eq(bookings.id, booking.id), isNull(bookings.customerId)))
      .returning();
    if (!claimed) {
      throw new ApiError(
        409,
        "rest_invalid_booking",
        say(language, "bookingsApi.guest.alreadyClaimed"),
      );
    }
    return {
      success: true,
      data: await viewOf(claimed, user, language),
      msg: say(language, "bookingsApi.guest.claimed", { id: claimed.id }),
    };
  });
}
