import { addDays } from "../../../../shared/bookings/availability.ts";
import { isCalendarDate } from "../../../../shared/calendar-date.ts";
import { useI18n } from "../../../i18n/i18n-context.tsx";

/** The day shown: ‹ the day before, the date to type or pick, › the day after. */
export function DayBar(props: { date: string; onDate(date: string): void }) {
  const { t } = useI18n();
  return (
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
            if (isCalendarDate(event.target.value)) props.onDate(event.target.value);
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
  );
}
