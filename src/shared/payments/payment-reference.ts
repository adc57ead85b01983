/**
 * The one name of a booking that money follows: what a customer writes in a transfer's note,
 * what the FPS QR carries, what the booking's title, page and mails call it. `TS` and the
 * booking number in at least four digits ("TS0034"): short, typeable, and unlike a phone number.
 */
export const bookingReference = (id: number) => `TS${String(id).padStart(4, "0")}`;
