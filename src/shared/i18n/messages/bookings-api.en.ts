import type { bookingsApiTc } from "./bookings-api.tc.ts";

export const bookingsApiEn: Record<keyof typeof bookingsApiTc, string> = {
  "bookingsApi.notBookable": "This place does not take bookings at the moment.",
  "bookingsApi.invalidBooking": "This booking was not found.",
  "bookingsApi.adults": "Please select the number of adults.",
  "bookingsApi.children": "Please select the number of children.",
  "bookingsApi.tooManyPeople": "Too many people: at most {max}.",
  "bookingsApi.problem.start_date.required": "Please select the start date.",
  "bookingsApi.problem.start_date.format": "Please enter the date as YYYY-MM-DD.",
  "bookingsApi.problem.start_date.too_early": "The date is too early.",
  "bookingsApi.problem.start_date.too_new":
    "The date is too far ahead: bookings open {days} days ahead.",
  "bookingsApi.problem.start_date.closed": "No bookings on this day: please choose another.",
  "bookingsApi.problem.end_date.format": "Please enter the date as YYYY-MM-DD.",
  "bookingsApi.problem.end_date.too_long": "One booking can cover at most {days} days.",
  "bookingsApi.problem.end_date.closed":
    "Some of these days take no bookings: please choose others.",
  "bookingsApi.problem.start_time.required": "Please select the schedule time.",
  "bookingsApi.problem.start_time.format": "Please enter the time as HH:MM.",
  "bookingsApi.problem.start_time.unavailable":
    "This time is full or takes no bookings: please choose another.",
  "bookingsApi.problem.end_time.required": "Please select the start and end time.",
  "bookingsApi.problem.end_time.format": "Please enter the time as HH:MM.",
  "bookingsApi.problem.end_time.before_start":
    "Please select the start and end time: the end must be after the start.",
  "bookingsApi.problem.end_time.unavailable":
    "These hours are full or take no bookings: please choose others.",
  "bookingsApi.problem.adult.required": "Please select the number of adults.",
  "bookingsApi.problem.adult.too_many":
    "Not enough places left at this time: book for fewer people or choose another time.",
  "bookingsApi.problem.table_num.required": "Please select a table.",
  "bookingsApi.problem.table_num.unknown": "A chosen table was not found: please choose again.",
  "bookingsApi.problem.table_num.taken": "A chosen table is already booked: please choose another.",
  "bookingsApi.problem.table_num.party":
    "This table does not take a party of this size: book without choosing a table and the restaurant will seat you.",
  "bookingsApi.problem.table_num.too_small":
    "The chosen table does not seat this many people: book without choosing a table and the restaurant will seat you.",
  "bookingsApi.problem.adult.no_table":
    "No table here seats a party this size. For larger groups, please call the restaurant.",
  "bookingsApi.problem.start_time.full":
    "No table for your party is free at this time: please choose another time.",
  "bookingsApi.holdTaken": "That time was just taken: please pick another time.",
  "bookingsApi.holdLimit":
    "You are holding too many times at once (at most {max}): finish or leave another booking first.",
  "bookingsApi.held": "We are holding this time for you for {minutes} minutes.",
  "bookingsApi.released": "The held time was let go.",
  "bookingsApi.paymentMethod": "Please choose how to pay.",
  "bookingsApi.orderedUntimed":
    "Booking received. The owner will give it a time when confirming it.",
  "bookingsApi.untimed": "This booking's time is still to be confirmed by the owner.",
  "bookingsApi.untimedStatus": "{status} (time to be confirmed by the owner)",
  "bookingsApi.acceptNeedsTime":
    "The customer asked without a time: choose the date and slot of the visit to accept this booking.",
  "bookingsApi.alreadyTimed": "This booking already has its time; accepting cannot change it.",
  "bookingsApi.ordered": "Booking received: waiting for the owner to confirm.",
  "bookingsApi.canceled": "Booking {id} cancelled.",
  "bookingsApi.accepted": "Booking {id} accepted.",
  "bookingsApi.declined": "Booking {id} declined.",
  "bookingsApi.notCustomer": "You did not make this booking, so you cannot cancel it.",
  "bookingsApi.notOwner": "Only the place's author or an administrator can handle this booking.",
  "bookingsApi.alreadyCanceled": "This booking is already cancelled.",
  "bookingsApi.cutOff":
    "Too late to cancel: bookings can be cancelled up to {hours} hours before they start.",
  "bookingsApi.notPending": "Only bookings waiting for confirmation can be handled.",
  "bookingsApi.ownPlace": "You cannot book your own place.",
  "bookingsApi.unverified.email":
    "Before you book, please verify your e-mail address: open the link in the verification e-mail we sent to {email}. If you cannot find it, sign in at {link} to send another.",
  "bookingsApi.unverified.personalInfo":
    "Before you book, please sign in at {link} and fill in your first name, last name and phone number, so the place can reach you.",
  "bookingsApi.unverified.both":
    "Before you book, please sign in at {link} to verify your e-mail address ({email}) and fill in your first name, last name and phone number, so the place can reach you.",
  "bookingsApi.pendingLimit.place":
    "You already have {max} bookings at this place waiting for the owner's answer. Please wait for an answer, or cancel one under My bookings, before asking again.",
  "bookingsApi.pendingLimit.overall":
    "You already have {max} bookings waiting for an owner's answer. Please wait for an answer, or cancel one under My bookings, before asking again.",
  "bookingsApi.accountEmail":
    "Booking confirmations go to your account's verified e-mail address, {email}. To use another address, change it in your account and verify it first.",
  "bookingsApi.status.pending": "Pending",
  "bookingsApi.status.publish": "Accepted",
  "bookingsApi.status.processing": "Processing",
  "bookingsApi.status.completed": "Completed",
  "bookingsApi.status.canceled": "Cancelled",
  "bookingsApi.status.failed": "Failed",
  "bookingsApi.status.refunded": "Refunded",
  "bookingsApi.sort.titleDesc": "Newest first",
  "bookingsApi.sort.titleAsc": "Oldest first",
  "bookingsApi.sort.status": "Status",
  "bookingsApi.title": "Booking {number}",
  "bookingsApi.payment.cash": "Pay at the venue",
  "bookingsApi.payment.cashDesc": "Pay in cash or as the venue accepts when you arrive.",
  "bookingsApi.payment.bank": "Bank transfer",
  "bookingsApi.payment.bankDesc":
    "Pay by FPS or bank transfer; the owner confirms the booking once the money has arrived.",
  "bookingsApi.yes": "Yes",
  "bookingsApi.no": "No",
} as const;
