import { queryOptions, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { z } from "zod/mini";
import type { ApiClient } from "../../../lib/api-client.ts";
import { nextPage, paginationSchema } from "../../directory/index.ts";
import { bookingListAnswerSchema } from "./booking-schemas.ts";
import { bookingsKey, useBookingsScope } from "./bookings-scope.ts";

/** The customer's own bookings, or the ones received on the owner's places. */
export type BookingListKind = "mine" | "received";

const PATHS: Record<BookingListKind, string> = {
  mine: "/{ns}/v1/booking/list",
  received: "/{ns}/v1/author/booking",
};

const PER_PAGE = 20;

export interface BookingListQuery {
  /** `post_status`: one of `attr.status`'s values; blank for every status. */
  status?: string;
  /** `orderby` and `order`, from one of `attr.sort`. */
  orderby?: string;
  order?: string;
  /** Only the bookings that cover this Hong Kong date (YYYY-MM-DD), in time order. */
  date?: string;
  perPage?: number;
}

/** `GET booking/list` (§4.35) or `author/booking` (§4.34): a page, with the sort and status choices. */
export function getBookings(
  client: ApiClient,
  kind: BookingListKind,
  query: BookingListQuery,
  page: number,
  signal?: AbortSignal,
) {
  return client.request({
    path: PATHS[kind],
    query: {
      page,
      per_page: query.perPage ?? PER_PAGE,
      post_status: query.status || undefined,
      orderby: query.orderby || undefined,
      order: query.order || undefined,
      date: query.date || undefined,
    },
    response: bookingListAnswerSchema,
    signal,
  });
}

export function useBookings(kind: BookingListKind, query: BookingListQuery, enabled = true) {
  const scope = useBookingsScope();
  return useInfiniteQuery({
    queryKey: bookingsKey(scope, kind, query),
    queryFn: ({ pageParam, signal }) => getBookings(scope.client, kind, query, pageParam, signal),
    enabled: enabled && scope.token !== null,
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

const placeCount = z.object({ pagination: paginationSchema });

/**
 * The account tab's "booking requests" link and its badge: shown to those who own places or
 * have received bookings (an admin receives every place's), with the requests waiting for an
 * answer. One item a page: only the totals are read.
 */
export function useOwnerBadge() {
  const scope = useBookingsScope();
  const enabled = scope.token !== null;
  const received = (status: string) =>
    queryOptions({
      queryKey: bookingsKey(scope, "received-count", status),
      queryFn: ({ signal }) =>
        getBookings(scope.client, "received", { status, perPage: 1 }, 1, signal).then(
          (answer) => answer.pagination.total,
        ),
      enabled,
    });
  const all = useQuery(received(""));
  const pending = useQuery(received("pending"));
  const places = useQuery({
    queryKey: bookingsKey(scope, "own-place-count"),
    queryFn: ({ signal }) =>
      scope.client
        .request({
          path: "/{ns}/v1/author/listing",
          query: { per_page: 1 },
          response: placeCount,
          signal,
        })
        .then((answer) => answer.pagination.total),
    enabled,
    staleTime: 5 * 60_000,
  });
  return {
    shown: (all.data ?? 0) > 0 || (places.data ?? 0) > 0,
    pending: pending.data ?? 0,
  };
}
