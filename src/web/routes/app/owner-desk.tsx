import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { isCalendarDate } from "../../../shared/calendar-date.ts";
import { hongKongDate, hongKongTime } from "../../../shared/places/hong-kong-clock.ts";
import { AppScreen } from "../../app-frame/app-screen.tsx";
import { QueryFailure, QueryPending } from "../../components/query-failure.tsx";
import { formatDay } from "../../features/bookings/booking-when.ts";
import { BookingCard } from "../../features/bookings/components/booking-card.tsx";
import { OwnerActions, untimedRequest } from "../../features/bookings/components/owner-actions.tsx";
import type { Desk, DeskBooking } from "../../features/desk/api/desk-schemas.ts";
import { useDesk } from "../../features/desk/api/get-desk.ts";
import { ClosureBanner } from "../../features/desk/components/closure-banner.tsx";
import { DayBar } from "../../features/desk/components/day-bar.tsx";
import { DeskCovers } from "../../features/desk/components/desk-covers.tsx";
import { DeskSlotList } from "../../features/desk/components/desk-slot-list.tsx";
import { DeskTimeline } from "../../features/desk/components/desk-timeline.tsx";
import { GuestCard } from "../../features/desk/components/guest-card.tsx";
import { WalkIn } from "../../features/desk/components/walk-in.tsx";
import { isOff, minutesOf } from "../../features/desk/desk-day.ts";
import { deskGrid } from "../../features/desk/desk-grid.ts";
import { bySlot } from "../../features/desk/desk-slots.ts";
import { EmptyState } from "../../features/directory/components/place-grid.tsx";
import { useOwnerPlace } from "../../features/listings/api/use-owner-place.ts";
import { OwnerPlacePicker } from "../../features/listings/components/owner-place-picker.tsx";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { appHref } from "../../lib/app-paths.ts";
import { useQueryParam } from "../../lib/use-query-param.ts";
import "../../components/form/form.css";
import "../../features/directory/directory.css";
import "../../features/bookings/bookings.css";
import "../../features/desk/desk.css";

/**
 * The owner's desk (decision 078): one place's day. Requests to answer first, the day's
 * closures, covers per slot, then the day by table (a timeline on a wide screen, the slots in
 * a column on a phone); a booking opens its guest card, and a walk-in is seated in two taps.
 * The place and the day are part of the address, so Back from a booking returns here.
 */
export default function OwnerDesk() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const askedPlace = Number(useQueryParam("place"));
  const askedDate = useQueryParam("date");
  const date = askedDate && isCalendarDate(askedDate) ? askedDate : hongKongDate(new Date());
  const { user, places, bookable, placeId } = useOwnerPlace(askedPlace);
  const go = (next: { place?: number; date?: string }) =>
    void navigate(
      appHref.ownerDesk({
        place: next.place ?? placeId ?? undefined,
        date: next.date ?? askedDate ?? undefined,
      }),
      { replace: true },
    );

  return (
    <AppScreen title={t("desk.title")}>
      <div className="bkg-screen desk-screen">
        <OwnerPlacePicker
          label={t("desk.place")}
          places={bookable}
          placeId={placeId}
          otherTitle={t("desk.placeNumber", { id: placeId ?? "" })}
          onPlace={(place) => go({ place })}
        />
        <DayBar date={date} onDate={(day) => go({ date: day })} />
        {placeId !== null ? (
          <DeskDay placeId={placeId} date={date} />
        ) : user.isError ? (
          <QueryFailure error={user.error} onRetry={() => void user.refetch()} />
        ) : places.isError ? (
          <QueryFailure error={places.error} onRetry={() => void places.refetch()} />
        ) : !places.data ? (
          <QueryPending />
        ) : (
          <EmptyState title={t("desk.noPlaces")} hint={t("desk.noPlacesHint")}>
            <Link className="app-button app-button--secondary" to={appHref.myPlaces()}>
              {t("listings.mine.title")}
            </Link>
          </EmptyState>
        )}
      </div>
    </AppScreen>
  );
}

