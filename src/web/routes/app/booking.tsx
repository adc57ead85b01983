import { useEffect, useRef, useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { AppScreen } from "../../app-frame/app-screen.tsx";
import { useConfirm } from "../../components/confirm-dialog.tsx";
import { QueryFailure, QueryPending } from "../../components/query-failure.tsx";
import { useAuth } from "../../features/accounts/auth-context.tsx";
import { useMoveBooking } from "../../features/bookings/api/booking-moves.ts";
import type { BookingView } from "../../features/bookings/api/booking-schemas.ts";
import { useBooking } from "../../features/bookings/api/get-booking.ts";
import { BookingFacts, useStatusText } from "../../features/bookings/components/booking-facts.tsx";
import { OwnerActions, untimedRequest } from "../../features/bookings/components/owner-actions.tsx";
import { PaymentInstructions } from "../../features/bookings/components/payment-instructions.tsx";
import { StatusBadge } from "../../features/bookings/components/status-badge.tsx";
import { downloadCalendar } from "../../features/bookings/download-calendar.ts";
import { EmptyState } from "../../features/directory/components/place-grid.tsx";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { appHref } from "../../lib/app-paths.ts";
import { useQueryParam } from "../../lib/use-query-param.ts";
import "../../features/directory/directory.css";
import "../../features/bookings/bookings.css";

/** One booking: everything `booking/view` says, and what this user may do with it now. */
export default function BookingScreen() {
  const { t } = useI18n();
  const id = Number(useParams().id);
  const booking = useBooking(id);
  return (
    <AppScreen title={booking.data?.title ?? t("bookings.detail.title")}>
      <div className="bkg-screen">
        {booking.data ? (
          <Detail booking={booking.data} />
        ) : booking.isError ? (
          <QueryFailure error={booking.error} onRetry={() => void booking.refetch()} />
        ) : Number.isInteger(id) && id > 0 ? (
          <QueryPending />
        ) : (
          <EmptyState title={t("bookings.detail.notFound")} />
        )}
      </div>
    </AppScreen>
  );
}

function Detail(props: { booking: BookingView }) {
  const { t } = useI18n();
  const statusText = useStatusText();
  const { token } = useAuth();
  const { booking } = props;
  const move = useMoveBooking();
  const confirm = useConfirm();
  const [done, setDone] = useState<string | null>(null);
  const [calendarFailed, setCalendarFailed] = useState(false);
  const returned = useReturnFromCheckout(booking, setDone);

  async function askCancel() {
    const sure = await confirm({
      title: t("bookings.detail.cancelTitle"),
      body: t("bookings.detail.cancelBody", { title: booking.title }),
      confirmLabel: t("bookings.detail.cancelConfirm"),
      cancelLabel: t("bookings.detail.keep"),
      danger: true,
    });
    if (sure) {
      move.mutate(
        { id: booking.booking_id, move: "cancel" },
        { onSuccess: (answer) => setDone(answer.msg) },
      );
    }
  }

  function saveCalendar(url: string) {
    setCalendarFailed(false);
    downloadCalendar(url, token, `booking-${booking.booking_id}.ics`).catch(() =>
      setCalendarFailed(true),
    );
  }

  const error = move.error ?? returned.error;
  const transfer = booking.payment_qr || booking.bank_account_list.length > 0;
  return (
    <div className="bkg-stack">
      <div className="app-form__status" role="status">
        {done}
      </div>
      {error ? (
        <p className="app-card dir-warning" role="alert">
          {error.message}
        </p>
      ) : null}
      <section className="app-card bkg-section" aria-labelledby="booking-detail-title">
        <header className="bkg-card__head">
          <h2 id="booking-detail-title">{booking.title}</h2>
          <StatusBadge
            name={statusText(booking)}
            color={booking.status_color}
            status={booking.status}
          />
        </header>
        <p className="app-lead">{t(`bookings.detail.explain.${explainKey(booking.status)}`)}</p>
        <BookingFacts booking={booking} />
      </section>
      {booking.allow_payment && transfer ? (
        <section className="app-card bkg-section" aria-labelledby="booking-pay">
          <h2 id="booking-pay">{t("bookings.confirm.howToPay")}</h2>
          <PaymentInstructions
            accounts={booking.bank_account_list}
            qr={booking.payment_qr}
            reference={booking.payment_reference}
          />
        </section>
      ) : null}
      <div className="app-buttons">
        {booking.allow_payment && booking.payment_url ? (
          <a className="app-button app-button--primary" href={booking.payment_url}>
            {t("bookings.detail.pay")}
          </a>
        ) : null}
        {booking.calendar_url && booking.status !== "canceled" ? (
          <button
            type="button"
            className="app-button app-button--secondary"
            onClick={() => saveCalendar(booking.calendar_url as string)}
          >
            {t("bookings.detail.calendar")}
          </button>
        ) : null}
        {booking.allow_accept ? (
          <OwnerActions
            id={booking.booking_id}
            title={booking.title}
            untimed={untimedRequest(booking)}
            onDone={setDone}
          />
        ) : null}
        {booking.allow_mark_paid ? (
          <button
            type="button"
            className="app-button app-button--secondary"
            disabled={move.isPending}
            onClick={() =>
              move.mutate(
                { id: booking.booking_id, move: "markPaid" },
                { onSuccess: (answer) => setDone(answer.msg) },
              )
            }
          >
            {t("bookings.detail.markPaid")}
          </button>
        ) : null}
        {booking.allow_cancel ? (
          <button
            type="button"
            className="app-button app-button--danger"
            disabled={move.isPending}
            onClick={() => void askCancel()}
          >
            {t("bookings.detail.cancel")}
          </button>
        ) : null}
        {booking.place_id ? (
          <Link className="app-button app-button--secondary" to={appHref.place(booking.place_id)}>
            {t("bookings.detail.place")}
          </Link>
        ) : null}
      </div>
      {calendarFailed ? (
        <p className="app-field__error" role="alert">
          {t("bookings.detail.calendarFailed")}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Back from Stripe's Checkout page (`?payment=paid` or `?payment=canceled`): a payment turned
 * down is told to the server once, which ends the booking with the spec's "you have refused to
 * pay"; a paid one is confirmed by Stripe's own event, which may come a moment later.
 */
function useReturnFromCheckout(booking: BookingView, say: (message: string) => void) {
  const { t } = useI18n();
  const outcome = useQueryParam("payment");
  const navigate = useNavigate();
  const move = useMoveBooking();
  const handled = useRef(false);
  useEffect(() => {
    if (handled.current || (outcome !== "paid" && outcome !== "canceled")) return;
    handled.current = true;
    // Once: a reload or Back must not tell it again.
    void navigate(appHref.booking(booking.booking_id), { replace: true });
    if (outcome === "paid") {
      say(t("bookings.detail.paymentReceived"));
    } else if (booking.payment_url) {
      move.mutate(
        { id: booking.booking_id, move: "cancelPayment" },
        { onSuccess: (answer) => say(answer.msg) },
      );
    }
  }, [outcome, booking, navigate, move, say, t]);
  return { error: move.error };
}

/** Which sentence says what a status means for the customer now. */
function explainKey(status: string) {
  switch (status) {
    case "pending":
    case "publish":
    case "processing":
    case "completed":
    case "canceled":
    case "failed":
    case "refunded":
      return status;
    default:
      return "pending";
  }
}
