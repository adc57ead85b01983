import { personName } from "../../../../shared/accounts/person-name.ts";
import { bookingReference } from "../../../../shared/payments/payment-reference.ts";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import type { DeskBooking, DeskTable } from "../api/desk-schemas.ts";

/** How the desk names a booking in a few words: who, how many, which tables. */
export function useDeskText(tables: readonly DeskTable[]) {
  const { t } = useI18n();
  return {
    name: (booking: Pick<DeskBooking, "ID" | "first_name" | "last_name" | "walk_in">) =>
      personName(booking.first_name, booking.last_name) ||
      (booking.walk_in
        ? t("desk.walkIn.guest")
        : t("desk.bookingNumber", { id: bookingReference(booking.ID) })),
    party: (booking: Pick<DeskBooking, "adult" | "children">) =>
      t("desk.party", { persons: booking.adult + booking.children }),
    tables: (booking: Pick<DeskBooking, "table_num">) =>
      booking.table_num
        .map((number) => tables.find((table) => table.number === number)?.name || String(number))
        .join(", "),
  };
}

/** A booking's state as a dot of its colour and the owner's word for it. */
export function DeskState(props: { booking: DeskBooking }) {
  const { booking } = props;
  return (
    <span className="desk-state" data-state={booking.state}>
      <span
        className="desk-state__dot"
        style={{ background: booking.status_color || undefined }}
        aria-hidden
      />
      {booking.status_name}
    </span>
  );
}