function DeskDay(props: { placeId: number; date: string }) {
  const { language } = useI18n();
  const desk = useDesk(props.placeId, props.date);
  const [done, setDone] = useState<string | null>(null);
  const [openId, setOpenId] = useState<number | null>(null);
  const [showOff, setShowOff] = useState(false);
  const data = desk.data;
  // The card follows the desk's fresh data: after an action it shows the booking as it is now.
  const opened =
    openId === null
      ? null
      : (data?.bookings.find((booking) => booking.ID === openId) ??
        data?.pending.find((booking) => booking.ID === openId) ??
        null);
  return (
    <>
      <h2 className="bkg-day-title">
        {data ? `${data.place.title} · ` : ""}
        {formatDay(props.date, language)}
      </h2>
      <div className="app-form__status" role="status">
        {done}
      </div>
      {desk.isError ? (
        <QueryFailure error={desk.error} onRetry={() => void desk.refetch()} />
      ) : !data ? (
        <QueryPending />
      ) : (
        <>
          <div className="app-buttons desk-toolbar">
            <WalkIn placeId={data.place.id} tables={data.place.tables} onDone={setDone} />
          </div>
          <Pending desk={data} onDone={setDone} onOpen={(booking) => setOpenId(booking.ID)} />
          <ClosureBanner placeId={data.place.id} date={data.date} closures={data.closures} />
          <DeskCovers covers={data.covers} />
          <Day
            desk={data}
            showOff={showOff}
            onShowOff={setShowOff}
            onOpen={(booking) => setOpenId(booking.ID)}
          />
        </>
      )}
      <GuestCard
        booking={opened}
        tables={data?.place.tables ?? []}
        onClose={() => setOpenId(null)}
        onDone={setDone}
      />
    </>
  );
}

/** Requests waiting for an answer, any date: accepted or declined right here. */
function Pending(props: {
  desk: Desk;
  onDone(message: string): void;
  onOpen(booking: DeskBooking): void;
}) {
  const { t } = useI18n();
  if (!props.desk.pending.length) return null;
  return (
    <section className="desk-pending" aria-labelledby="desk-pending-title">
      <h2 id="desk-pending-title" className="desk-heading">
        {t("desk.pending.title", { count: props.desk.pending.length })}
      </h2>
      <ul className="bkg-list">
        {props.desk.pending.map((booking) => (
          <li key={booking.ID}>
            <BookingCard booking={booking} showCustomer>
              <OwnerActions
                id={booking.ID}
                title={booking.title}
                untimed={untimedRequest(booking)}
                onDone={props.onDone}
              />
              <button
                type="button"
                className="app-button app-button--secondary"
                onClick={() => props.onOpen(booking)}
              >
                {t("desk.guest.open")}
              </button>
            </BookingCard>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The day's bookings: a timeline (wide screens) and slots (phones), cancelled ones on request. */
function Day(props: {
  desk: Desk;
  showOff: boolean;
  onShowOff(shown: boolean): void;
  onOpen(booking: DeskBooking): void;
}) {
  const { t } = useI18n();
  const { desk } = props;
  const off = desk.bookings.filter(isOff);
  const shown = props.showOff ? desk.bookings : desk.bookings.filter((booking) => !isOff(booking));
  const grid = deskGrid(desk, shown);
  const today = desk.date === hongKongDate(new Date());
  const now = today ? minutesOf(hongKongTime(new Date())) : null;
  const people = shown
    .filter((booking) => !isOff(booking) && booking.visit !== "noShow")
    .reduce((sum, booking) => sum + booking.adult + booking.children, 0);
  return (
    <section className="desk-day" aria-labelledby="desk-day-title">
      <div className="desk-day__head">
        <h2 id="desk-day-title" className="desk-heading">
          {t("desk.day.title")}
          <span className="desk-heading__note">
            {t("bookings.day.summary", {
              bookings: shown.filter((booking) => !isOff(booking)).length,
              people,
            })}
          </span>
        </h2>
        {off.length ? (
          <button
            type="button"
            className="app-button app-button--secondary"
            aria-pressed={props.showOff}
            onClick={() => props.onShowOff(!props.showOff)}
          >
            {t(props.showOff ? "desk.day.hideCancelled" : "desk.day.showCancelled", {
              count: off.length,
            })}
          </button>
        ) : null}
      </div>
      {grid && shown.length ? (
        <>
          <div className="desk-wide">
            <DeskTimeline desk={desk} grid={grid} now={now} onOpen={props.onOpen} />
          </div>
          <div className="desk-narrow">
            <DeskSlotList
              desk={desk}
              groups={bySlot(shown, desk.date, desk.place.slot_minutes)}
              onOpen={props.onOpen}
            />
          </div>
        </>
      ) : (
        <EmptyState title={desk.hours.length ? t("bookings.day.none") : t("desk.day.closed")} />
      )}
    </section>
  );
}
