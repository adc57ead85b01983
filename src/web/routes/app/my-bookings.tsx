import { useNavigate } from "react-router";
import { AppScreen } from "../../app-frame/app-screen.tsx";
import { QueryFailure, QueryPending } from "../../components/query-failure.tsx";
import type { ListChoice } from "../../features/bookings/api/booking-schemas.ts";
import { useBookings } from "../../features/bookings/api/get-bookings.ts";
import { BookingCard } from "../../features/bookings/components/booking-card.tsx";
import { EmptyState, LoadMore } from "../../features/directory/components/place-grid.tsx";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { appHref } from "../../lib/app-paths.ts";
import { useQueryParam } from "../../lib/use-query-param.ts";
import "../../components/form/form.css";
import "../../features/directory/directory.css";
import "../../features/bookings/bookings.css";

/** A sort choice as the address keeps it: `post_title.DESC`. */
const sortKey = (choice: Pick<ListChoice, "field" | "value">) => `${choice.field}.${choice.value}`;

/** The customer's bookings: status tabs and sort as the server offers them, newest first. */
export default function MyBookings() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const status = useQueryParam("status") ?? "";
  const sort = useQueryParam("sort") ?? "";
  const [orderby, order] = sort.split(".");
  const list = useBookings("mine", { status, orderby, order });
  // The choices come with every page; the first page's are the list's.
  const attr = list.data?.pages[0]?.attr;
  const items = list.data?.pages.flatMap((page) => page.data) ?? [];
  const go = (next: { status?: string; sort?: string }) => {
    const query = new URLSearchParams();
    const nextStatus = next.status ?? status;
    const nextSort = next.sort ?? sort;
    if (nextStatus) query.set("status", nextStatus);
    if (nextSort) query.set("sort", nextSort);
    const text = query.toString();
    // A tab or sort is part of the address, so Back after opening a booking returns to it.
    void navigate(`${appHref.myBookings()}${text ? `?${text}` : ""}`, { replace: true });
  };
  const tabs = [{ title: t("bookings.mine.all"), value: "" }, ...(attr?.status ?? [])];
  return (
    <AppScreen title={t("bookings.mine.title")}>
      <div className="bkg-screen">
        <div className="dir-toolbar">
          <div className="dir-tabs bkg-tabs" role="tablist" aria-label={t("bookings.mine.status")}>
            {tabs.map((tab) => (
              <button
                key={tab.value || "all"}
                type="button"
                role="tab"
                id={`bookings-tab-${tab.value || "all"}`}
                aria-selected={status === tab.value}
                aria-controls="bookings-panel"
                className="dir-tabs__tab"
                onClick={() => go({ status: tab.value })}
              >
                {tab.title}
              </button>
            ))}
          </div>
          {attr?.sort.length ? (
            <label className="dir-inline-field">
              <span>{t("bookings.mine.sort")}</span>
              <select
                className="app-field__input bkg-sort"
                value={sort}
                onChange={(event) => go({ sort: event.target.value })}
              >
                <option value="">{t("bookings.mine.newest")}</option>
                {attr.sort.map((choice) => (
                  <option key={sortKey(choice)} value={sortKey(choice)}>
                    {choice.title}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
        </div>
        <div
          role="tabpanel"
          id="bookings-panel"
          aria-labelledby={`bookings-tab-${status || "all"}`}
          className="bkg-stack"
        >
          {list.isError ? (
            <QueryFailure error={list.error} onRetry={() => void list.refetch()} />
          ) : !list.data ? (
            <QueryPending />
          ) : items.length ? (
            <>
              <ul className="bkg-list">
                {items.map((booking) => (
                  <li key={booking.ID}>
                    <BookingCard booking={booking} />
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
              title={status ? t("bookings.mine.emptyStatus") : t("bookings.mine.empty")}
              hint={status ? undefined : t("bookings.mine.emptyHint")}
            />
          )}
        </div>
      </div>
    </AppScreen>
  );
}
