import type { MessageKey } from "../../../../shared/i18n/messages/index.ts";
import { hongKongDate } from "../../../../shared/places/hong-kong-clock.ts";
import {
  type DayKey,
  type TimeRange,
  WEEK_ORDER,
} from "../../../../shared/places/opening-hours.ts";
import {
  MAX_RANGES_PER_DAY,
  type OpeningHoursIssue,
} from "../../../../shared/places/opening-hours-validation.ts";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import type { DraftHours, HolidayRule } from "../place-draft.ts";
import { endsNextDay, shownTime } from "../place-draft-hours.ts";

/** Where an issue shows: the range (or date, or day) its path points at, as one string. */
export function issueSpot(issue: OpeningHoursIssue): string {
  const path = [...issue.path];
  // A range's start or end: the message goes under the whole range.
  if (path.at(-1) === "start" || path.at(-1) === "end") path.pop();
  return path.join(".");
}

const issueKey = (issue: OpeningHoursIssue): MessageKey => `listings.hours.issue.${issue.code}`;

/** The DOM id of a spot's first control, so a failed save can move focus there. */
export const spotId = (idPrefix: string, spot: string) =>
  `${idPrefix}-${spot.replaceAll(".", "-")}`;

/** The range a new one gets: after the last one of the day, or office hours. */
function nextRange(ranges: readonly TimeRange[]): TimeRange {
  const last = ranges.at(-1);
  if (!last) return { start: "09:00", end: "18:00" };
  const start = shownTime(last.end);
  return { start, end: start < "22:00" ? "22:00" : "23:30" };
}

interface EditorProps {
  hours: DraftHours;
  issues: readonly OpeningHoursIssue[];
  idPrefix: string;
  onChange(hours: DraftHours): void;
}

/**
 * The weekly hours (several ranges a day, past midnight, days off), the rule for public holidays
 * and dated exceptions. Problems show beside the range they concern as soon as they exist.
 */
export function OpeningHoursEditor(props: EditorProps) {
  const { t } = useI18n();
  const { hours, onChange } = props;
  const messagesAt = (spot: string) =>
    props.issues.filter((issue) => issueSpot(issue) === spot).map((issue) => t(issueKey(issue)));

  const setDay = (day: DayKey, ranges: TimeRange[]) =>
    onChange({ ...hours, weekly: { ...hours.weekly, [day]: ranges } });
  const copyToAll = (day: DayKey) =>
    onChange({
      ...hours,
      weekly: Object.fromEntries(
        WEEK_ORDER.map((key) => [key, hours.weekly[day].map((range) => ({ ...range }))]),
      ) as DraftHours["weekly"],
    });
  const setException = (index: number, change: Partial<DraftHours["exceptions"][number]>) =>
    onChange({
      ...hours,
      exceptions: hours.exceptions.map((entry, i) =>
        i === index ? { ...entry, ...change } : entry,
      ),
    });

  return (
    <div className="lst-hours">
      {WEEK_ORDER.map((day) => (
        <fieldset key={day} className="lst-hours__day">
          <legend>{t(`listings.day.${day}`)}</legend>
          <RangeList
            ranges={hours.weekly[day]}
            spot={`weekly.${day}`}
            idPrefix={props.idPrefix}
            messagesAt={messagesAt}
            emptyText={t("listings.hours.dayOff")}
            onChange={(ranges) => setDay(day, ranges)}
          />
          {hours.weekly[day].length > 0 ? (
            <button type="button" className="lst-link-button" onClick={() => copyToAll(day)}>
              {t("listings.hours.copyToAll", { day: t(`listings.day.${day}`) })}
            </button>
          ) : null}
        </fieldset>
      ))}

      <fieldset className="lst-hours__day">
        <legend>{t("listings.hours.holidays")}</legend>
        <p className="app-field__hint">{t("listings.hours.holidaysHint")}</p>
        <div className="lst-radios">
          {(["weekly", "closed", "special"] as const).map((rule: HolidayRule) => (
            <label key={rule}>
              <input
                type="radio"
                name={`${props.idPrefix}-holiday-rule`}
                checked={hours.holidayRule === rule}
                onChange={() =>
                  onChange({
                    ...hours,
                    holidayRule: rule,
                    holidayRanges:
                      rule === "special" && hours.holidayRanges.length === 0
                        ? [nextRange([])]
                        : hours.holidayRanges,
                  })
                }
              />
              {t(`listings.hours.holiday.${rule}`)}
            </label>
          ))}
        </div>
        {hours.holidayRule === "special" ? (
          <RangeList
            ranges={hours.holidayRanges}
            spot="holidays"
            idPrefix={props.idPrefix}
            messagesAt={messagesAt}
            emptyText={t("listings.hours.holiday.closed")}
            onChange={(ranges) => onChange({ ...hours, holidayRanges: ranges })}
          />
        ) : null}
      </fieldset>

      <fieldset className="lst-hours__day">
        <legend>{t("listings.hours.exceptions")}</legend>
        <p className="app-field__hint">{t("listings.hours.exceptionsHint")}</p>
        {hours.exceptions.length === 0 ? (
          <p className="lst-muted">{t("listings.hours.noExceptions")}</p>
        ) : (
          <ul className="lst-exceptions">
            {hours.exceptions.map((entry, index) => {
              const dateSpot = `exceptions.${index}.date`;
              const dateId = spotId(props.idPrefix, dateSpot);
              const dateMessages = messagesAt(dateSpot);
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: entries have no identity but their place
                <li key={index} className="lst-exception">
                  <div className="lst-exception__head">
                    <label htmlFor={dateId}>{t("listings.hours.date")}</label>
                    <input
                      id={dateId}
                      type="date"
                      className="app-field__input lst-date"
                      value={entry.date}
                      aria-invalid={dateMessages.length ? true : undefined}
                      aria-describedby={dateMessages.length ? `${dateId}-error` : undefined}
                      onChange={(event) => setException(index, { date: event.target.value })}
                    />
                    <button
                      type="button"
                      className="app-button app-button--danger lst-small-button"
                      aria-label={t("listings.hours.removeDateNamed", { date: entry.date || "–" })}
                      onClick={() =>
                        onChange({
                          ...hours,
                          exceptions: hours.exceptions.filter((_, i) => i !== index),
                        })
                      }
                    >
                      {t("listings.remove")}
                    </button>
                  </div>
                  <Issues id={`${dateId}-error`} messages={dateMessages} />
                  <div className="lst-radios">
                    <label>
                      <input
                        type="radio"
                        name={`${props.idPrefix}-exception-${index}`}
                        checked={entry.closed}
                        onChange={() => setException(index, { closed: true })}
                      />
                      {t("listings.hours.exceptionClosed")}
                    </label>
                    <label>
                      <input
                        type="radio"
                        name={`${props.idPrefix}-exception-${index}`}
                        checked={!entry.closed}
                        onChange={() =>
                          setException(index, {
                            closed: false,
                            ranges: entry.ranges.length ? entry.ranges : [nextRange([])],
                          })
                        }
                      />
                      {t("listings.hours.exceptionSpecial")}
                    </label>
                  </div>
                  {entry.closed ? null : (
                    <RangeList
                      ranges={entry.ranges}
                      spot={`exceptions.${index}.ranges`}
                      idPrefix={props.idPrefix}
                      messagesAt={messagesAt}
                      emptyText={t("listings.hours.exceptionClosed")}
                      onChange={(ranges) => setException(index, { ranges })}
                    />
                  )}
                </li>
              );
            })}
          </ul>
        )}
        <button
          type="button"
          className="app-button app-button--secondary"
          onClick={() =>
            onChange({
              ...hours,
              exceptions: [
                ...hours.exceptions,
                { date: hongKongDate(new Date()), closed: true, ranges: [] },
              ],
            })
          }
        >
          {t("listings.hours.addException")}
        </button>
      </fieldset>
    </div>
  );
}

