import type { bookingMailTc } from "./booking-mail.tc.ts";

export const bookingMailEn: Record<keyof typeof bookingMailTc, string> = {
  "bookingMail.subject.customer.ordered": "Booking received: {place}",
  "bookingMail.subject.customer.accepted": "Booking accepted: {place}",
  "bookingMail.subject.customer.declined": "Booking declined: {place}",
  "bookingMail.subject.customer.canceled": "You cancelled your booking: {place}",
  "bookingMail.subject.customer.paid": "Payment received: {place}",
  "bookingMail.subject.customer.failed": "Payment failed: {place}",
  "bookingMail.subject.customer.refunded": "Booking refunded: {place}",
  "bookingMail.subject.customer.reminder": "Reminder of your booking: {place}",
  "bookingMail.subject.owner.ordered": "New booking request: {title} at {place}",
  "bookingMail.subject.owner.accepted": "Booking accepted: {title} at {place}",
  "bookingMail.subject.owner.declined": "Booking declined: {title} at {place}",
  "bookingMail.subject.owner.canceled": "Cancelled by the customer: {title} at {place}",
  "bookingMail.subject.owner.paid": "Booking paid: {title} at {place}",
  "bookingMail.subject.owner.failed": "Payment failed: {title} at {place}",
  "bookingMail.subject.owner.refunded": "Booking refunded: {title} at {place}",
  "bookingMail.subject.customer.accountDeleted": "Booking cancelled: {place}",
  "bookingMail.subject.owner.accountDeleted":
    "Cancelled, the customer deleted their account: {title} at {place}",
  "bookingMail.subject.customer.lapsed": "No answer in time: {place}",
  "bookingMail.subject.owner.lapsed": "Lapsed, not answered in time: {title} at {place}",
  "bookingMail.lead.customer.lapsed":
    "“{place}” did not answer your booking request in time, so it has lapsed: nothing is held for you and nothing is charged. Please book another time or another place.",
  "bookingMail.lead.owner.lapsed":
    "This booking request was not answered in time, so it has lapsed and the customer has been told; the time can be booked again.",
  "bookingMail.lead.customer.ordered":
    "We have received your booking at “{place}”. We will e-mail you again once the owner has confirmed it.",
  "bookingMail.lead.customer.accepted":
    "“{place}” has accepted your booking and looks forward to seeing you. The attached invitation adds the booking to your calendar.",
  "bookingMail.lead.customer.declined": "We are sorry: “{place}” could not accept your booking.",
  "bookingMail.lead.customer.canceled": "You have cancelled your booking at “{place}”.",
  "bookingMail.lead.customer.paid": "“{place}” has recorded your payment. Thank you.",
  "bookingMail.lead.customer.failed":
    "The payment for your booking at “{place}” did not go through, so the booking could not be kept.",
  "bookingMail.lead.customer.refunded": "Your booking at “{place}” has been refunded.",
  "bookingMail.lead.customer.reminder": "A reminder: your booking at “{place}” is coming up.",
  "bookingMail.lead.owner.ordered":
    "“{place}” has a new booking request. Please accept or decline it under booking requests in the app.",
  "bookingMail.lead.owner.accepted": "This booking has been accepted, and the customer told.",
  "bookingMail.lead.owner.declined":
    "This booking has been declined, and the customer told the reason.",
  "bookingMail.lead.owner.canceled":
    "The customer has cancelled this booking; the time can be booked again.",
  "bookingMail.lead.owner.paid": "This booking has been paid.",
  "bookingMail.lead.customer.accountDeleted":
    "We are sorry: the owner of “{place}” has deleted their account, so the place no longer takes bookings on Tablestart and your booking has been cancelled.",
  "bookingMail.lead.owner.accountDeleted":
    "The customer has deleted their Tablestart account, so this booking has been cancelled; the time can be booked again. As the privacy policy says, the customer’s name, contact details and notes have been erased from the booking.",
  "bookingMail.lead.owner.failed":
    "The payment for this booking did not go through, so the booking has been cancelled.",
  "bookingMail.lead.owner.refunded": "This booking has been refunded.",
  "bookingMail.place": "Place: {place}",
  "bookingMail.when": "When: {when}",
  "bookingMail.was": "Was: {when}",
  "bookingMail.subject.customer.changed": "Booking moved: {place}",
  "bookingMail.subject.owner.changed": "You moved a booking: {title} at {place}",
  "bookingMail.lead.customer.changed":
    "“{place}” has moved your booking to {when}. The attached invitation updates the booking in your calendar.",
  "bookingMail.lead.owner.changed": "You moved this booking to {when}; the customer has been told.",
  "bookingMail.untimed.customer": "to be confirmed (the owner gives the time on accepting)",
  "bookingMail.untimed.owner": "no time asked for: give a date and slot when you accept",
  "bookingMail.people": "People: adults {adults}, children {children}",
  "bookingMail.tables": "Tables: {tables}",
  "bookingMail.total": "Total: {total} ({payment})",
  "bookingMail.status": "Status: {status}",
  "bookingMail.reason": "Reason: {reason}",
  "bookingMail.refund.customer":
    "The {total} you paid by card is being refunded in full to the same card; banks usually take 5 to 10 working days to show it.",
  "bookingMail.refund.owner":
    "The customer's card payment of {total} is being refunded in full from your Stripe account automatically; you need do nothing.",
  "bookingMail.customer": "Customer: {name}",
  "bookingMail.contact": "Contact: {contact}",
  "bookingMail.memo": "Note: {memo}",
  "bookingMail.link": "The place: {link}",
  "bookingMail.subject.customer.placeCanceled": "The restaurant cancelled your booking: {place}",
  "bookingMail.subject.owner.placeCanceled": "You cancelled: {title} at {place}",
  "bookingMail.lead.customer.placeCanceled":
    "We are sorry: “{place}” has cancelled your booking, for the reason below.",
  "bookingMail.lead.owner.placeCanceled":
    "You have cancelled this booking and the guest has been told the reason; the time can be booked again.",
  "bookingMail.lead.customer.refundedByPlace":
    "“{place}” has refunded the {total} you paid; please look out for it in your bank account.",
  "bookingMail.lead.owner.refundedByPlace":
    "You have recorded the {total} refunded to the guest, and the guest has been told.",
  "bookingMail.refundDue.customer": "The {total} you paid will be refunded by the restaurant.",
  "bookingMail.refundDue.owner":
    "Please refund the guest's {total} by FPS or bank transfer, then mark the booking refunded in the app.",
  "bookingMail.calendar.summary": "{place} ({title})",
} as const;
