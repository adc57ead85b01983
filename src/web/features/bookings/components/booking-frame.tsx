import type { ReactNode } from "react";
import { AppScreen } from "../../../app-frame/app-screen.tsx";
import { QueryFailure, QueryPending } from "../../../components/query-failure.tsx";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { EmptyState } from "../../directory/index.ts";
import type { BookingView } from "../api/booking-schemas.ts";
import type { useBooking } from "../api/get-booking.ts";

/** The screen around a booking: its title, and what shows while it loads or when it fails. */
export function BookingFrame(props: {
  id: number;
  query: ReturnType<typeof useBooking>;
  /** Something else the page needs is still loading. */
  waiting?: boolean;
  children(booking: BookingView): ReactNode;
}) {
  const { t } = useI18n();
  const { id, query } = props;
  return (
    <AppScreen title={query.data?.title ?? t("bookings.detail.title")}>
      <div className="bkg-screen">
        {query.data && !props.waiting ? (
          props.children(query.data)
        ) : query.isError ? (
          <QueryFailure error={query.error} onRetry={() => void query.refetch()} />
        ) : (Number.isInteger(id) && id > 0) || props.waiting ? (
          <QueryPending />
        ) : (
          <EmptyState title={t("bookings.detail.notFound")} />
        )}
      </div>
    </AppScreen>
  );
}
