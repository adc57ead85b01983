import { personName } from "../../../../shared/accounts/person-name.ts";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import type { BookingListItem, BookingView } from "../api/booking-schemas.ts";
import { formatInstant, formatWhen } from "../booking-when.ts";

/** Who comes: "2 adults, 1 child". */
export function usePartyText() {
  const { t } = useI18n();
  return (booking: Pick<BookingListItem, "adult" | "children">) =>
    booking.children
      ? t("bookings.partyWithChildren", { adults: booking.adult, children: booking.children })
      : t("bookings.partyAdults", { adults: booking.adult });
}

/**
 * When a booking is; for a request that came without a time, that the owner is still to give
 * it one (or, ended unanswered, that none was given), never an empty or made-up date.
 */
export function useWhenText() {
  const { t, language } = useI18n();
  return (
    booking: Pick<
      BookingListItem,
      "time_to_confirm" | "status" | "start_date" | "end_date" | "start_time" | "end_time"
    >,
  ) =>
    booking.time_to_confirm
      ? t(
          booking.status === "pending" || booking.status === "processing"
            ? "bookings.untimed"
            : "bookings.untimedEnded",
        )
      : formatWhen(booking, language);
}

/** The tables a booking holds, by number ("Tables 1, 3"). */
export function useTablesText() {
  const { t } = useI18n();
  return (tables: readonly number[]) =>
    tables.length ? t("bookings.tablesHeld", { tables: tables.join(", ") }) : "";
}

/** Rows the page says elsewhere: the owner's guest card has the contact and notes, a lead the reason. */
export type FactLeftOut = "contact" | "memo" | "reason";

/** What a booking is, when, for whom and for how much: the detail screen and the confirmation. */
export function BookingFacts(props: { booking: BookingView; leave?: readonly FactLeftOut[] }) {
  const { t, language } = useI18n();
  const party = usePartyText();
  const tables = useTablesText();
  const whenText = useWhenText();
  const { booking } = props;
  const shows = (row: FactLeftOut) => !props.leave?.includes(row);
  const name = personName(booking.billing_first_name, booking.billing_last_name);
  // Ours are ISO instants written in the page's language; a stock server's English text as it came.
  const submitted = booking.created_at
    ? formatInstant(booking.created_at, language)
    : booking.created_on;
  const paid = booking.paid_at ? formatInstant(booking.paid_at, language) : booking.paid_date;
  return (
    <dl className="bkg-facts">
      <div>
        <dt>{t("bookings.facts.place")}</dt>
        <dd>{booking.place_title}</dd>
      </div>
      <div>
        <dt>{t("bookings.facts.when")}</dt>
        <dd>{whenText(booking)}</dd>
      </div>
      <div>
        <dt>{t("bookings.facts.party")}</dt>
        <dd>{party(booking)}</dd>
      </div>
      {booking.table_num.length ? (
        <div>
          <dt>{t("bookings.facts.tables")}</dt>
          <dd>{tables(booking.table_num)}</dd>
        </div>
      ) : null}
      <div>
        <dt>{t("bookings.facts.total")}</dt>
        <dd>{booking.total_display}</dd>
      </div>
      <div>
        <dt>{t("bookings.facts.payment")}</dt>
        <dd>
          {booking.payment_name}
          {paid ? ` · ${t("bookings.facts.paid", { date: paid })}` : ""}
        </dd>
      </div>
      {shows("contact") ? (
        <div>
          <dt>{t("bookings.facts.contact")}</dt>
          <dd>
            {[name, booking.billing_email, booking.billing_phone].filter(Boolean).join(" · ")}
          </dd>
        </div>
      ) : null}
      {booking.memo && shows("memo") ? (
        <div className="bkg-facts__wide">
          <dt>{t("bookings.facts.memo")}</dt>
          <dd className="dir-prose">{booking.memo}</dd>
        </div>
      ) : null}
      {booking.cancel_reason && shows("reason") ? (
        <div className="bkg-facts__wide">
          <dt>{t("bookings.facts.reason")}</dt>
          <dd className="dir-prose">{booking.cancel_reason}</dd>
        </div>
      ) : null}
      <div>
        <dt>{t("bookings.facts.created")}</dt>
        <dd>
          <time dateTime={booking.created_at || undefined}>{submitted}</time>
        </dd>
      </div>
    </dl>
  );
}
