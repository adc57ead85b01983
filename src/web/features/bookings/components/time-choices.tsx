import { bookingClock, bookingTimeRange } from "../../../../shared/format/booking-time.ts";
import { QueryPending } from "../../../components/query-failure.tsx";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import type { BookingFormAnswer, BookingOption } from "../api/booking-schemas.ts";
import type { TimeChoice } from "../party-times.ts";

/**
 * The times of the day as chips, for the party asked about: those that cannot take it are shown
 * greyed with the reason (full, no table for N), so the guest sees the evening at a glance.
 */
export function TimeChoices(props: {
  style: BookingFormAnswer["data"]["type"];
  times: readonly TimeChoice[];
  loading: boolean;
  persons: number;
  value: string;
  error?: string;
  onChange(start: string): void;
}) {
  const { t, language } = useI18n();
  const legend =
    props.style === "slot"
      ? t("bookings.form.slot")
      : props.style === "table"
        ? t("bookingForm.timesFor", { count: props.persons })
        : t("bookings.form.time");
  if (props.loading) return <QueryPending />;
  if (!props.times.length) {
    return <p className="app-lead bkg-none">{t("bookings.form.noTimes")}</p>;
  }
  const why = (time: TimeChoice) => {
    switch (time.reason) {
      case "full":
        return t("bookingForm.reason.full");
      case "too_small":
        return props.style === "table"
          ? t("bookingForm.reason.tableTooSmall", { count: props.persons })
          : t("bookings.form.left", { count: time.remaining });
      case "notice":
        return t("bookingForm.reason.notice");
      case "past":
        return t("bookingForm.reason.past");
      default:
        return t("bookingForm.reason.closed");
    }
  };
  const firstOpen = Math.max(
    0,
    props.times.findIndex((time) => time.bookable),
  );
  return (
    <fieldset
      className="bkg-chips-field"
      aria-describedby={props.error ? "booking-start_time-error" : undefined}
    >
      <legend className="app-field__label">{legend}</legend>
      <div
        className={
          props.style === "slot" || props.style === "hourly"
            ? "bkg-chips bkg-chips--ranges"
            : "bkg-chips"
        }
      >
        {props.times.map((time, index) => (
          <label
            key={time.start}
            className={time.bookable ? "bkg-chip" : "bkg-chip bkg-chip--unavailable"}
          >
            <input
              id={index === firstOpen ? "booking-start_time" : undefined}
              type="radio"
              name="start_time"
              value={time.start}
              checked={props.value === time.start}
              disabled={!time.bookable}
              onChange={() => props.onChange(time.start)}
            />
            <span className="bkg-chip__main">
              {props.style === "slot" || props.style === "hourly"
                ? bookingTimeRange(time.start, time.end, language)
                : bookingClock(time.start, language)}
            </span>
            {time.bookable ? null : <span className="bkg-chip__note">{why(time)}</span>}
          </label>
        ))}
      </div>
      {props.error ? (
        <p className="app-field__error" id="booking-start_time-error">
          {props.error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** Hourly: the end of the last hour, among the free hours that follow the first without a gap. */
export function UntilField(props: {
  options: readonly BookingOption[];
  start: string;
  persons: number;
  value: string;
  error?: string;
  onChange(end: string): void;
}) {
  const { t } = useI18n();
  const ends: string[] = [];
  const first = props.options.findIndex((option) => option.start === props.start);
  for (let index = first; index >= 0 && index < props.options.length; index++) {
    const option = props.options[index];
    const previous = props.options[index - 1];
    if (!option || option.remaining < props.persons) break;
    if (index > first && previous && previous.end !== option.start) break;
    ends.push(option.end);
  }
  return (
    <div className="app-field">
      <label htmlFor="booking-end_time" className="app-field__label">
        {t("bookings.form.until")}
      </label>
      <select
        id="booking-end_time"
        className="app-field__input"
        value={props.value || ends[0] || ""}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? "booking-end_time-error" : undefined}
        onChange={(event) => props.onChange(event.target.value)}
      >
        {ends.map((end, index) => (
          <option key={end} value={end}>
            {t("bookings.form.untilOption", { end, hours: index + 1 })}
          </option>
        ))}
      </select>
      {props.error ? (
        <p className="app-field__error" id="booking-end_time-error">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

/** Daily: whether the first day has room for the party. */
export function DailyRoom(props: {
  option: BookingOption | undefined;
  persons: number;
  loading: boolean;
}) {
  const { t } = useI18n();
  if (props.loading) return <QueryPending />;
  if (!props.option) return <p className="app-lead bkg-none">{t("bookings.form.closedDay")}</p>;
  return (
    <p className="app-lead">
      {props.option.remaining >= props.persons
        ? t("bookings.form.roomLeft", { count: props.option.remaining })
        : t("bookings.form.notEnoughRoom", { count: props.option.remaining })}
    </p>
  );
}
