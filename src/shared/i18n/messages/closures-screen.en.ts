import type { closuresScreenTc } from "./closures-screen.tc.ts";

export const closuresScreenEn: Record<keyof typeof closuresScreenTc, string> = {
  "closuresScreen.title": "Closures and holidays",
  "closuresScreen.link": "Close for a while",
  "closuresScreen.linkNamed": "Close {title} for a while",
  "closuresScreen.place": "Place",
  "closuresScreen.placeNumber": "Place #{id}",
  "closuresScreen.noPlaces": "None of your places takes bookings yet",
  "closuresScreen.noPlacesHint":
    "Turn bookings on in a place's details to close it for a typhoon, a holiday or a private event.",
  "closuresScreen.tonight": "Close tonight",
  "closuresScreen.tonightHint":
    "For Typhoon Signal No. 8 or the Black Rainstorm Warning: from now until the end of today.",
  "closuresScreen.form.title": "Close a day or some hours",
  "closuresScreen.form.day": "Day",
  "closuresScreen.form.span": "How long",
  "closuresScreen.form.wholeDay": "The whole day",
  "closuresScreen.form.hours": "Some hours",
  "closuresScreen.form.from": "From",
  "closuresScreen.form.to": "To",
  "closuresScreen.form.dayEnd": "24:00 (end of the day)",
  "closuresScreen.form.reason": "Why",
  "closuresScreen.form.message": "Message to guests",
  "closuresScreen.form.messageHint": "Sent with the cancellation, e.g. “Stay safe, see you soon.”",
  "closuresScreen.form.submit": "Close for bookings…",
  "closuresScreen.reason.typhoon8": "Typhoon Signal No. 8",
  "closuresScreen.reason.blackRain": "Black Rainstorm",
  "closuresScreen.reason.holiday": "Public holiday",
  "closuresScreen.reason.privateEvent": "Private event",
  "closuresScreen.reason.other": "Other",
  "closuresScreen.confirm.title": "Close for bookings?",
  "closuresScreen.confirm.body":
    "{place}: {when}, {reason}. Every booking in this window is cancelled and each guest is told at once; card payments are refunded. Nobody can book this time until you reopen.",
  "closuresScreen.confirm.ok": "Close and tell guests",
  "closuresScreen.done.none": "Closed. No bookings were affected.",
  "closuresScreen.done.one": "Closed: 1 booking cancelled, its guest told.",
  "closuresScreen.done.many": "Closed: {count} bookings cancelled, guests told.",
  "closuresScreen.allDay": "all day",
  "closuresScreen.upcoming.title": "Closures to come",
  "closuresScreen.upcoming.none": "No closures to come.",
  "closuresScreen.upcoming.note":
    "Reopening lets guests book that time again. Bookings a closure cancelled do not come back: their guests have been told.",
  "closuresScreen.reopen": "Reopen",
  "closuresScreen.reopenNamed": "Reopen {when}",
  "closuresScreen.reopen.title": "Reopen for bookings?",
  "closuresScreen.reopen.body":
    "Guests can book {when} again. The bookings this closure cancelled stay cancelled.",
  "closuresScreen.holidays.title": "Hong Kong public holidays",
  "closuresScreen.holidays.intro":
    "The next 12 months. Close a day in advance and guests cannot book it.",
  "closuresScreen.holidays.lunarNewYear": "Lunar New Year",
  "closuresScreen.holidays.close": "Close this day",
  "closuresScreen.holidays.closeNamed": "Close on {holiday} ({date})",
  "closuresScreen.holidays.closed": "Closed",
  "closuresScreen.holidays.until":
    "Holidays are known to the end of {year}; the Government gazettes each year's list around the middle of the year before.",
} as const;
