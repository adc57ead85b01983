import { queryOptions, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { z } from "zod/mini";
import type { ApiClient } from "../../../lib/api-client.ts";
import { nextPage, paginationSchema } from "../../directory/api/directory-schemas.ts";
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

/** The most bookings the day view reads through (100 a page): a busy venue's season. */
const DAY_VIEW_PAGES = 20;

/**
 * Every booking received, for the owner's day view. `author/booking` has no date filter, so the
 * pages are read through (newest first) and the day is picked here; `complete` is false when
 * there were more than the day view reads.
 */
export function useAllReceived(enabled: boolean) {
  const scope = useBookingsScope();
  return useQuery({
    queryKey: bookingsKey(scope, "received-all"),
    enabled: enabled && scope.token !== null,
    queryFn: async ({ signal }) => {
      const first = await getBookings(scope.client, "received", { perPage: 100 }, 1, signal);
      const items = [...first.data];
      const last = Math.min(first.pagination.max_page, DAY_VIEW_PAGES);
      for (let page = 2; page <= last; page++) {
        const next = await getBookings(scope.client, "received", { perPage: 100 }, page, signal);
        items.push(...next.data);
      }
      return { items, complete: first.pagination.max_page <= DAY_VIEW_PAGES };
    },
  });
}
