import { useState } from "react";
import { Link, Navigate, useNavigate } from "react-router";
import { isCalendarDate } from "../../../shared/calendar-date.ts";
import { AppScreen } from "../../app-frame/app-screen.tsx";
import { QueryFailure, QueryPending } from "../../components/query-failure.tsx";
import { useBookings } from "../../features/bookings/api/get-bookings.ts";
import { BookingCard } from "../../features/bookings/components/booking-card.tsx";
import { OwnerActions, untimedRequest } from "../../features/bookings/components/owner-actions.tsx";
import { EmptyState, LoadMore } from "../../features/directory/components/place-grid.tsx";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { appHref } from "../../lib/app-paths.ts";
import { useQueryParam } from "../../lib/use-query-param.ts";
import "../../components/form/form.css";
import "../../features/directory/directory.css";
import "../../features/bookings/bookings.css";

const TABS = ["requests", "all"] as const;
type Tab = (typeof TABS)[number];

/**
 * The bookings received on the owner's places (an admin's: every place): the requests waiting
 * for an answer first, and every booking. A day's plan is the desk's (decision 078).
 */
export default function OwnerBookings() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const asked = useQueryParam("tab");
  const askedDate = useQueryParam("date");
  const tab: Tab = asked === "all" ? asked : "requests";
  // A tab is part of the address, so Back after opening a booking returns to it.
  const go = (next: Tab) =>
    void navigate(appHref.ownerBookings({ tab: next === "requests" ? undefined : next }), {
      replace: true,
    });
  // The day tab this screen had: its addresses open the desk on that day.
  if (asked === "day") {
    return (
      <Navigate
        to={appHref.ownerDesk({
          date: askedDate && isCalendarDate(askedDate) ? askedDate : undefined,
        })}
        replace
      />
    );
  }
  return (
    <AppScreen title={t("bookings.owner.title")}>
      <div className="bkg-screen">
        {/* The day's plan, table by table, is the desk's. */}
        <div className="dir-toolbar">
          <Link className="app-button app-button--secondary" to={appHref.ownerDesk()}>
            {t("desk.title")}
          </Link>
          <Link className="app-button app-button--secondary" to={appHref.ownerClosures()}>
            {t("closuresScreen.link")}
          </Link>
        </div>
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
              onClick={() => go(option)}
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
          <Received requests={tab === "requests"} />
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
