import { type ReactNode, useEffect, useRef, useState } from "react";
import { Link, useLocation, useNavigate, useParams } from "react-router";
import { AppScreen } from "../../app-frame/app-screen.tsx";
import { useConfirm } from "../../components/confirm-dialog.tsx";
import { QueryFailure, QueryPending } from "../../components/query-failure.tsx";
import { useAuth } from "../../features/accounts/auth-context.tsx";
import { RequireAccess } from "../../features/accounts/components/access-guards.tsx";
import { useMoveBooking } from "../../features/bookings/api/booking-moves.ts";
import type { BookingView } from "../../features/bookings/api/booking-schemas.ts";
import { useBooking } from "../../features/bookings/api/get-booking.ts";
import {
  useClaimBooking,
  useGuestBooking,
  useGuestMove,
} from "../../features/bookings/api/guest-booking.ts";
import { type BookingAudience, bookingAudience } from "../../features/bookings/booking-audience.ts";
import { justBookedOf } from "../../features/bookings/booking-page.ts";
import {
  BookingFacts,
  type FactLeftOut,
} from "../../features/bookings/components/booking-facts.tsx";
import { GuestContact } from "../../features/bookings/components/guest-contact.tsx";
import { OwnerActions, untimedRequest } from "../../features/bookings/components/owner-actions.tsx";
import { PaymentInstructions } from "../../features/bookings/components/payment-instructions.tsx";
import { StatusBadge } from "../../features/bookings/components/status-badge.tsx";
import { downloadCalendar } from "../../features/bookings/download-calendar.ts";
import { useBookingLead } from "../../features/bookings/use-booking-lead.ts";
import type { DeskBooking } from "../../features/desk/api/desk-schemas.ts";
import { useDesk } from "../../features/desk/api/get-desk.ts";
import { VisitActions } from "../../features/desk/components/visit-actions.tsx";
import { EmptyState } from "../../features/directory/components/place-grid.tsx";
import { useUserRole } from "../../features/listings/api/get-user-role.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { appHref } from "../../lib/app-paths.ts";
import { noticeOf, noticeState } from "../../lib/notice.ts";
import { useQueryParam } from "../../lib/use-query-param.ts";
import "../../features/directory/directory.css";
import "../../features/bookings/bookings.css";
import "../../features/desk/desk.css";

/**
 * One booking: everything `booking/view` says, and what this user may do with it now. The page
 * a booking leads to once made (a reload or a shared link shows it again): the customer's own,
 * signed in, or a guest's, opened by the token in its link (`?token=…`) without an account. Its
 * place's owner (or an admin) reads it in the owner's words, with the guest's contact and what
 * the place can do with it (decision 078).
 */
export default function BookingScreen() {
  const id = Number(useParams().id);
  const token = useQueryParam("token");
  if (token) return <GuestBookingScreen id={id} token={token} />;
  return (
    <RequireAccess access="signedIn">
      <AccountBookingScreen id={id} />
    </RequireAccess>
  );
}

function AccountBookingScreen(props: { id: number }) {
  const { id } = props;
  const booking = useBooking(id);
  // Who the signed-in user is decides whose words the page speaks; a failed look-up leaves
  // them the customer, whose page shows nothing of the place's side.
  const role = useUserRole();
  return (
    <BookingFrame id={id} query={booking} waiting={role.isPending}>
      {(data) => (
        <Detail
          booking={data}
          audience={bookingAudience(
            { guest: false, userId: role.data?.id ?? null, admin: role.data?.admin ?? false },
            data,
          )}
        />
      )}
    </BookingFrame>
  );
}

function GuestBookingScreen(props: { id: number; token: string }) {
  const { id, token } = props;
  const booking = useGuestBooking(id, token);
  return (
    <BookingFrame id={id} query={booking}>
      {(data) => <Detail booking={data} audience="customer" guestToken={token} />}
    </BookingFrame>
  );
}

