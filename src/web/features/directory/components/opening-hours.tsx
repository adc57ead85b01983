import { hongKongDate } from "../../../../shared/places/hong-kong-clock.ts";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import type { OpeningHourDay, OpeningStatus } from "../api/directory-schemas.ts";
import { OpeningLabel } from "./opening-label.tsx";

const DAY_KEYS = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"] as const;

/** Today's weekday in Hong Kong, as Listar's `key`. */
function hongKongDayKey(now: Date): string {
  const [year, month, day] = hongKongDate(now).split("-").map(Number);
  return (
    DAY_KEYS[new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1)).getUTCDay()] ?? "mon"
  );
}

/** The week's hours, today marked, under the open-now line. */
export function OpeningHours(props: {
  days: readonly OpeningHourDay[];
  status: OpeningStatus | undefined;
}) {
  const { t } = useI18n();
  const today = hongKongDayKey(new Date());
  const hasHours = props.days.some((day) => day.schedule.length > 0) && props.status !== null;
  return (
    <section className="app-card dir-block" aria-labelledby="place-hours">
      <h2 id="place-hours">{t("directory.place.hours")}</h2>
      {hasHours ? (
        <>
          <p>
            <OpeningLabel status={props.status} />
          </p>
          <table className="dir-hours">
            <tbody>
              {props.days.map((day) => (
                <tr key={day.key} aria-current={day.key === today ? "date" : undefined}>
                  <th scope="row">
                    {day.label}
                    {day.key === today ? (
                      <span className="dir-hours__today"> · {t("directory.place.today")}</span>
                    ) : null}
                  </th>
                  <td>
                    {day.schedule.length
                      ? day.schedule.map((slot) => `${slot.start}–${slot.end}`).join(", ")
                      : t("directory.place.dayOff")}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : (
        <p className="app-lead">{t("directory.place.hoursNone")}</p>
      )}
    </section>
  );
}
