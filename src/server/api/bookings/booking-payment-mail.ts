import type { BookingStatus } from "../../../db/schema.ts";
import type { Language } from "../../../shared/i18n/languages.ts";
import { MESSAGES, type MessageKey } from "../../../shared/i18n/messages/index.ts";
import { translate } from "../../../shared/i18n/translate.ts";
import type { PlacePayment } from "../../../shared/listings/booking-settings.ts";
import { formatHkd } from "../../../shared/money/hkd.ts";
import { fpsProxyText } from "../../../shared/payments/fps-proxy-text.ts";
import { bookingReference } from "../../../shared/payments/payment-reference.ts";
import { hasBankDetails } from "../payments/payment-options.ts";
import type { Booking } from "./booking-store.ts";

/**
 * A booking whose money is still to come by transfer, as of `status`: every customer mail about
 * it then says how to pay (issue [17] item 4, HK review M2). A card payment has its Checkout page.
 */
export const awaitsTransfer = (booking: Booking, status: BookingStatus) =>
  booking.paymentMethod === "bank" &&
  booking.paidAt === null &&
  booking.totalCents > 0 &&
  (status === "pending" || status === "publish");

/**
 * How to pay, for the customer's mail: the payee, the FPS proxy, the bank and account as the owner
 * gave them (or that the owner will say, when they gave none), the amount, the reference, the
 * deadline when there is one, and where the FPS QR is to save and scan from the album.
 */
export function paymentDetailsLines(
  booking: Booking,
  payment: PlacePayment | undefined,
  language: Language,
  context: { payBy: string; bookingPage: string },
): string[] {
  const say = (key: MessageKey, values?: Record<string, string | number>) =>
    translate(MESSAGES[language], key, values);
  const line = (label: MessageKey, value: string) =>
    say("paymentDetails.line", { label: say(label), value });
  const proxy = fpsProxyText(payment?.fps ?? "");
  const details = hasBankDetails(payment)
    ? [
        payment.accountName ? line("paymentDetails.payee", payment.accountName) : "",
        proxy ? line(`paymentDetails.fps.${proxy.kind}`, proxy.display) : "",
        payment.bankName ? line("bookings.payment.bankName", payment.bankName) : "",
        payment.accountNumber ? line("bookings.payment.accountNumber", payment.accountNumber) : "",
      ]
    : [say("payments.bankInstructionLater")];
  const block = [
    say("paymentDetails.mail.heading"),
    ...details,
    line("paymentDetails.amount", formatHkd(booking.totalCents)),
    line("paymentDetails.reference", bookingReference(booking.id)),
    context.payBy ? say("bookingMail.payBy.customer", { payBy: context.payBy }) : "",
    proxy ? say("paymentDetails.mail.qr", { link: context.bookingPage }) : "",
    proxy && payment?.accountName
      ? say("paymentDetails.mail.checkPayee", { name: payment.accountName })
      : "",
  ];
  // Set apart from the booking's facts by a blank line each side; absent details leave no gap.
  return ["", ...block.filter(Boolean), ""];
}
