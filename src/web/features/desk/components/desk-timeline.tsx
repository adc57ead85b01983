import type { CSSProperties } from "react";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { formatTimes } from "../../bookings/index.ts";
import type { Desk, DeskBooking } from "../api/desk-schemas.ts";
import { clockOf } from "../desk-day.ts";
import type { DeskGrid } from "../desk-grid.ts";
import { DeskState, useDeskText } from "./desk-text.tsx";

/**
 * The wide screen's timeline: one row per table (per staff member, or one for everyone), the
 * opening hours across, each booking a block over its time in its state's colour; "now" is a
 * line on today's desk. A block opens the guest card.
 */
export function DeskTimeline(props: {
  desk: Desk;
  grid: DeskGrid;
  /** Minutes of the shown day now, when it is today. */
  now: number | null;
  onOpen(booking: DeskBooking): void;
}) {
  const { t, language } = useI18n();
  const text = useDeskText(props.desk.place.tables);
  const { grid } = props;
  const hours = grid.hours.length - 1;
  const scale = { "--desk-hours": Math.max(1, hours) } as CSSProperties;
  const rowLabel = (row: DeskGrid["rows"][number]) =>
    row.kind === "all"
      ? t("desk.grid.all")
      : row.kind === "unassigned"
        ? t("desk.grid.unassigned")
        : row.label;
  const nowLeft =
    props.now !== null && props.now >= grid.from && props.now <= grid.to
      ? ((props.now - grid.from) / (grid.to - grid.from)) * 100
      : null;
  return (
    <section className="desk-timeline" aria-label={t("desk.grid.title")} style={scale}>
      <div className="desk-timeline__row desk-timeline__hours" aria-hidden>
        <span className="desk-timeline__label" />
        <div className="desk-timeline__track">
          {grid.hours.map((hour) => (
            <span key={hour.left} className="desk-timeline__hour" style={{ left: `${hour.left}%` }}>
              {hour.label}
            </span>
          ))}
        </div>
      </div>
      <ul className="desk-timeline__rows">
        {grid.rows.map((row) => (
          <li key={row.key} className="desk-timeline__row">
            <span className="desk-timeline__label">{rowLabel(row)}</span>
            <div
              className="desk-timeline__track desk-timeline__lines"
              style={{ "--desk-lanes": row.lanes } as CSSProperties}
            >
              {nowLeft !== null ? (
                <span className="desk-timeline__now" style={{ left: `${nowLeft}%` }} aria-hidden />
              ) : null}
              {row.blocks.map((block) => (
                <button
                  key={block.booking.ID}
                  type="button"
                  className="desk-block"
                  data-state={block.booking.state}
                  style={
                    {
                      left: `${block.left}%`,
                      width: `${block.width}%`,
                      "--desk-lane": block.lane,
                      "--desk-colour": block.booking.status_color || undefined,
                    } as CSSProperties
                  }
                  aria-label={t("desk.blockLabel", {
                    time: formatTimes(clockOf(block.start), clockOf(block.end), language),
                    name: text.name(block.booking),
                    party: text.party(block.booking),
                    state: block.booking.status_name,
                  })}
                  onClick={() => props.onOpen(block.booking)}
                >
                  <span className="desk-block__name">{text.name(block.booking)}</span>
                  <span className="desk-block__meta">
                    {text.party(block.booking)} · <DeskState booking={block.booking} />
                  </span>
                </button>
              ))}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
