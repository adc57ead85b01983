import type { bookingPageTc } from "./booking-page.tc.ts";

export const bookingPageEn: Record<keyof typeof bookingPageTc, string> = {
  "bookingPage.owner.heading.request": "New request from {name}",
  "bookingPage.owner.heading.paidRequest": "Paid request from {name}",
  "bookingPage.owner.heading.accepted": "Accepted — {summary}",
  "bookingPage.owner.heading.changed": "Moved — {summary}",
  "bookingPage.owner.heading.arrived": "{name} has arrived — {summary}",
  "bookingPage.owner.heading.walkIn": "Walk-in — {summary}",
  "bookingPage.owner.heading.noShow": "No-show recorded",
  "bookingPage.owner.heading.completed": "Completed — {summary}",
  "bookingPage.owner.heading.canceledByGuest": "Cancelled by {name}",
  "bookingPage.owner.heading.declined": "You declined this request",
  "bookingPage.owner.heading.canceledByPlace": "You cancelled this booking",
  "bookingPage.owner.heading.closed": "Cancelled by your closure",
  "bookingPage.owner.heading.released": "Released: the deposit was not paid in time",
  "bookingPage.owner.heading.lapsed": "Expired: the request was not answered in time",
  "bookingPage.owner.heading.refundDue": "Refund due — {amount} to {name}",
  "bookingPage.owner.heading.refunded": "Refunded — {amount}",
  "bookingPage.owner.heading.failed": "Payment not completed",

  "bookingPage.owner.lead.request":
    "Party of {count}, {when}. Accept or decline it: the guest is told at once.",
  "bookingPage.owner.lead.requestUntimed":
    "Party of {count}; the guest left the time to you. Give it a time or decline it: the guest is told at once.",
  "bookingPage.owner.lead.paidRequest":
    "Party of {count}, {when}, paid. Accept or decline it: the guest is told at once.",
  "bookingPage.owner.lead.accepted": "{when}. When the guest comes, record their arrival.",
  "bookingPage.owner.lead.changed": "Moved to {when}; the guest has been sent the new time.",
  "bookingPage.owner.lead.arrived": "{when}. Mark it completed when the guest leaves.",
  "bookingPage.owner.lead.walkIn":
    "Seated without a booking. Mark it completed when the guest leaves.",
  "bookingPage.owner.lead.noShow":
    "{name} did not come; the table has been freed, and any deposit paid is kept.",
  "bookingPage.owner.lead.completed": "Party of {count}, {when}.",
  "bookingPage.owner.lead.canceledByGuest": "The table is free again; there is nothing to do.",
  "bookingPage.owner.lead.declined": "The guest was told why: {reason}",
  "bookingPage.owner.lead.declinedNoReason": "The guest has been told.",
  "bookingPage.owner.lead.canceledByPlace": "The guest was told why: {reason}",
  "bookingPage.owner.lead.canceledByPlaceNoReason": "The guest has been told.",
  "bookingPage.owner.lead.closed": "The guest was told: {reason}",
  "bookingPage.owner.lead.closedNoReason": "The guest has been told.",
  "bookingPage.owner.lead.released":
    "The deposit was not paid by {payBy}; the table is free again.",
  "bookingPage.owner.lead.lapsed":
    "Nobody answered the request in time; the guest has been told and the table is free.",
  "bookingPage.owner.lead.refundDue":
    "Send it back by FPS or bank transfer, then mark it refunded.",
  "bookingPage.owner.lead.refunded": "The guest has been told the money was sent back.",
  "bookingPage.owner.lead.failed":
    "The guest's payment did not go through, so the booking is not in place.",
  "bookingPage.owner.payBy":
    "Unpaid: unless you record the payment by {payBy}, the request is released.",

  "bookingPage.customer.lead.request":
    "Your request has been sent and is waiting for the restaurant. You will be told by e-mail when it is accepted or declined.",
  "bookingPage.customer.lead.requestUntimed":
    "Your request has been sent; the restaurant will give it a time. You will be told by e-mail.",
  "bookingPage.customer.lead.paidRequest":
    "Your payment has been received and the request is waiting for the restaurant. You will be told by e-mail when it is accepted or declined.",
  "bookingPage.customer.lead.accepted":
    "The restaurant has confirmed your booking for {when}. See you there!",
  "bookingPage.customer.lead.changed":
    "The restaurant moved your booking to {when}. If the new time does not suit you, please contact the restaurant.",
  "bookingPage.customer.lead.arrived":
    "The restaurant has recorded your arrival. Enjoy your visit!",
  "bookingPage.customer.lead.walkIn": "The restaurant has recorded your arrival. Enjoy your visit!",
  "bookingPage.customer.lead.noShow":
    "The restaurant recorded that you did not come. If that is wrong, please contact the restaurant.",
  "bookingPage.customer.lead.completed": "Thank you for your visit!",
  "bookingPage.customer.lead.canceledByGuest":
    "You cancelled this booking; the restaurant has been told.",
  "bookingPage.customer.lead.declined": "The restaurant could not accept your request: {reason}",
  "bookingPage.customer.lead.declinedNoReason":
    "The restaurant could not accept your request. You are welcome to try another time.",
  "bookingPage.customer.lead.canceledByPlace": "The restaurant cancelled: {reason}",
  "bookingPage.customer.lead.canceledByPlaceNoReason": "The restaurant cancelled your booking.",
  "bookingPage.customer.lead.closed": "The restaurant cancelled: {reason}",
  "bookingPage.customer.lead.closedNoReason":
    "The restaurant is closed at that time, so your booking has been cancelled.",
  "bookingPage.customer.lead.released": "Released: the deposit was not paid in time.",
  "bookingPage.customer.lead.lapsed":
    "The restaurant did not answer in time, so the request has lapsed. You are welcome to book again.",
  "bookingPage.customer.lead.refundDue": "{amount} will be refunded by the restaurant.",
  "bookingPage.customer.lead.refunded": "{amount} has been refunded to you.",
  "bookingPage.customer.lead.failed":
    "The payment did not go through, so the booking is not in place.",

  "bookingPage.summary.party": "party of {count}",
  "bookingPage.summary.partyAt": "party of {count} at {time}",
  "bookingPage.summary.tables": "{summary}, table {tables}",
  "bookingPage.guestName": "Guest",

  "bookingPage.guest.title": "Guest",
  "bookingPage.guest.name": "Name",
  "bookingPage.guest.phone": "Phone",
  "bookingPage.guest.whatsapp": "WhatsApp",
  "bookingPage.guest.email": "Email",
  "bookingPage.guest.notes": "Notes",
  "bookingPage.guest.none": "The guest left no contact details.",
  "bookingPage.openDesk": "See the day at the front desk",
} as const;
