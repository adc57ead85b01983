import type { RouteDoc } from "../route-doc.ts";
import { bookingFormDocs } from "./booking-form-docs.ts";
import { bookingMoveDocs } from "./booking-move-docs.ts";
import { bookingOrderDocs } from "./booking-order-docs.ts";
import { bookingViewDocs } from "./booking-view-docs.ts";

/** `{ns}/v1/booking/…`, as bookingRoutes registers them. */
export const bookingDocs: Record<string, RouteDoc> = {
  ...bookingFormDocs,
  ...bookingOrderDocs,
  ...bookingViewDocs,
  ...bookingMoveDocs,
};
