import type { placeClosuresTc } from "./place-closures.tc.ts";

export const placeClosuresEn: Record<keyof typeof placeClosuresTc, string> = {
  "closures.reason.typhoon8": "Typhoon Signal No. 8",
  "closures.reason.blackRain": "Black Rainstorm Warning",
  "closures.reason.holiday": "Holiday",
  "closures.reason.privateEvent": "Private event",
  "closures.reason.other": "Temporarily closed",
  "closures.closedFor": "Closed: {reason}",
  "closures.cancelReason": "The place is closed: {reason}",
  "closures.closed":
    "Bookings are closed for that time; {count} affected bookings were cancelled and their guests told.",
  "closures.reopened": "The closure has been removed; bookings it cancelled stay cancelled.",
  "closures.notOwner": "Only the place's owner or an admin can close it for bookings.",
  "closures.notFound": "There is no such closure.",
  "closures.invalidReason": "Please choose why the place is closed.",
  "closures.endBeforeStart": "The end must be after the start.",
  "closures.past": "That time is already over.",
  "closures.tooLong": "A closure can last at most {days} days.",
  "closures.tooMany":
    "This place already has {max} closures to come: please remove some before adding another.",
  "bookingMail.subject.customer.closed": "Booking cancelled, the place is closed: {place}",
  "bookingMail.subject.owner.closed": "Cancelled by your closure: {title} at {place}",
  "bookingMail.lead.customer.closed.typhoon8":
    "The Observatory has hoisted Typhoon Signal No. 8, so “{place}” is closed at the time of your booking and your booking has been cancelled at no cost to you. Please stay safe; you are welcome to book again once the weather clears.",
  "bookingMail.lead.customer.closed.blackRain":
    "The Observatory has issued the Black Rainstorm Warning, so “{place}” is closed at the time of your booking and your booking has been cancelled at no cost to you. Please stay somewhere safe; you are welcome to book again once the weather clears.",
  "bookingMail.lead.customer.closed.holiday":
    "“{place}” is closed for a holiday at the time of your booking, so your booking has been cancelled at no cost to you. You are welcome to book another time.",
  "bookingMail.lead.customer.closed.privateEvent":
    "“{place}” has a private event at the time of your booking, so your booking has been cancelled at no cost to you. We are sorry; you are welcome to book another time.",
  "bookingMail.lead.customer.closed.other":
    "“{place}” is closed at the time of your booking, so your booking has been cancelled at no cost to you. We are sorry; you are welcome to book another time.",
  "bookingMail.lead.owner.closed.typhoon8":
    "You closed for Typhoon Signal No. 8, so this booking has been cancelled; the guest has been told and pays nothing.",
  "bookingMail.lead.owner.closed.blackRain":
    "You closed for the Black Rainstorm Warning, so this booking has been cancelled; the guest has been told and pays nothing.",
  "bookingMail.lead.owner.closed.holiday":
    "You closed for a holiday, so this booking has been cancelled; the guest has been told and pays nothing.",
  "bookingMail.lead.owner.closed.privateEvent":
    "You closed for a private event, so this booking has been cancelled; the guest has been told and pays nothing.",
  "bookingMail.lead.owner.closed.other":
    "You closed for this time, so this booking has been cancelled; the guest has been told and pays nothing.",
  "bookingMail.closureMessage": "A message from the place: {message}",
} as const;
