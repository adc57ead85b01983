import { useI18n } from "../../../i18n/i18n-context.tsx";
import { formatTimes } from "../../bookings/index.ts";
import type { Desk, DeskBooking } from "../api/desk-schemas.ts";
import type { SlotGroup } from "../desk-slots.ts";
import { DeskState, useDeskText } from "./desk-text.tsx";

/** The phone's day: bookings under the slot they start in, each a card that opens the guest card. */
export function DeskSlotList(props: {
  desk: Desk;
  groups: readonly SlotGroup[];
  onOpen(booking: DeskBooking): void;
}) {
  const { t, language } = useI18n();
  const text = useDeskText(props.desk.place.tables);
  return (
    <ol className="desk-slots" aria-label={t("desk.grid.title")}>
      {props.groups.map((group) => (
        <li key={group.time || "day"} className="desk-slots__slot">
          <h3 className="desk-slots__time">{group.time || t("desk.slots.allDay")}</h3>
          <ul className="desk-slots__bookings">
            {group.bookings.map((booking) => {
              const tables = text.tables(booking);
              return (
                <li key={booking.ID}>
                  <button
                    type="button"
                    className="app-card desk-slot-card"
                    data-state={booking.state}
                    style={{ borderInlineStartColor: booking.status_color || undefined }}
                    onClick={() => props.onOpen(booking)}
                  >
                    <span className="desk-slot-card__when">
                      {booking.start_time
                        ? formatTimes(booking.start_time, booking.end_time, language)
                        : t("desk.slots.noTime")}
                      {tables ? ` · ${t("desk.tables", { tables })}` : ""}
                    </span>
                    <span className="desk-slot-card__name">{text.name(booking)}</span>
                    <span className="desk-slot-card__meta">
                      {text.party(booking)}
                      {booking.service_name ? ` · ${booking.service_name}` : ""}
                      {booking.staff_name ? ` · ${booking.staff_name}` : ""}
                    </span>
                    <DeskState booking={booking} />
                  </button>
                </li>
              );
            })}
          </ul>
        </li>
      ))}
    </ol>
  );
}
