import type { guestBookingTc } from "./guest-booking.tc.ts";

export const guestBookingEn: Record<keyof typeof guestBookingTc, string> = {
  "bookingsApi.guest.nameRequired": "Enter your name.",
  "bookingsApi.guest.phoneRequired":
    "Enter a mobile number: the restaurant uses it to confirm your table.",
  "bookingsApi.guest.phone":
    "That phone number does not look right: enter an 8-digit Hong Kong number, or + and the country code.",
  "bookingsApi.guest.codeRequired": "Enter the 6-digit code we e-mailed you.",
  "bookingsApi.guest.codeFormat": "The code is 6 digits.",
  "bookingsApi.guest.codeWrong":
    "That code is not right. Check the latest mail we sent to {email}.",
  "bookingsApi.guest.codeExpired":
    "That code has expired, was used already or was tried too often. Ask for a new code.",
  "bookingsApi.guest.codeSent": "We sent a code to {email}. It works for {minutes} minutes.",
  "bookingsApi.guest.codeWait": "Please wait {seconds} seconds before asking for another code.",
  "bookingsApi.guest.mailFailed": "We could not send the code. Please try again in a moment.",
  "bookingsApi.guest.pendingLimit":
    "This e-mail address or connection already has {max} booking requests waiting for the place to answer. Wait for an answer, or cancel one from the link in its mail, before asking for another.",
  "bookingsApi.guest.claimed": "Booking {id} is now kept in your account.",
  "bookingsApi.guest.claimUnverified":
    "Verify your account's e-mail address first, then keep the booking in your account.",
  "bookingsApi.guest.claimOtherEmail":
    "This booking was made with another e-mail address than your account's ({email}), so it cannot be kept in this account. Sign in or sign up with the address you booked with.",
  "bookingsApi.guest.alreadyClaimed": "This booking is already kept in an account.",
  "guestCodeMail.subject": "Your booking code: {code}",
  "guestCodeMail.body":
    "You are booking {place} on Tablestart. Enter this code on the booking page:\n\n{code}\n\nIt works for {minutes} minutes, once. If you did not ask to book, ignore this mail: without the code nothing is booked.",
  "bookingMail.guestLink":
    "Your booking: {link}\n(Open it to see or cancel the booking. The link is your key: do not forward it.)",
  "bookingMail.guestAccount":
    "Want to keep the booking in an account? Sign in or sign up with this e-mail address, open the link above and choose “Keep in my account”.",
};
