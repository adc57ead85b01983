import type { PlacePageData } from "../../../shared/places/place-page-source.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import type { PlacePageText } from "./place-page-text.ts";

export function Hours(props: { place: PlacePageData; text: PlacePageText }) {
  const { place, text } = props;
  const { t } = useI18n();
  const anyHours = place.hours.some((day) => day.ranges.length > 0);
  return (
    <section className="place-card" aria-labelledby="place-hours-title">
      <h2 id="place-hours-title">{t("placePage.hours.title")}</h2>
      {anyHours ? (
        <table className="place-hours">
          <tbody>
            {place.hours.map((day) => {
              const today = day.key === text.today;
              const allDay =
                day.ranges.length === 1 &&
                day.ranges[0]?.start === "00:00" &&
                (day.ranges[0]?.end === "24:00" || day.ranges[0]?.end === "00:00");
              return (
                <tr key={day.key} className={today ? "place-hours__today" : undefined}>
                  <th scope="row">
                    {day.label}
                    {today ? (
                      <span className="place-hours__today-label">
                        {" "}
                        · {t("placePage.hours.today")}
                      </span>
                    ) : null}
                  </th>
                  <td>
                    {day.ranges.length === 0
                      ? t("placePage.hours.dayOff")
                      : allDay
                        ? t("placePage.hours.allDay")
                        : day.ranges.map((range) => (
                            <span
                              key={`${range.start}-${range.end}`}
                              className="place-hours__range"
                            >
                              {range.start}–{range.end}
                            </span>
                          ))}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : (
        <p>{t("placePage.hours.none")}</p>
      )}
    </section>
  );
}
