import { Link, useParams } from "react-router";
import { AppScreen } from "../../app-frame/app-screen.tsx";
import { QueryFailure, QueryPending } from "../../components/query-failure.tsx";
import { useCurrentUser } from "../../features/accounts/api/get-current-user.ts";
import { useAuth } from "../../features/accounts/auth-context.tsx";
import { useOpenBookingPage } from "../../features/bookings/booking-page.ts";
import { BookingForm } from "../../features/bookings/components/booking-form.tsx";
import { usePlace } from "../../features/directory/api/get-place.ts";
import { EmptyState } from "../../features/directory/components/place-grid.tsx";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { appHref } from "../../lib/app-paths.ts";
import "../../features/directory/directory.css";
import "../../features/bookings/bookings.css";

/**
 * Booking a place: the form of its style, for anyone (#27). A guest gives their details in the
 * form, which proves the e-mail with a code; a signed-in customer's come from the account (one
 * not yet verified is told what the server asks). Once booked, the booking's own page replaces
 * this one (`useOpenBookingPage`), so a reload shows the booking, not a blank form.
 */
export default function Book() {
  const { t } = useI18n();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const place = usePlace(id, null);
  const { token } = useAuth();
  const user = useCurrentUser();
  const openBooking = useOpenBookingPage();
  const title = place.data
    ? t("bookings.form.titleNamed", { title: place.data.post_title })
    : t("bookings.form.title");
  return (
    <AppScreen title={title}>
      <div className="bkg-screen">
        {!valid ? (
          <EmptyState title={t("directory.place.notFound")} />
        ) : place.data && !place.data.booking_use ? (
          <EmptyState title={t("bookings.form.notBookable")}>
            <Link className="app-button app-button--secondary" to={appHref.place(id)}>
              {t("bookings.form.backToPlace")}
            </Link>
          </EmptyState>
        ) : token === null || user.data ? (
          <BookingForm
            placeId={id}
            user={user.data ?? null}
            onBooked={(answer) => openBooking(answer)}
          />
        ) : user.isError ? (
          <QueryFailure error={user.error} onRetry={() => void user.refetch()} />
        ) : (
          <QueryPending />
        )}
      </div>
    </AppScreen>
  );
}
