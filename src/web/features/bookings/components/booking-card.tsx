import type { ReactNode } from "react";
import { Link } from "react-router";
import { personName } from "../../../../shared/accounts/person-name.ts";
import { appHref } from "../../../lib/app-paths.ts";
import type { BookingListItem } from "../api/booking-schemas.ts";
import { usePartyText, useTablesText, useWhenText } from "./booking-facts.tsx";
import { StatusBadge } from "./status-badge.tsx";

/** One booking in a list: its number and status, the place, when and who; actions below. */
export function BookingCard(props: {
  booking: BookingListItem;
  /** The owner's lists name the customer; the customer's own list does not. */
  showCustomer?: boolean;
  children?: ReactNode;
}) {
  const party = usePartyText();
  const tables = useTablesText();
  const whenText = useWhenText();
  const { booking } = props;
  const customer = personName(booking.first_name, booking.last_name);
  const when = whenText(booking);
  return (
    <article className="app-card bkg-card" aria-labelledby={`booking-${booking.ID}-title`}>
      <header className="bkg-card__head">
        <h3 className="bkg-card__title" id={`booking-${booking.ID}-title`}>
          <Link to={appHref.booking(booking.ID)}>{booking.place_title || booking.title}</Link>
        </h3>
        <StatusBadge booking={booking} audience={props.showCustomer ? "owner" : "customer"} />
      </header>
      <p className="bkg-card__line">{when}</p>
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
