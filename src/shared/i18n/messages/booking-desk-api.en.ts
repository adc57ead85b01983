import type { bookingDeskApiTc } from "./booking-desk-api.tc.ts";

export const bookingDeskApiEn: Record<keyof typeof bookingDeskApiTc, string> = {
  "bookingDeskApi.notOwner": "Only the place's owner or an admin can see its bookings.",
  "bookingDeskApi.notOwnerGuest": "Only the place's owner or an admin can see a guest's details.",
};
