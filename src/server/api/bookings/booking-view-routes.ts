import { and, asc, desc, eq, gte, ilike, isNotNull, lte, ne, or, type SQL, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { type BookingStatus, bookings } from "../../../db/schema.ts";
import type { MessageKey } from "../../../shared/i18n/messages/index.ts";
import { requireUser } from "../../plugins/authentication.ts";
import { requestLanguage } from "../../request-language.ts";
import { ApiError } from "../api-error.ts";
import { pagination } from "../pagination.ts";
import { DEFAULT_PER_PAGE } from "../places/place-filter.ts";
import { readQuery } from "../route-doc.ts";
import { parseOrThrow } from "../validate.ts";
import { bookedPlace, bookingCalendar, mailboxOf } from "./booking-calendar.ts";
import { say } from "./booking-errors.ts";
import {
  bookingListItemJson,
  filterTitle,
  offeredFilters,
  type Reader,
  STATE_FILTERS,
  type StateFilter,
} from "./booking-json.ts";
import { askedBooking, isAdmin } from "./booking-permissions.ts";
import { isScheduled } from "./booking-store.ts";
import { viewOf } from "./booking-view.ts";
import { bookingIdQuery, bookingListQuery } from "./booking-view-docs.ts";

/** The `id` query, as sent: not read as a bracketed list, which names no booking. */
const bookingIdOf = (request: FastifyRequest) =>
  parseOrThrow(bookingIdQuery, request.query, requestLanguage(request));

/** The bookings a state filter (decision 078) stands for, read from the facts the place recorded. */
const STATE_FILTER_WHERE: Record<StateFilter, SQL | undefined> = {
  arrived: and(eq(bookings.visit, "arrived"), ne(bookings.createdVia, "walk_in")),
  no_show: eq(bookings.visit, "noShow"),
  walk_in: eq(bookings.createdVia, "walk_in"),
  changed: isNotNull(bookings.changedAt),
  canceled_by_place: and(eq(bookings.status, "canceled"), eq(bookings.canceledBy, "place")),
  refund_due: eq(bookings.refund, "due"),
};

/** A `post_status` value's condition: a status's own, or a state's. */
const filterWhere = (value: BookingStatus | StateFilter) =>
  value in STATE_FILTERS
    ? STATE_FILTER_WHERE[value as StateFilter]
    : eq(bookings.status, value as BookingStatus);

/** `booking/view`, `booking/calendar` and the customer's `booking/list`. */
export function bookingViewRoutes(app: FastifyInstance) {
  const { db } = app.database;

  app.get("/view", async (request) => {
    const { id, token } = bookingIdOf(request);
    const { user, language, booking } = await askedBooking(app, request, id, token);
    return { success: true, data: await viewOf(app, booking, user, language) };
  });

  /** The booking as a calendar file for the app's "add to calendar", for whoever may view it. */
  app.get("/calendar", async (request, reply) => {
    const { id, token } = bookingIdOf(request);
    const { language, booking } = await askedBooking(app, request, id, token);
    if (!isScheduled(booking)) {
      throw new ApiError(409, "rest_invalid_booking", say(language, "bookingsApi.untimed"));
    }
    const calendar = bookingCalendar(booking, {
      method: "PUBLISH",
      language,
      siteUrl: app.config.siteUrl,
      organizerEmail: mailboxOf(app.config.mailFrom),
      place: await bookedPlace(db, booking),
      attendeeName: true,
    });
    return reply
      .type("text/calendar; charset=utf-8")
      .header("content-disposition", `attachment; filename="booking-${booking.id}.ics"`)
      .send(calendar);
  });

  app.get("/list", { config: { signedIn: "rest_permission" } }, async (request) => {
    const user = requireUser(request);
    return bookingList(app, request, eq(bookings.customerId, user.id), "customer");
  });
}

/** `author/booking`'s list: the bookings received on the user's places (all, for an admin). */
export function authorBookingListRoute(app: FastifyInstance) {
  app.get("/booking", { config: { signedIn: "rest_permission" } }, async (request) => {
    const user = requireUser(request);
    return bookingList(
      app,
      request,
      isAdmin(user) ? undefined : eq(bookings.ownerId, user.id),
      "owner",
    );
  });
}

/**
 * A page of bookings under `scope`, with Listar's `attr` sort and status choices, as `reader`
 * reads them: the owner's list (`author/booking`) also says whether the caller is an admin.
 */
async function bookingList(
  app: FastifyInstance,
  request: FastifyRequest,
  scope: SQL | undefined,
  reader: Reader,
) {
  const { db } = app.database;
  const language = requestLanguage(request);
  const query = readQuery(request, bookingListQuery);
  const page = query.page ?? 1;
  const perPage = query.per_page ?? DEFAULT_PER_PAGE;
  const { post_status: status, orderby: orderBy, order, s: search } = query;
  // Ours: the bookings that cover one Hong Kong date (a stay covers each of its days).
  const date = query.date;
  const where = and(
    scope,
    status ? filterWhere(status) : undefined,
    date ? and(lte(bookings.startDate, date), gte(bookings.endDate, date)) : undefined,
    search
      ? or(
          ilike(bookings.placeTitle, `%${search.replace(/[\\%_]/g, "\\$&")}%`),
          ilike(bookings.firstName, `%${search.replace(/[\\%_]/g, "\\$&")}%`),
          // A booking by its number or its reference ("34", "0034", "TS0034").
          sql`${bookings.id}::text = ${search.replace(/^\D*0*/, "")}`,
        )
      : undefined,
  );
  const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(bookings).where(where);
  const paging = pagination(page, perPage, counted?.n ?? 0, language);
  const direction = order?.toLowerCase() === "asc" ? asc : desc;
  const rows = await db
    .select()
    .from(bookings)
    .where(where)
    .orderBy(
      ...(date && !orderBy
        ? [asc(bookings.startsAt), asc(bookings.id)]
        : [
            orderBy === "comment_count" ? direction(bookings.status) : direction(bookings.id),
            desc(bookings.id),
          ]),
    )
    .limit(perPage)
    .offset((page - 1) * perPage);
  const sort = (key: MessageKey, field: string, langKey: string, value: "ASC" | "DESC") => ({
    title: say(language, key),
    field,
    lang_key: langKey,
    value,
  });
  return {
    success: true,
    pagination: paging,
    attr: {
      ...(reader === "owner" ? { admin: isAdmin(request.user) } : {}),
      sort: [
        sort("bookingsApi.sort.titleDesc", "post_title", "post_title_desc", "DESC"),
        sort("bookingsApi.sort.titleAsc", "post_title", "post_title_asc", "ASC"),
        sort("bookingsApi.sort.status", "comment_count", "comment_count_desc", "DESC"),
      ],
      status: offeredFilters(reader).map((value) => ({
        title: filterTitle(value, language, reader),
        field: "post_status",
        lang_key: `post_status_${value}`,
        value,
      })),
    },
    data: rows.map((row) => bookingListItemJson(row, language, reader)),
  };
}
