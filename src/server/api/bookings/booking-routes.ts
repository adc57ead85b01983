import type { FastifyInstance } from "fastify";
import { documentRoutes } from "../route-doc.ts";
import { bookingChangeDocs, bookingChangeRoutes } from "./booking-change-routes.ts";
import { bookingDecisionRoutes } from "./booking-decision-routes.ts";
import { bookingDeskDocs, bookingDeskRoutes } from "./booking-desk-routes.ts";
import { bookingDocs } from "./booking-docs.ts";
import { bookingFormRoutes } from "./booking-form-routes.ts";
import { bookingOrderRoutes } from "./booking-order-routes.ts";
import { viewOf } from "./booking-view.ts";
import { authorBookingDocs } from "./booking-view-docs.ts";
import { authorBookingListRoute, bookingViewRoutes } from "./booking-view-routes.ts";
import { bookingVisitDocs, bookingVisitRoutes } from "./booking-visit-routes.ts";
import { guestBookingRoutes } from "./guest-booking-routes.ts";
import { placeClosureDocs, placeClosureRoutes } from "./place-closure-routes.ts";

/**
 * Bookings (protocol §4.34–4.41): form, cart, order, the customer's and the owner's lists and
 * moves. Each seam has its own file; this registers them on the `booking` prefix.
 */
export async function bookingRoutes(app: FastifyInstance) {
  documentRoutes(app, bookingDocs);
  documentRoutes(app, placeClosureDocs);
  documentRoutes(app, bookingChangeDocs);
  documentRoutes(app, bookingVisitDocs);
  documentRoutes(app, bookingDeskDocs);
  bookingFormRoutes(app);
  bookingOrderRoutes(app);
  bookingViewRoutes(app);
  bookingDecisionRoutes(app);
  placeClosureRoutes(app);
  bookingChangeRoutes(app);
  bookingVisitRoutes(app);
  bookingDeskRoutes(app);
  guestBookingRoutes(app, (booking, viewer, language) => viewOf(app, booking, viewer, language));
}

/** `author/booking`: the bookings received on the signed-in user's places (all, for an admin). */
export async function authorBookingRoutes(app: FastifyInstance) {
  documentRoutes(app, authorBookingDocs);
  authorBookingListRoute(app);
}
