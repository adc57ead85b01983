import { useI18n } from "../../../i18n/i18n-context.tsx";
import type { BookingFormAnswer, BookingOption } from "../api/booking-schemas.ts";
import type { HoldState } from "../booking-hold.ts";
import type { BookingChoice, ChoiceField } from "../booking-request.ts";
import { formatDay } from "../booking-when.ts";
import type { TimeChoice } from "../party-times.ts";
import { DateField } from "./date-field.tsx";
import { HoldNotice } from "./hold-notice.tsx";
import { DailyRoom, TimeChoices, UntilField } from "./time-choices.tsx";

/**
 * When, on the booking form: the date (and a stay's last day), the times that can take the
 * party or the day's room, an hourly booking's end, and whether the chosen time is held.
 */
export function WhenSection(props: {
  answer: BookingFormAnswer;
  choice: BookingChoice;
  /** Daily: a stay of more than one night, with its last day asked. */
  severalDays: boolean;
  /** The day's options; empty while the day is being read. */
  options: readonly BookingOption[];
  /** The chosen time's option, once the day has it. */
  chosenOption: BookingOption | undefined;
  times: readonly TimeChoice[];
  persons: number;
  loadingDay: boolean;
  errors: Partial<Record<ChoiceField, string>>;
  hold: { state: HoldState; minutesLeft: number };
  onDate(date: string): void;
  onSeveralDays(severalDays: boolean): void;
  onChange(choice: BookingChoice): void;
}) {
  const { t, language } = useI18n();
  const { answer, choice, severalDays, options, persons, errors, onChange } = props;
  const style = answer.data.type;
  return (
    <section className="app-card bkg-section" aria-labelledby="booking-when">
      <h2 id="booking-when">{t("bookings.form.when")}</h2>
      <div className="bkg-dates">
        <DateField
          id="booking-start_date"
          label={t("bookingForm.date")}
          value={choice.date}
          min={answer.data.min_date}
          max={answer.data.max_date}
          error={errors.start_date}
          onChange={props.onDate}
        />
        {style === "daily" && severalDays ? (
          <DateField
            id="booking-end_date"
            label={t("bookingForm.lastDay")}
            value={choice.endDate || choice.date}
            min={choice.date}
            max={answer.data.max_date}
            error={errors.end_date}
            onChange={(endDate) => onChange({ ...choice, endDate })}
          />
        ) : null}
      </div>
      {style === "daily" ? (
        <div className="app-field app-field--check">
          <input
            id="booking-several_days"
            type="checkbox"
            checked={severalDays}
            onChange={(event) => props.onSeveralDays(event.target.checked)}
          />
          <label htmlFor="booking-several_days">{t("bookingForm.severalDays")}</label>
        </div>
      ) : null}
      <p className="app-field__hint">
        {t("bookings.form.dateRange", {
          first: formatDay(answer.data.min_date, language),
          last: formatDay(answer.data.max_date, language),
        })}
      </p>
      {style === "daily" ? (
        <DailyRoom option={options[0]} persons={persons} loading={props.loadingDay} />
      ) : (
        <TimeChoices
          style={style}
          times={props.times}
          loading={props.loadingDay}
          persons={persons}
          value={choice.start}
          error={errors.start_time ?? errors.hold_id}
          onChange={(start) => onChange({ ...choice, start, end: "", tables: [] })}
        />
      )}
      {style === "hourly" && props.chosenOption ? (
        <UntilField
          options={options}
          start={choice.start}
          persons={persons}
          value={choice.end}
          error={errors.end_time}
          onChange={(end) => onChange({ ...choice, end })}
        />
      ) : null}
      <HoldNotice state={props.hold.state} minutes={props.hold.minutesLeft} />
    </section>
  );
}
