import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { addDays } from "../../../shared/bookings/availability.ts";
import { hongKongDate } from "../../../shared/places/hong-kong-clock.ts";
import { AppScreen } from "../../app-frame/app-screen.tsx";
import { QueryFailure, QueryPending } from "../../components/query-failure.tsx";
import { useBookings, useReceivedOn } from "../../features/bookings/api/get-bookings.ts";
import { formatDay } from "../../features/bookings/booking-when.ts";
import { BookingCard } from "../../features/bookings/components/booking-card.tsx";
import { OwnerActions, untimedRequest } from "../../features/bookings/components/owner-actions.tsx";
import { bookingsOn } from "../../features/bookings/day-bookings.ts";
import { EmptyState, LoadMore } from "../../features/directory/components/place-grid.tsx";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { appHref } from "../../lib/app-paths.ts";
import { useQueryParam } from "../../lib/use-query-param.ts";
import "../../components/form/form.css";
import "../../features/directory/directory.css";
import "../../features/bookings/bookings.css";

const TABS = ["requests", "all", "day"] as const;
type Tab = (typeof TABS)[number];
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The bookings received on the owner's places (an admin's: every place): the requests waiting
 * for an answer first, every booking, and the plan of one day in time order.
 */
export default function OwnerBookings() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const asked = useQueryParam("tab");
  const tab: Tab = asked === "all" || asked === "day" ? asked : "requests";
  const askedDate = useQueryParam("date");
  const date = askedDate && DATE.test(askedDate) ? askedDate : hongKongDate(new Date());
  // A tab and a day are part of the address, so Back after opening a booking returns to them.
  const go = (next: Tab, day?: string) =>
    void navigate(
      appHref.ownerBookings({
        tab: next === "requests" ? undefined : next,
        date: next === "day" ? day : undefined,
      }),
      { replace: true },
    );
  return (
    <AppScreen title={t("bookings.owner.title")}>
      <div className="bkg-screen">
        <div className="dir-tabs bkg-tabs" role="tablist" aria-label={t("bookings.owner.title")}>
          {TABS.map((option) => (
            <button
              key={option}
              type="button"
              role="tab"
              id={`owner-tab-${option}`}
              aria-selected={tab === option}
              aria-controls="owner-panel"
              className="dir-tabs__tab"
              onClick={() => go(option, askedDate ?? undefined)}
            >
              {t(`bookings.owner.tab.${option}`)}
            </button>
          ))}
        </div>
        <div
          role="tabpanel"
          id="owner-panel"
          aria-labelledby={`owner-tab-${tab}`}
          className="bkg-stack"
        >
          {tab === "day" ? (
            <DayView date={date} onDate={(day) => go("day", day)} />
          ) : (
            <Received requests={tab === "requests"} />
          )}
        </div>
      </div>
    </AppScreen>
  );
}

function Received(props: { requests: boolean }) {
  const { t } = useI18n();
  // Requests: the one waiting longest first. Everything else: the newest first.
  const list = useBookings(
    "received",
    props.requests ? { status: "pending", orderby: "post_date", order: "ASC" } : {},
  );
  const [done, setDone] = useState<string | null>(null);
  const items = list.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <>
      <div className="app-form__status" role="status">
        {done}
      </div>
      {list.isError ? (
        <QueryFailure error={list.error} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <QueryPending />
      ) : items.length ? (
        <>
          <ul className="bkg-list">
            {items.map((booking) => (
              <li key={booking.ID}>
                <BookingCard booking={booking} showCustomer>
                  {booking.status === "pending" || booking.status === "processing" ? (
                    <OwnerActions
                      id={booking.ID}
                      title={booking.title}
                      untimed={untimedRequest(booking)}
                      onDone={setDone}
                    />
                  ) : null}
                </BookingCard>
              </li>
            ))}
          </ul>
          {list.hasNextPage ? (
            <LoadMore
              hasMore
              loading={list.isFetchingNextPage}
              onMore={() => void list.fetchNextPage()}
            />
          ) : null}
        </>
      ) : (
        <EmptyState
          title={props.requests ? t("bookings.owner.noRequests") : t("bookings.owner.none")}
        >
          <Link className="app-button app-button--secondary" to={appHref.myPlaces()}>
            {t("listings.mine.title")}
          </Link>
        </EmptyState>
      )}
    </>
  );
}

function DayView(props: { date: string; onDate(date: string): void }) {
  const { t, language } = useI18n();
  const all = useReceivedOn(props.date);
  const day = all.data ? bookingsOn(all.data.items, props.date) : [];
  const people = day.reduce((sum, booking) => sum + booking.adult + booking.children, 0);
  return (
    <>
      <div className="bkg-day-bar">
        <button
          type="button"
          className="app-button app-button--secondary"
          aria-label={t("bookings.day.previous")}
          onClick={() => props.onDate(addDays(props.date, -1))}
        >
          ‹
        </button>
        <label className="bkg-day-bar__date">
          <span className="visually-hidden">{t("bookings.day.date")}</span>
          <input
            type="date"
            className="app-field__input"
            value={props.date}
            onChange={(event) => {
              if (DATE.test(event.target.value)) props.onDate(event.target.value);
            }}
          />
        </label>
        <button
          type="button"
          className="app-button app-button--secondary"
          aria-label={t("bookings.day.next")}
          onClick={() => props.onDate(addDays(props.date, 1))}
        >
          ›
        </button>
      </div>
      <h2 className="bkg-day-title">{formatDay(props.date, language)}</h2>
      {all.isError ? (
        <QueryFailure error={all.error} onRetry={() => void all.refetch()} />
      ) : !all.data ? (
        <QueryPending />
      ) : day.length ? (
        <>
          <p className="app-lead">{t("bookings.day.summary", { bookings: day.length, people })}</p>
          <ol className="bkg-list">
            {day.map((booking) => (
              <li key={booking.ID}>
                <BookingCard booking={booking} showCustomer timeOnly />
              </li>
            ))}
          </ol>
        </>
      ) : (
        <EmptyState title={t("bookings.day.none")} />
      )}
      {all.data && !all.data.complete ? (
        <p className="app-field__hint">{t("bookings.day.partial")}</p>
      ) : null}
    </>
  );
}
