import { useEffect, useRef, useState } from "react";
import { Link, useParams } from "react-router";
import { AppScreen } from "../../app-frame/app-screen.tsx";
import { QueryFailure, QueryPending } from "../../components/query-failure.tsx";
import { useCurrentUser } from "../../features/accounts/api/get-current-user.ts";
import type { BookingFormAnswer } from "../../features/bookings/api/booking-schemas.ts";
import type { OrderAnswer } from "../../features/bookings/api/place-order.ts";
import { BookingFacts } from "../../features/bookings/components/booking-facts.tsx";
import { BookingForm } from "../../features/bookings/components/booking-form.tsx";
import { PaymentInstructions } from "../../features/bookings/components/payment-instructions.tsx";
import { StatusBadge } from "../../features/bookings/components/status-badge.tsx";
import { usePlace } from "../../features/directory/api/get-place.ts";
import { EmptyState } from "../../features/directory/components/place-grid.tsx";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { appHref } from "../../lib/app-paths.ts";
import "../../features/directory/directory.css";
import "../../features/bookings/bookings.css";

/** Booking a place: the form of its style, then the confirmation of the request sent. */
export default function Book() {
  const { t } = useI18n();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const place = usePlace(id, null);
  const user = useCurrentUser();
  const [booked, setBooked] = useState<{ answer: OrderAnswer; form: BookingFormAnswer } | null>(
    null,
  );
  const title = place.data
    ? t("bookings.form.titleNamed", { title: place.data.post_title })
    : t("bookings.form.title");
  return (
    <AppScreen title={booked ? t("bookings.confirm.title") : title}>
      <div className="bkg-screen">
        {!valid ? (
          <EmptyState title={t("directory.place.notFound")} />
        ) : booked ? (
          <Confirmation answer={booked.answer} form={booked.form} />
        ) : place.data && !place.data.booking_use ? (
          <EmptyState title={t("bookings.form.notBookable")}>
            <Link className="app-button app-button--secondary" to={appHref.place(id)}>
              {t("bookings.form.backToPlace")}
            </Link>
          </EmptyState>
        ) : user.data ? (
          <BookingForm
            placeId={id}
            user={user.data}
            onBooked={(answer, form) => setBooked({ answer, form })}
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

/** The request sent: what was booked, what happens next, and how to pay. */
function Confirmation(props: { answer: OrderAnswer; form: BookingFormAnswer }) {
  const { t } = useI18n();
  const booking = props.answer.data;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    window.scrollTo({ top: 0 });
    heading.current?.focus();
  }, []);
  const method = props.form.payment.list.find((one) => one.method === booking.payment_method);
  const payUrl = Array.isArray(props.answer.payment) ? undefined : props.answer.payment.url;
  // A card payment goes on to Stripe's page at once; it leads back to the booking.
  useEffect(() => {
    if (payUrl) window.location.assign(payUrl);
  }, [payUrl]);
  return (
    <div className="bkg-stack">
      <section className="app-card bkg-confirm" aria-labelledby="booking-confirm-title">
        <h2 id="booking-confirm-title" ref={heading} tabIndex={-1}>
          {t("bookings.confirm.heading")}
        </h2>
        <p className="bkg-card__head">
          <span>{booking.title}</span>
          <StatusBadge
            name={booking.status_name}
            color={booking.status_color}
            status={booking.status}
          />
        </p>
        <p>{props.answer.msg || t("bookings.confirm.next")}</p>
        <BookingFacts booking={booking} />
      </section>
      {method ? (
        <section className="app-card bkg-section" aria-labelledby="booking-confirm-pay">
          <h2 id="booking-confirm-pay">{t("bookings.confirm.howToPay")}</h2>
          <PaymentInstructions
            instruction={method.instruction || method.desc}
            accounts={booking.bank_account_list}
            qr={booking.payment_qr}
            reference={booking.payment_reference}
          />
          {payUrl ? (
            <a className="app-button app-button--primary" href={payUrl}>
              {t("bookings.detail.pay")}
            </a>
          ) : null}
        </section>
      ) : null}
      <div className="app-buttons">
        <Link className="app-button app-button--primary" to={appHref.booking(booking.booking_id)}>
          {t("bookings.confirm.view")}
        </Link>
        <Link className="app-button app-button--secondary" to={appHref.myBookings()}>
          {t("bookings.mine.title")}
        </Link>
      </div>
    </div>
  );
}
