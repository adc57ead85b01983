import { hongKongDate } from "../../../../shared/places/hong-kong-clock.ts";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { formatDay } from "../../bookings/index.ts";
import type { PlaceClosure } from "../api/closure-schemas.ts";
import { holidaysAhead, holidaysKnownUntil } from "../holidays-ahead.ts";

/**
 * Hong Kong's public holidays of the next twelve months (the Lunar New Year days marked), each
 * with "Close this day", which opens the form filled in for it, or "Closed" when a closure
 * covers it already.
 */
export function HolidayList(props: {
  closures: readonly PlaceClosure[];
  onClose(date: string): void;
}) {
  const { t, language } = useI18n();
  const today = hongKongDate(new Date());
  const holidays = holidaysAhead(today, props.closures);
  const knownUntil = holidaysKnownUntil(today);
  return (
    <section className="bkg-section" aria-labelledby="cls-holidays-title">
      <h2 id="cls-holidays-title">{t("closuresScreen.holidays.title")}</h2>
      <p className="app-field__hint">{t("closuresScreen.holidays.intro")}</p>
      <ul className="cls-list">
        {holidays.map((holiday) => (
          <li
            key={holiday.date}
            className={`app-card cls-holiday${holiday.lunarNewYear ? " cls-holiday--lny" : ""}`}
          >
            <div className="cls-closure__body">
              <strong>{holiday.name[language]}</strong>
              <span>{formatDay(holiday.date, language)}</span>
              {holiday.lunarNewYear ? (
                <span className="cls-badge">{t("closuresScreen.holidays.lunarNewYear")}</span>
              ) : null}
            </div>
            {holiday.closed ? (
              <span className="cls-badge cls-badge--closed">
                {t("closuresScreen.holidays.closed")}
              </span>
            ) : (
              <button
                type="button"
                className="app-button app-button--secondary"
                aria-label={t("closuresScreen.holidays.closeNamed", {
                  holiday: holiday.name[language],
                  date: formatDay(holiday.date, language),
                })}
                onClick={() => props.onClose(holiday.date)}
              >
                {t("closuresScreen.holidays.close")}
              </button>
            )}
          </li>
        ))}
      </ul>
      {knownUntil ? (
        <p className="app-field__hint">
          {t("closuresScreen.holidays.until", { year: knownUntil })}
        </p>
      ) : null}
    </section>
  );
}
