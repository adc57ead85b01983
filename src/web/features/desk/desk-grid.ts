import type { Desk, DeskBooking } from "./api/desk-schemas.ts";
import { bookingSpan, clockOf, windowMinutes } from "./desk-day.ts";

/** A booking placed on its row: from and width as percentages of the day's span, and its lane. */
export interface PlacedBlock {
  booking: DeskBooking;
  start: number;
  end: number;
  left: number;
  width: number;
  /** Bookings that overlap on one row stack in lanes, 0 the top one. */
  lane: number;
}

/** One row of the timeline: a table, a staff member, everyone ("all"), or the unseated. */
export interface GridRow {
  key: string;
  kind: "table" | "staff" | "all" | "unassigned";
  label: string;
  blocks: PlacedBlock[];
  lanes: number;
}

export interface DeskGrid {
  /** The span drawn, in minutes of the day: whole hours around the opening and the bookings. */
  from: number;
  to: number;
  hours: { label: string; left: number }[];
  rows: GridRow[];
}

const HOUR = 60;
/** A booking with no end of its own is drawn for this long. */
const DEFAULT_LENGTH = 90;

/**
 * Lays the day out as a timeline: time across (the opening hours, widened to any booking
 * outside them, in whole hours), one row per table for the table style, per staff member
 * where the place lists staff, else one row for everyone; a booking on several tables shows on
 * each. Bookings on no known row (a request not yet seated) get a row of their own at the
 * bottom. Null when there is nothing to draw: closed and no bookings.
 */
export function deskGrid(
  desk: Pick<Desk, "place" | "date" | "hours">,
  bookings: readonly DeskBooking[],
): DeskGrid | null {
  const spans = bookings.map((booking) => ({ booking, ...bookingSpan(booking, desk.date) }));
  const edges: number[] = [];
  for (const window of desk.hours) {
    const minutes = windowMinutes(window);
    if (minutes) edges.push(minutes.start, minutes.end);
  }
  for (const span of spans) {
    if (span.start !== null) edges.push(span.start, span.end ?? span.start + DEFAULT_LENGTH);
    else if (span.end !== null) edges.push(span.end);
  }
  if (!edges.length) {
    if (!bookings.length) return null;
    // Only stays and untimed requests: the whole day.
    edges.push(0, 24 * HOUR);
  }
  const from = Math.floor(Math.min(...edges) / HOUR) * HOUR;
  const to = Math.max(from + HOUR, Math.ceil(Math.max(...edges) / HOUR) * HOUR);
  const percent = (minutes: number) => ((minutes - from) / (to - from)) * 100;

  const placed = spans.map(({ booking, start, end }) => {
    const s = Math.max(from, start ?? from);
    const e = Math.min(to, end ?? (start === null ? to : start + DEFAULT_LENGTH));
    return {
      booking,
      start: s,
      end: Math.max(e, s),
      left: percent(s),
      width: percent(e) - percent(s),
    };
  });

  const rows = rowsOf(desk.place).map((row) => ({ ...row, blocks: [] as typeof placed }));
  const unassigned: typeof placed = [];
  for (const block of placed) {
    const keys = rowKeysOf(desk.place, block.booking);
    const homes = rows.filter((row) => keys.includes(row.key));
    if (homes.length) for (const row of homes) row.blocks.push(block);
    else unassigned.push(block);
  }
  if (unassigned.length) {
    rows.push({ key: "unassigned", kind: "unassigned", label: "", blocks: unassigned });
  }

  const hours = [];
  for (let minute = from; minute <= to; minute += HOUR) {
    hours.push({ label: clockOf(minute), left: percent(minute) });
  }
  return {
    from,
    to,
    hours,
    rows: rows.map((row) => {
      const { blocks, lanes } = inLanes(row.blocks);
      return { ...row, blocks, lanes };
    }),
  };
}

function rowsOf(place: Desk["place"]): Omit<GridRow, "blocks" | "lanes">[] {
  if (place.style === "table" && place.tables.length) {
    return place.tables.map((table) => ({
      key: `table-${table.number}`,
      kind: "table",
      label: table.name || String(table.number),
    }));
  }
  if (place.staff.length) {
    return place.staff.map((member) => ({
      key: `staff-${member.id}`,
      kind: "staff",
      label: member.name,
    }));
  }
  return [{ key: "all", kind: "all", label: "" }];
}

function rowKeysOf(place: Desk["place"], booking: DeskBooking): string[] {
  if (place.style === "table" && place.tables.length) {
    return booking.table_num.map((number) => `table-${number}`);
  }
  if (place.staff.length) return booking.staff_id ? [`staff-${booking.staff_id}`] : [];
  return ["all"];
}

/** Gives each block the first lane free at its start, in time order; how many lanes it took. */
export function inLanes<T extends { start: number; end: number; booking: { ID: number } }>(
  blocks: readonly T[],
): { blocks: (T & { lane: number })[]; lanes: number } {
  const ends: number[] = [];
  const sorted = [...blocks].sort((a, b) => a.start - b.start || a.booking.ID - b.booking.ID);
  const laid = sorted.map((block) => {
    let lane = ends.findIndex((end) => end <= block.start);
    if (lane === -1) lane = ends.length;
    ends[lane] = Math.max(block.end, block.start + 1);
    return { ...block, lane };
  });
  return { blocks: laid, lanes: Math.max(1, ends.length) };
}
