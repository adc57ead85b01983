import { type MouseEvent, useEffect, useRef } from "react";
import { Link, useNavigate } from "react-router";
import { QueryFailure, QueryPending } from "../../../components/query-failure.tsx";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { appHref } from "../../../lib/app-paths.ts";
import { formatDay, formatWhen, OwnerActions, untimedRequest } from "../../bookings/index.ts";
import { useDialogHistory } from "../../directory/index.ts";
import type { DeskBooking, DeskTable } from "../api/desk-schemas.ts";
import { useGuestCard } from "../api/get-desk.ts";
import { DeskState, useDeskText } from "./desk-text.tsx";
import { VisitActions } from "./visit-actions.tsx";

/**
 * The guest card: who is coming (with a tap to call or WhatsApp them), their party and notes,
 * what they pay, how they have kept their bookings here before, and what the owner can do with
 * this booking. A native modal dialog that Back closes; `booking` null closes it.
 */
export function GuestCard(props: {
  booking: DeskBooking | null;
  tables: readonly DeskTable[];
  onClose(): void;
  onDone(message: string): void;
}) {
  const navigate = useNavigate();
  const ref = useRef<HTMLDialogElement>(null);
  const open = props.booking !== null;
  const close = useDialogHistory(open, props.onClose);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className="dir-sheet desk-guest"
      aria-labelledby="guest-card-title"
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
    >
      {props.booking ? (
        <div className="dir-sheet__form">
          <GuestCardBody
            booking={props.booking}
            tables={props.tables}
            onClose={() => close()}
            // A link leaves once the dialog's own history entry is gone, or Back would return to it.
            onGo={(to) => close(() => void navigate(to))}
            // The screen says what happened once the dialog's history entry is gone.
            onDone={(message) => close(() => props.onDone(message))}
          />
        </div>
      ) : null}
    </dialog>
  );
}

function GuestCardBody(props: {
  booking: DeskBooking;
  tables: readonly DeskTable[];
  onClose(): void;
  onGo(to: string): void;
  onDone(message: string): void;
}) {
  const { t, language } = useI18n();
  const text = useDeskText(props.tables);
  const { booking } = props;
  const card = useGuestCard(booking.ID);
  const tables = text.tables(booking);
  const guest = card.data;
  const pending = booking.status === "pending" || booking.status === "processing";
  // A plain click closes the card first; one that opens a new tab leaves it be.
  const follow = (to: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    props.onGo(to);
  };
  return (
    <>
      <div className="dir-sheet__head">
        <h2 id="guest-card-title">{text.name(booking)}</h2>
        <button
          type="button"
          className="dir-icon-button"
          onClick={props.onClose}
          aria-label={t("desk.guest.close")}
        >
          ×
        </button>
      </div>
      <DeskState booking={booking} />
      <dl className="bkg-facts desk-guest__facts">
        <div>
          <dt>{t("bookings.facts.when")}</dt>
          <dd>{formatWhen(booking, language)}</dd>
        </div>
        <div>
          <dt>{t("bookings.facts.party")}</dt>
          <dd>{text.party(booking)}</dd>
        </div>
        {tables ? (
          <div>
            <dt>{t("bookings.facts.tables")}</dt>
            <dd>{tables}</dd>
          </div>
        ) : null}
        {booking.service_name || booking.staff_name ? (
          <div>
            <dt>{t("desk.guest.service")}</dt>
            <dd>{[booking.service_name, booking.staff_name].filter(Boolean).join(" · ")}</dd>
          </div>
        ) : null}
        {/* A walk-in pays at the table like any guest: nothing was asked of them in advance. */}
        {booking.walk_in ? null : (
          <div>
            <dt>{t("bookings.facts.payment")}</dt>
            <dd>
              {[
                booking.total_display,
                booking.refund === "due"
                  ? t("desk.guest.refundDue")
                  : booking.refund === "refunded"
                    ? t("desk.guest.refunded")
                    : booking.paid
                      ? t("desk.guest.paid")
                      : t("desk.guest.unpaid"),
              ]
                .filter(Boolean)
                .join(" · ")}
            </dd>
          </div>
        )}
        {booking.phone || booking.email ? (
          <div className="bkg-facts__wide">
            <dt>{t("bookings.facts.contact")}</dt>
            <dd className="desk-guest__contact">
              {booking.phone ? (
                <a className="app-button app-button--secondary" href={`tel:${booking.phone}`}>
                  {t("desk.guest.call", { phone: booking.phone })}
                </a>
              ) : null}
              {guest?.whatsapp ? (
                <a
                  className="app-button app-button--secondary"
                  href={guest.whatsapp}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {t("desk.guest.whatsapp")}
                </a>
              ) : null}
              {booking.email ? <a href={`mailto:${booking.email}`}>{booking.email}</a> : null}
            </dd>
          </div>
        ) : null}
        {booking.memo ? (
          <div className="bkg-facts__wide">
            <dt>{t("bookings.facts.memo")}</dt>
            <dd className="dir-prose">{booking.memo}</dd>
          </div>
        ) : null}
      </dl>
      {pending ? (
        <div className="app-buttons">
          <OwnerActions
            id={booking.ID}
            title={booking.title}
            untimed={untimedRequest(booking)}
            onDone={props.onDone}
          />
        </div>
      ) : null}
      <VisitActions booking={booking} tables={props.tables} onDone={props.onDone} />
      {/* A guest known by neither phone nor e-mail (a walk-in left no name) has no history to match. */}
      {booking.phone || booking.email ? (
        <section className="desk-guest__history" aria-labelledby="guest-history-title">
          <h3 id="guest-history-title" className="desk-heading">
            {t("desk.guest.history")}
          </h3>
          {card.isError ? (
            <QueryFailure error={card.error} onRetry={() => void card.refetch()} />
          ) : !guest ? (
            <QueryPending />
          ) : (
            <>
              <p className="desk-guest__counts">
                {t("desk.guest.counts", {
                  visits: guest.visits,
                  noShows: guest.no_shows,
                  cancellations: guest.cancellations,
                })}
                {guest.last_visit
                  ? ` · ${t("desk.guest.lastVisit", { date: formatDay(guest.last_visit, language) })}`
                  : ""}
              </p>
              {guest.history.length ? (
                <ul className="desk-guest__past">
                  {guest.history.map((past) => (
                    <li key={past.ID}>
                      <Link
                        to={appHref.booking(past.ID)}
                        onClick={(event) => {
                          event.preventDefault();
                          props.onGo(appHref.booking(past.ID));
                        }}
                      >
                        {past.start_date ? formatDay(past.start_date, language) : `#${past.ID}`}
                        {past.start_time ? ` ${past.start_time}` : ""}
                      </Link>{" "}
                      · {past.status_name}
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="app-field__hint">{t("desk.guest.firstTime")}</p>
              )}
            </>
          )}
        </section>
      ) : null}
      <Link
        className="desk-guest__page"
        to={appHref.booking(booking.ID)}
        onClick={follow(appHref.booking(booking.ID))}
      >
        {t("desk.guest.openBooking", { id: booking.ID })}
      </Link>
    </>
  );
}
