import type { BookingStatus } from "../../../db/schema.ts";
import type { Language } from "../../../shared/i18n/languages.ts";
import { MESSAGES, type MessageKey } from "../../../shared/i18n/messages/index.ts";
import { translate } from "../../../shared/i18n/translate.ts";
import {
  type BookingSettings,
  PLACE_PAYMENT_METHODS,
  type PlacePayment,
} from "../../../shared/listings/booking-settings.ts";
import { fpsQrPayload, parseFpsProxy } from "../../../shared/payments/fps-qr.ts";
import { bookingReference } from "../../../shared/payments/payment-reference.ts";
import type { Config } from "../../config.ts";
import type { Booking } from "../bookings/booking-store.ts";

export const PAYMENT_METHODS = [...PLACE_PAYMENT_METHODS, "stripe"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Stripe's smallest HKD charge: a place cheaper than this is not offered card payment. */
export const STRIPE_MINIMUM_CENTS = 400;

const say = (language: Language, key: MessageKey) => translate(MESSAGES[language], key);

interface PayablePlace {
  bookingPriceCents: number | null;
  bookingSettings: BookingSettings;
  /** The owner's connected Stripe account, when it may take charges (decision 079). */
  cardAccount: string | null;
}

/**
 * How a booking at this place may be paid: what the owner accepts (cash and bank transfer when
 * they have not said), then card payment when the site has Stripe, the owner's own Stripe
 * account may take charges, and the price reaches Stripe's minimum (every booking then does:
 * it is at least one unit).
 */
export function acceptedMethods(place: PayablePlace, stripe: Config["stripe"]): PaymentMethod[] {
  const own: PaymentMethod[] = [
    ...(place.bookingSettings.payment?.methods ?? PLACE_PAYMENT_METHODS),
  ];
  const card =
    stripe !== null &&
    place.cardAccount !== null &&
    (place.bookingPriceCents ?? 0) >= STRIPE_MINIMUM_CENTS;
  return card ? [...own, "stripe"] : own;
}

export const isPaymentMethod = (value: string): value is PaymentMethod =>
  (PAYMENT_METHODS as readonly string[]).includes(value);

export function paymentMethodName(method: string, language: Language): string {
  if (method === "stripe") return say(language, "payments.stripe");
  if (method === "cash" || method === "bank") return say(language, `bookingsApi.payment.${method}`);
  return method;
}

/** The owner gave somewhere to send the money: an account number or an FPS proxy. */
export const hasBankDetails = (payment: PlacePayment | undefined): payment is PlacePayment =>
  Boolean(payment?.accountNumber || payment?.fps);

/**
 * Listar's bank account keys (protocol §5), plus our `fps`; empty when the owner gave none. Only
 * for a booking's own parties (`booking/view`): a sole trader's FPS proxy is often their personal
 * mobile or e-mail (HK review M11).
 */
function bankAccountList(settings: BookingSettings) {
  const payment = settings.payment;
  if (!hasBankDetails(payment)) return [];
  return [
    {
      acc_name: payment.accountName ?? "",
      acc_number: payment.accountNumber ?? "",
      bank_name: payment.bankName ?? "",
      bank_sort_code: "",
      bank_iban: "",
      bank_swift: "",
      fps: payment.fps ?? "",
    },
  ];
}

function instruction(method: PaymentMethod, settings: BookingSettings, language: Language) {
  if (method === "bank") {
    return say(
      language,
      hasBankDetails(settings.payment)
        ? "payments.bankInstruction"
        : "payments.bankInstructionLater",
    );
  }
  return say(
    language,
    method === "stripe" ? "payments.stripeDesc" : "bookingsApi.payment.cashDesc",
  );
}

/**
 * `booking/form`'s `payment` object (protocol §4.39) for this place, or, with no place, the
 * site's (`setting/payment`, which the stock apps ask for without naming one): every method an
 * owner may accept and card payment when Stripe is set up. Anyone may ask, so the owner's bank
 * details are never in it (HK review M11): the list stays, empty, as the stock apps read it, and
 * the booking's page and mails give the details once there is a booking to pay for.
 */
export function paymentOptionsJson(
  place: PayablePlace | null,
  config: Pick<Config, "siteUrl" | "stripe">,
  language: Language,
) {
  const methods: PaymentMethod[] = place
    ? acceptedMethods(place, config.stripe)
    : [...PLACE_PAYMENT_METHODS, ...(config.stripe ? (["stripe"] as const) : [])];
  const settings: BookingSettings = place?.bookingSettings ?? {};
  const prefix = language === "tc" ? "" : language === "sc" ? "/zh" : "/en";
  return {
    use: true,
    term_condition_page: `${config.siteUrl}${prefix}/terms/`,
    default: methods[0],
    list: methods.map((method) => ({
      method,
      title: paymentMethodName(method, language),
      desc: say(
        language,
        method === "stripe" ? "payments.stripeDesc" : `bookingsApi.payment.${method}Desc`,
      ),
      instruction: instruction(method, settings, language),
    })),
    bank_account_list: [],
  };
}

/** The FPS QR for the booking's total, as a PNG data URL banking apps scan from the screen. */
export async function fpsQrDataUrl(
  booking: Booking,
  payment: PlacePayment,
): Promise<string | null> {
  const proxy = parseFpsProxy(payment.fps ?? "");
  if (!proxy || booking.totalCents <= 0) return null;
  const payload = fpsQrPayload({
    proxy,
    amountCents: booking.totalCents,
    reference: bookingReference(booking.id),
    merchantName: payment.accountName,
  });
  // Loaded with the first FPS code: most processes never draw one (issue 33).
  const { default: QRCode } = await import("qrcode");
  // M: the level banking apps' own FPS codes use; a margin of 4 modules, as the QR standard asks.
  return QRCode.toDataURL(payload, { errorCorrectionLevel: "M", margin: 4, scale: 8 });
}

/** The exact amount a transfer pays, as the FPS QR carries it and a bank app's field takes it. */
export const transferAmount = (booking: Booking) => (booking.totalCents / 100).toFixed(2);

/**
 * Our additions to `booking/view` for paying, for the booking's customer and its place's side
 * only: for a bank transfer the account, the amount, the reference and the FPS QR (while
 * unpaid); for a card payment its Checkout page (while open).
 */
export async function paymentViewJson(booking: Booking, settings: BookingSettings | undefined) {
  const unpaid =
    booking.paidAt === null && (booking.status === "pending" || booking.status === "publish");
  const bank = booking.paymentMethod === "bank" && settings ? bankAccountList(settings) : [];
  const fps =
    unpaid && settings?.payment && booking.paymentMethod === "bank"
      ? await fpsQrDataUrl(booking, settings.payment)
      : null;
  return {
    payment_reference: booking.paymentMethod === "bank" ? bookingReference(booking.id) : "",
    payment_amount: booking.paymentMethod === "bank" ? transferAmount(booking) : "",
    bank_account_list: bank,
    payment_qr: fps ?? "",
    payment_url:
      booking.paymentMethod === "stripe" && booking.status === "pending" && booking.paidAt === null
        ? (booking.checkoutUrl ?? "")
        : "",
  };
}

/**
 * The statuses from which the owner may accept this booking: waiting (`pending`), or paid and
 * waiting (`processing`); none while its card payment is still open, since the customer may
 * yet turn it down.
 */
export function acceptableFrom(booking: Booking): BookingStatus[] {
  if (booking.paymentMethod === "stripe" && booking.paidAt === null) return [];
  return ["pending", "processing"];
}
