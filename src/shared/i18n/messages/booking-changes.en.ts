import type { bookingChangesTc } from "./booking-changes.tc.ts";

export const bookingChangesEn: Record<keyof typeof bookingChangesTc, string> = {
  "bookingChanges.moved": "Booking #{id} moved; the guest has been told.",
  "bookingChanges.notMovable":
    "This booking can no longer be moved: only a timed booking not yet completed or cancelled can.",
  "bookingChanges.changedMeanwhile":
    "This booking has just changed: please reload it and try again.",
  "bookingChanges.nothingToChange": "Choose a new date, time or table.",
  "bookingChanges.noTables": "This booking holds no tables.",
  "bookingChanges.walkedIn": "Walk-in of {persons} seated (booking #{id}).",
  "bookingChanges.walkIn.persons": "Enter between 1 and {max} people.",
  "bookingChanges.walkIn.full": "No table is free for {persons} now.",
  "bookingChanges.walkIn.too_many": "The place is full now: there is no room for {persons} more.",
  "bookingChanges.walkIn.no_table": "No table or combination of tables seats {persons}.",
} as const;
