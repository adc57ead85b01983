// What other features may use of bookings (docs/ARCHITECTURE.md, Layers).
// Nothing here may load a stylesheet: every feature importing this file would carry it.
export { bookingListItemSchema, bookingStyleSchema } from "./api/booking-schemas.ts";
export { bookingsKey, staleAfterChange, useBookingsScope } from "./api/bookings-scope.ts";
export { formatDay, formatTimes, formatWhen } from "./booking-when.ts";
export { OwnerActions, untimedRequest } from "./components/owner-actions.tsx";
