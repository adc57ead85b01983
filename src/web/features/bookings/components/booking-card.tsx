import type { ReactNode } from "react";
import { Link } from "react-router";
import { personName } from "../../../../shared/accounts/person-name.ts";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { appHref } from "../../../lib/app-paths.ts";
import type { BookingListItem } from "../api/booking-schemas.ts";
import { formatTimes } from "../booking-when.ts";
import { usePartyText, useStatusText, useTablesText, useWhenText } from "./booking-facts.tsx";
import { StatusBadge } from "./status-badge.tsx";

/** One booking in a list: its number and status, the place, when and who; actions below. */
export function BookingCard(props: {
  booking: BookingListItem;
  /** The owner's lists name the customer; the customer's own list does not. */
  showCustomer?: boolean;
  /** Day view: the time is the day's heading already. */
  timeOnly?: boolean;
  children?: ReactNode;
}) {
  const { t, language } = useI18n();
  const party = usePartyText();
  const tables = useTablesText();
  const whenText = useWhenText();
  const statusText = useStatusText();
  const { booking } = props;
  const customer = personName(booking.first_name, booking.last_name);
  const when = props.timeOnly
    ? booking.start_time
      ? formatTimes(booking.start_time, booking.end_time, language)
      : t("bookings.day.allDay")
    : whenText(booking);
  return (
    <article className="app-card bkg-card" aria-labelledby={`booking-${booking.ID}-title`}>
      <header className="bkg-card__head">
        <h3 className="bkg-card__title" id={`booking-${booking.ID}-title`}>
          <Link to={appHref.booking(booking.ID)}>
            {props.timeOnly ? when : booking.place_title || booking.title}
          </Link>
        </h3>
        <StatusBadge
          name={statusText(booking)}
          color={booking.status_color}
          status={booking.status}
        />
      </header>
      <p className="bkg-card__line">{props.timeOnly ? booking.place_title : when}</p>
      <p className="bkg-card__line bkg-card__muted">
        {[
          booking.title,
          props.showCustomer ? customer : "",
          party(booking),
          tables(booking.table_num),
        ]
          .filter(Boolean)
          .join(" · ")}
      </p>
      {props.children ? (
        <div className="app-buttons bkg-card__actions">{props.children}</div>
      ) : null}
    </article>
  );
}
