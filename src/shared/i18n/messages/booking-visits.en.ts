import type { bookingVisitsTc } from "./booking-visits.tc.ts";

export const bookingVisitsEn: Record<keyof typeof bookingVisitsTc, string> = {
  "bookingVisits.arrived": "Booking {id}: the guest has arrived.",
  "bookingVisits.noShow": "Booking {id} recorded as a no-show; its table can be booked again.",
  "bookingVisits.completed": "Booking {id} completed.",
  "bookingVisits.canceled": "Booking {id} cancelled; the guest has been told the reason.",
  "bookingVisits.refunded": "Booking {id}: the refund is recorded and the guest has been told.",
  "bookingVisits.notVisitable":
    "A visit can only be recorded on an accepted or paid booking that has its time.",
  "bookingVisits.alreadyRecorded": "This has already been recorded for this booking.",
  "bookingVisits.earlyArrival":
    "A guest can be marked arrived from {hours} hours before the booking starts.",
  "bookingVisits.notStarted": "This can be recorded once the booking has started.",
  "bookingVisits.tablesTaken":
    "This booking's table or time has been taken by another booking since, so the guest cannot be marked arrived.",
  "bookingVisits.notCancelable":
    "Only requests and accepted bookings that are not yet done can be cancelled.",
  "bookingVisits.noRefundDue": "No refund is owed on this booking.",
} as const;