/** The screen around a booking: its title, and what shows while it loads or when it fails. */
function BookingFrame(props: {
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

function Detail(props: { booking: BookingView; audience: BookingAudience; guestToken?: string }) {
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
      {owner ? <OwnerVisitActions booking={booking} onDone={setDone} /> : null}
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

/**
 * The desk's actions on this booking (arrived, no-show, completed, move, cancel for the guest,
 * refunded), offered as its state allows now. The day's desk gives the place's tables to move
 * it to; without them (a booking with no day yet) only its time can move.
 */
function OwnerVisitActions(props: { booking: BookingView; onDone(message: string): void }) {
  const { booking } = props;
  const desk = useDesk(booking.start_date ? booking.place_id : null, booking.start_date);
  return (
    <VisitActions
      booking={deskBookingOf(booking)}
      tables={desk.data?.place.tables}
      onDone={props.onDone}
    />
  );
}

/** A booking's view read as the desk lists it: the owner's list item with the guest's contact. */
function deskBookingOf(booking: BookingView): DeskBooking {
  return {
    ...booking,
    ID: booking.booking_id,
    first_name: booking.billing_first_name,
    last_name: booking.billing_last_name,
    date: booking.created_on,
    phone: booking.billing_phone,
    email: booking.billing_email,
    service_name: "",
    staff_id: null,
    staff_name: "",
    paid: booking.paid_at !== "",
  };
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

/**
 * Arrived from the booking form: says the booking was sent (focused, for screen readers), and
 * goes on to a card payment's Checkout page at once. Once: the history entry forgets it, so a
 * reload shows the booking without either.
 */
function useJustBooked(booking: BookingView, guestToken?: string) {
  const location = useLocation();
  const navigate = useNavigate();
  const [arrived] = useState(() => justBookedOf(location.state));
  const heading = useRef<HTMLParagraphElement>(null);
  const handled = useRef(false);
  useEffect(() => {
    if (!arrived || handled.current) return;
    handled.current = true;
    window.scrollTo({ top: 0 });
    heading.current?.focus();
    void navigate(appHref.booking(booking.booking_id, guestToken ?? null), {
      replace: true,
      state: null,
    });
    if (arrived.payUrl) window.location.assign(arrived.payUrl);
  }, [arrived, booking.booking_id, guestToken, navigate]);
  return arrived ? { heading } : null;
}

/**
 * A guest's booking kept in an account: signed in, one tap (the server checks the account's
 * proven e-mail is the booking's); otherwise sign up or sign in first, then back here, where
 * `claim=1` keeps it at once.
 */
function KeepInAccount(props: {
  booking: BookingView;
  guestToken: string;
  onKept(message: string): void;
}) {
  const { t } = useI18n();
  const { token } = useAuth();
  const claim = useClaimBooking();
  const location = useLocation();
  const autoClaim = useQueryParam("claim") === "1";
  const tried = useRef(false);
  const { booking, guestToken, onKept } = props;
  const keep = () =>
    claim.mutate(
      { id: booking.booking_id, token: guestToken },
      { onSuccess: (answer) => onKept(answer.msg) },
    );
  const keepRef = useRef(keep);
  keepRef.current = keep;
  useEffect(() => {
    if (!autoClaim || !token || tried.current) return;
    tried.current = true;
    keepRef.current();
  }, [autoClaim, token]);
  const params = new URLSearchParams(location.search);
  params.set("claim", "1");
  const back = `${location.pathname}?${params.toString()}`;
  return (
    <section className="app-card bkg-section bkg-keep" aria-labelledby="booking-keep-title">
      <h2 id="booking-keep-title">{t("bookings.guest.keepTitle")}</h2>
      <p>
        {booking.billing_email
          ? t("bookings.guest.keepBody", { email: booking.billing_email })
          : t("bookings.guest.keepBodyNoEmail")}
      </p>
      <p className="app-field__hint">{t("bookings.guest.linkHint")}</p>
      {claim.error ? (
        <p className="app-field__error" role="alert">
          {claim.error.message}
        </p>
      ) : null}
      <div className="app-buttons">
        {token ? (
          <button
            type="button"
            className="app-button app-button--primary"
            disabled={claim.isPending}
            onClick={keep}
          >
            {t("bookings.guest.keep")}
          </button>
        ) : (
          <>
            <Link className="app-button app-button--primary" to={appHref.signUp(back)}>
              {t("bookings.guest.signUp")}
            </Link>
            <Link className="app-button app-button--secondary" to={appHref.signIn(back)}>
              {t("bookings.guest.signIn")}
            </Link>
          </>
        )}
      </div>
    </section>
  );
}

/**
 * Back from Stripe's Checkout page (`?payment=paid` or `?payment=canceled`): a payment turned
 * down is told to the server once, which ends the booking with the spec's "you have refused to
 * pay"; a paid one is confirmed by Stripe's own event, which may come a moment later.
 */
function useReturnFromCheckout(
  booking: BookingView,
  say: (message: string) => void,
  guestToken?: string,
) {
  const { t } = useI18n();
  const outcome = useQueryParam("payment");
  const navigate = useNavigate();
  const move = useMoveBooking();
  const guestMove = useGuestMove();
  const handled = useRef(false);
  useEffect(() => {
    if (handled.current || (outcome !== "paid" && outcome !== "canceled")) return;
    handled.current = true;
    // Once: a reload or Back must not tell it again.
    void navigate(appHref.booking(booking.booking_id, guestToken ?? null), { replace: true });
    if (outcome === "paid") {
      say(t("bookings.detail.paymentReceived"));
    } else if (booking.payment_url) {
      const onSuccess = (answer: { msg: string }) => say(answer.msg);
      if (guestToken) {
        guestMove.mutate(
          { id: booking.booking_id, token: guestToken, move: "cancelPayment" },
          { onSuccess },
        );
      } else {
        move.mutate({ id: booking.booking_id, move: "cancelPayment" }, { onSuccess });
      }
    }
  }, [outcome, booking, navigate, move, guestMove, say, t, guestToken]);
  return { error: move.error ?? guestMove.error };
}