function Issues(props: { id: string; messages: readonly string[] }) {
  if (props.messages.length === 0) return null;
  return (
    <p className="app-field__error" id={props.id}>
      {props.messages.join(" ")}
    </p>
  );
}

/** One day's ranges: start, end ("next day" when it runs past midnight), remove; add another. */
function RangeList(props: {
  ranges: readonly TimeRange[];
  spot: string;
  idPrefix: string;
  messagesAt(spot: string): string[];
  emptyText: string;
  onChange(ranges: TimeRange[]): void;
}) {
  const { t } = useI18n();
  const { ranges, onChange } = props;
  const dayMessages = props.messagesAt(props.spot);
  const update = (index: number, change: Partial<TimeRange>) =>
    onChange(ranges.map((range, i) => (i === index ? { ...range, ...change } : range)));
  return (
    <div className="lst-ranges">
      {ranges.length === 0 ? <p className="lst-muted">{props.emptyText}</p> : null}
      {ranges.map((range, index) => {
        const spot = `${props.spot}.${index}`;
        const id = spotId(props.idPrefix, spot);
        const messages = props.messagesAt(spot);
        const invalid = messages.length ? true : undefined;
        const describedBy = messages.length ? `${id}-error` : undefined;
        return (
          <fieldset
            // biome-ignore lint/suspicious/noArrayIndexKey: a range has no identity but its place
            key={index}
            className="lst-range"
            aria-label={t("listings.hours.rangeNamed", { number: index + 1 })}
          >
            <div className="lst-range__times">
              <label className="lst-range__time">
                <span>{t("listings.hours.opens")}</span>
                <input
                  id={id}
                  type="time"
                  className="app-field__input"
                  value={shownTime(range.start)}
                  aria-invalid={invalid}
                  aria-describedby={describedBy}
                  onChange={(event) => update(index, { start: event.target.value })}
                />
              </label>
              <label className="lst-range__time">
                <span>{t("listings.hours.closes")}</span>
                <input
                  type="time"
                  className="app-field__input"
                  value={shownTime(range.end)}
                  aria-invalid={invalid}
                  aria-describedby={describedBy}
                  onChange={(event) => update(index, { end: event.target.value })}
                />
              </label>
              {endsNextDay(range) ? (
                <span className="lst-badge">{t("listings.hours.nextDay")}</span>
              ) : null}
              <button
                type="button"
                className="app-button app-button--danger lst-small-button"
                aria-label={t("listings.hours.removeRangeNamed", { number: index + 1 })}
                onClick={() => onChange(ranges.filter((_, i) => i !== index))}
              >
                {t("listings.remove")}
              </button>
            </div>
            <Issues id={`${id}-error`} messages={messages} />
          </fieldset>
        );
      })}
      <Issues id={spotId(props.idPrefix, props.spot)} messages={dayMessages} />
      {ranges.length < MAX_RANGES_PER_DAY ? (
        <button
          type="button"
          className="app-button app-button--secondary lst-small-button"
          onClick={() => onChange([...ranges, nextRange(ranges)])}
        >
          {ranges.length === 0 ? t("listings.hours.addHours") : t("listings.hours.addRange")}
        </button>
      ) : null}
    </div>
  );
}
