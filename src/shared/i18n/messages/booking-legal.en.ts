import type { bookingLegalTc } from "./booking-legal.tc.ts";

export const bookingLegalEn: Record<keyof typeof bookingLegalTc, string> = {
  "bookingLegal.accept":
    "By sending this booking you accept the {terms}; your details go to the place, as the {pics} explains.",
  "bookingLegal.termsLink": "terms of use",
  "bookingLegal.picsLink": "personal information collection statement",
  "bookingLegal.memoHint":
    "Anything the restaurant should know. Dietary needs only if you wish: they are sent to the restaurant.",
  "bookingLegal.bankShownToGuests":
    "Guests who choose bank transfer see these details after booking.",
} as const;
