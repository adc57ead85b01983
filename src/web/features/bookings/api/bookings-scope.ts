import { useI18n } from "../../../i18n/i18n-context.tsx";
import { useApiClient } from "../../../lib/api-context.tsx";
import { useAuth } from "../../accounts/index.ts";
import { BOOKINGS_QUERY_ROOT } from "./booking-schemas.ts";

/** What every booking read depends on: the server's words come in the screen's language, lists are the user's. */
export function useBookingsScope() {
  const client = useApiClient();
  const { language } = useI18n();
  const { token } = useAuth();
  return { client, language, token };
}

export type BookingsScope = ReturnType<typeof useBookingsScope>;

export const bookingsKey = (
  scope: Pick<BookingsScope, "language" | "token">,
  call: string,
  params?: unknown,
) => [BOOKINGS_QUERY_ROOT, call, scope.language, scope.token, params ?? null] as const;

/**
 * What a new booking or a status move makes stale: lists, counts, bookings and free times. Not
 * a cart's price: asked again now, it would report the table just booked as taken.
 */
export const staleAfterChange = {
  queryKey: [BOOKINGS_QUERY_ROOT],
  predicate: (query: { queryKey: readonly unknown[] }) => query.queryKey[1] !== "booking/cart",
};
