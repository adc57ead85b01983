import type { BookingView } from "./api/booking-schemas.ts";

/** Whose words a booking's page speaks: its customer's, or its place's (decision 078). */
export type BookingAudience = "customer" | "owner";

/** Who is looking: a guest by the booking's link, or a signed-in user and whether an admin. */
export interface BookingViewer {
  guest: boolean;
  userId: number | null;
  admin: boolean;
}

/**
 * The place's owner reads the booking as the place (`author` is the owner's id); so does an
 * admin, unless the booking is the admin's own as a customer. A guest opening it by its link,
 * and everyone else the server shows it to, is its customer.
 */
export function bookingAudience(
  viewer: BookingViewer,
  booking: Pick<BookingView, "author" | "customer_user">,
): BookingAudience {
  if (viewer.guest || viewer.userId === null) return "customer";
  const me = String(viewer.userId);
  if (booking.author === me) return "owner";
  return viewer.admin && booking.customer_user !== me ? "owner" : "customer";
}
