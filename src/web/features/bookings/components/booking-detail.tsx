import { type ReactNode, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { useConfirm } from "../../../components/confirm-dialog.tsx";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { appHref } from "../../../lib/app-paths.ts";
import { noticeOf, noticeState } from "../../../lib/notice.ts";
import { useAuth } from "../../accounts/index.ts";
import { useMoveBooking } from "../api/booking-moves.ts";
import type { BookingView } from "../api/booking-schemas.ts";
import { useGuestMove } from "../api/guest-booking.ts";
import type { BookingAudience } from "../booking-audience.ts";
import { downloadCalendar } from "../download-calendar.ts";
import { useBookingLead } from "../use-booking-lead.ts";
import { useJustBooked } from "../use-just-booked.ts";
import { useReturnFromCheckout } from "../use-return-from-checkout.ts";
import { BookingFacts, type FactLeftOut } from "./booking-facts.tsx";
import { GuestContact } from "./guest-contact.tsx";
import { KeepInAccount } from "./keep-in-account.tsx";
import { OwnerActions, untimedRequest } from "./owner-actions.tsx";
import { PaymentInstructions } from "./payment-instructions.tsx";
import { StatusBadge } from "./status-badge.tsx";

/** One booking's page body: what it is, and what this audience may do with it now. */
export function BookingDetail(props: {
  booking: BookingView;
  audience: BookingAudience;
  guestToken?: string;
  /**
   * The owner's desk actions, given how to say what they did. The page passes them in: they
   * come from the desk feature, whose files this feature may not import.
   */
  visitActions?(onDone: (message: string) => void): ReactNode;
}) {
  const { t } = useI18n();
  const { token } = useAuth();
  const { booking, audience, guestToken } = props;
  const owner = audience === "owner";
  const lead = useBookingLead(booking, audience);
  const move = useMoveBooking();
  const guestMove = useGuestMove();
  const confirm = useConfirm();
  const location = useLocation();
  const navigate = useNavigate();
  const [done, setDone] = useState<string | null>(() => noticeOf(location.state));
  const [calendarFailed, setCalendarFailed] = useState(false);
  const returned = useReturnFromCheckout(booking, setDone, guestToken);
  const justBooked = useJustBooked(booking, guestToken);

  async function askCancel() {
    const sure = await confirm({
      title: t("bookings.detail.cancelTitle"),
      body: t("bookings.detail.cancelBody", { title: booking.title }),
      confirmLabel: t("bookings.detail.cancelConfirm"),
      cancelLabel: t("bookings.detail.keep"),
      danger: true,
    });
    if (!sure) return;
    const onSuccess = (answer: { msg: string }) => setDone(answer.msg);
    if (guestToken) {
      guestMove.mutate(
        { id: booking.booking_id, token: guestToken, move: "cancel" },
        { onSuccess },
      );
    } else {
      move.mutate({ id: booking.booking_id, move: "cancel" }, { onSuccess });
    }
  }

  function saveCalendar(url: string) {
    setCalendarFailed(false);
    downloadCalendar(
      guestToken ? withToken(url, guestToken) : url,
      token,
      `booking-${booking.booking_id}.ics`,
    ).catch(() => setCalendarFailed(true));
  }

  const error = move.error ?? guestMove.error ?? returned.error;
  const busy = move.isPending || guestMove.isPending;
  const transfer = booking.payment_qr || booking.bank_account_list.length > 0;
  // The owner's guest card says the contact and notes; a lead quoting the reason says that.
  const leftOut: FactLeftOut[] = [
    ...(owner ? (["contact", "memo"] as const) : []),
    ...(lead.quotesReason ? (["reason"] as const) : []),
  ];
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
        {justBooked ? (
          <p className="bkg-sent" ref={justBooked.heading} tabIndex={-1}>
            {t("bookings.confirm.heading")}
          </p>
        ) : null}
        <header className="bkg-card__head">
          <h2 id="booking-detail-title">{lead.heading ?? booking.title}</h2>
          <StatusBadge booking={booking} audience={audience} />
        </header>
        {lead.lead ? <p className="app-lead">{lead.lead}</p> : null}
        {lead.note ? <p className="bkg-deadline">{lead.note}</p> : null}
        <BookingFacts booking={booking} leave={leftOut} />
      </section>
      {owner ? <GuestContact booking={booking} /> : null}
      {owner && (booking.allow_accept || booking.allow_mark_paid) ? (
        <div className="app-buttons">
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
              disabled={busy}
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
        </div>
      ) : null}
      {owner ? props.visitActions?.(setDone) : null}
      {booking.allow_payment && transfer ? (
        <section className="app-card bkg-section" aria-labelledby="booking-pay">
          <h2 id="booking-pay">{t("bookings.confirm.howToPay")}</h2>
          <PaymentInstructions
            accounts={booking.bank_account_list}
            qr={booking.payment_qr}
            reference={booking.payment_reference}
            amount={booking.payment_amount}
            payBy={booking.pay_by}
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
        {booking.allow_cancel ? (
          <button
            type="button"
            className="app-button app-button--danger"
            disabled={busy}
            onClick={() => void askCancel()}
          >
            {t("bookings.detail.cancel")}
          </button>
        ) : null}
        {owner && booking.place_id ? (
          <Link
            className="app-button app-button--secondary"
            to={appHref.ownerDesk({
              place: booking.place_id,
              date: booking.start_date || undefined,
            })}
          >
            {t("bookingPage.openDesk")}
          </Link>
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
      {guestToken ? (
        <KeepInAccount
          booking={booking}
          guestToken={guestToken}
          onKept={(message) =>
            void navigate(appHref.booking(booking.booking_id), {
              replace: true,
              state: noticeState(message || t("bookings.guest.kept")),
            })
          }
        />
      ) : null}
    </div>
  );
}

/** A URL with the guest's token added, unless it has one already. */
function withToken(url: string, token: string): string {
  try {
    const parsed = new URL(url, window.location.origin);
    if (!parsed.searchParams.has("token")) parsed.searchParams.set("token", token);
    return parsed.toString();
  } catch {
    return url;
  }
}
