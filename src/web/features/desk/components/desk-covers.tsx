import { useI18n } from "../../../i18n/i18n-context.tsx";
import type { DeskCover } from "../api/desk-schemas.ts";

/** Covers per slot: how many guests are in at each time, the busiest slots stand out. */
export function DeskCovers(props: { covers: readonly DeskCover[] }) {
  const { t } = useI18n();
  if (!props.covers.length) return null;

  const peak = props.covers.reduce((most, slot) => Math.max(most, slot.covers), 0);
  return (
    <section className="desk-covers" aria-labelledby="desk-covers-title">
      <h2 id="desk-covers-title" className="desk-heading">
        {t("desk.covers.title")}
        <span className="desk-heading__note">{t("desk.covers.peak", { covers: peak })}</span>
      </h2>
      <ol className="desk-covers__list">
        {props.covers.map((slot) => (
          <li
            key={slot.time}
            className="desk-covers__slot"
            data-empty={slot.covers === 0 || undefined}
            aria-label={t("desk.covers.slot", {
              time: slot.time,
              covers: slot.covers,
              bookings: slot.bookings,
            })}
          >
            <span className="desk-covers__time" aria-hidden>
              {slot.time}
            </span>
            <span
              className="desk-covers__bar"
              style={{ height: `${(slot.covers / Math.max(1, peak)) * 100}%` }}
              aria-hidden
            />
            <span className="desk-covers__count" aria-hidden>
              {slot.covers}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
