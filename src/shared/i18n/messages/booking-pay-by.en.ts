import type { bookingPayByTc } from "./booking-pay-by.tc.ts";

export const bookingPayByEn: Record<keyof typeof bookingPayByTc, string> = {
  "listings.booking.payment.payWithinHours": "Hours to pay a transfer deposit",
  "listings.booking.payment.payWithinHoursHint":
    "Unpaid requests are released after this (at the latest when the booking starts); leave empty to wait for you.",
  "bookings.payment.payBy": "Pay by {payBy}, or the booking is released.",
  "bookingMail.payBy.customer": "Please pay by {payBy}, or the booking is released.",
  "bookingMail.payBy.owner":
    "If the customer has not paid by {payBy}, the booking is released and the customer told; when the money arrives, choose “Mark as paid”.",
  "bookingMail.subject.customer.released": "Released, the deposit was not paid: {place}",
  "bookingMail.subject.owner.released": "Released unpaid: {title} at {place}",
  "bookingMail.lead.customer.released":
    "Your booking at “{place}” was released: the deposit was not paid by {payBy}, so nothing is held for you. If you have just paid, please contact the place.",
  "bookingMail.lead.owner.released":
    "The deposit for this booking was not paid by {payBy}, so it has been released and the customer told; the time can be booked again.",
} as const;
