import { z } from "zod";
import { hongKongMidnight } from "../../../shared/bookings/availability.ts";
import { pageParams, queryOneOf, queryText } from "../listar-params.ts";
import { paginationSchema } from "../listar-schemas.ts";
import { MAX_PER_PAGE } from "../places/place-filter.ts";
import type { RouteDoc } from "../route-doc.ts";
import { FILTER_STATUSES } from "./booking-json.ts";
import {
  bookingListItemSchema,
  bookingViewSchema,
  ownerBookingListItemSchema,
} from "./booking-schemas.ts";

const TAGS = ["bookings"];

export const bookingListQuery = z.object({
  ...pageParams(MAX_PER_PAGE),
  post_status: queryOneOf(FILTER_STATUSES),
  orderby: queryOneOf(["post_title", "comment_count", "post_date"] as const),
  order: queryOneOf(["asc", "desc", "ASC", "DESC"] as const),
  s: queryText(100).meta({ description: "A place's title, a first name or a booking number." }),
  date: queryText(10)
    .refine((date) => date === undefined || hongKongMidnight(date) !== null, {
      message: "accounts.error.dateFormat",
    })
    .meta({ description: "YYYY-MM-DD: the bookings that cover this Hong Kong date." }),
});

export const bookingIdQuery = z.object({
  id: queryText(12).meta({ description: "The booking's id." }),
  token: queryText(100).meta({
    description:
      "Ours: a guest booking's link token (`guest_token` of the order's answer): opens that booking without an account.",
  }),
});

const bookingList = (withAdmin: boolean) => {
  const choice = { title: z.string(), field: z.string(), lang_key: z.string() };
  return z.strictObject({
    success: z.literal(true),
    pagination: paginationSchema,
    attr: z.strictObject({
      ...(withAdmin ? { admin: z.boolean() } : {}),
      sort: z.array(z.strictObject({ ...choice, value: z.enum(["ASC", "DESC"]) })),
      status: z.array(z.strictObject({ ...choice, value: z.enum(FILTER_STATUSES) })),
    }),
    data: z.array(withAdmin ? ownerBookingListItemSchema : bookingListItemSchema),
  });
};

const notSignedIn = { status: 401, codes: ["rest_permission"] };
const invalidBooking = { status: 400, codes: ["rest_invalid_booking"] };
const conflict = { status: 409, codes: ["rest_invalid_booking"] };
const listErrors = [{ status: 400, codes: ["rest_invalid_param", "rest_invalid_page_number"] }];

/** `booking/view`, `booking/calendar` and `booking/list`: one booking, or the customer's. */
export const bookingViewDocs: Record<string, RouteDoc> = {
  "GET /view": {
    summary:
      "One booking: the customer's, on one's place, or any for an admin; a guest's by its token",
    tags: TAGS,
    auth: "optional",
    query: bookingIdQuery,
    response: z.strictObject({ success: z.literal(true), data: bookingViewSchema }),
    errors: [notSignedIn, invalidBooking],
  },
  "GET /calendar": {
    summary: "One booking as an iCalendar file, for “add to calendar”",
    tags: TAGS,
    auth: "optional",
    query: bookingIdQuery,
    response: z.string(),
    responseType: "text/calendar",
    errors: [notSignedIn, invalidBooking, conflict],
  },
  "GET /list": {
    summary: "The signed-in customer's bookings",
    tags: TAGS,
    auth: "signed-in",
    query: bookingListQuery,
    response: bookingList(false),
    errors: listErrors,
  },
};

/** `{ns}/v1/author/booking`, as authorBookingRoutes registers it. */
export const authorBookingDocs: Record<string, RouteDoc> = {
  "GET /booking": {
    summary: "The bookings received on the signed-in user's places (every booking, for an admin)",
    tags: TAGS,
    auth: "signed-in",
    query: bookingListQuery,
    response: bookingList(true),
    errors: listErrors,
  },
};
