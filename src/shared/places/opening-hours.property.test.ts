import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hongKongDate } from "./hong-kong-clock.ts";
import {
  closingAt,
  DAY_KEYS,
  hoursOn,
  isOpenAt,
  nextOpeningAt,
  type OpeningHours,
  type TimeRange,
} from "./opening-hours.ts";
import { MAX_RANGES_PER_DAY, validateOpeningHours } from "./opening-hours-validation.ts";

const MINUTE = 60_000;
const DAY = 1440 * MINUTE;
const WEEK = 7 * DAY;
const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** Any range: start on the minute, 1 minute to 23 h 59 long, so some run past midnight. */
const range: fc.Arbitrary<TimeRange> = fc
  .record({ start: fc.integer({ min: 0, max: 1439 }), length: fc.integer({ min: 1, max: 1439 }) })
  .map(({ start, length }) => {
    const end = start + length;
    return { start: hhmm(start), end: end === 1440 ? "24:00" : hhmm(end % 1440) };
  });
const dayRanges = fc.array(range, { maxLength: 3 });
const weekly = fc.record(
  Object.fromEntries(DAY_KEYS.map((key) => [key, dayRanges])) as Record<
    (typeof DAY_KEYS)[number],
    typeof dayRanges
  >,
);

/** Instants from mid-2025 to mid-2027, on the minute or anywhere. */
const FROM = Date.parse("2025-06-01T00:00:00+08:00");
const TO = Date.parse("2027-06-01T00:00:00+08:00");
const instant = fc.oneof(
  fc.integer({ min: FROM / MINUTE, max: TO / MINUTE }).map((m) => new Date(m * MINUTE)),
  fc.integer({ min: FROM, max: TO }).map((ms) => new Date(ms)),
);

/** Schedules with dated exceptions near the instants and a holiday rule. */
const schedule: fc.Arbitrary<OpeningHours> = fc.record({
  weekly,
  holidays: fc.option(dayRanges, { nil: null }),
  exceptions: fc.uniqueArray(
    fc.record({
      date: fc
        .integer({ min: Math.ceil(FROM / DAY), max: Math.floor(TO / DAY) })
        .map((day) => hongKongDate(new Date(day * DAY))),
      ranges: dayRanges,
    }),
    { maxLength: 30, selector: (entry) => entry.date },
  ),
});

const RUNS = { numRuns: 300 };
/** A point strictly before the end of a span. */
const fraction = fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true });
const noHoliday = { isHoliday: () => false };

describe("opening hours properties", () => {
  it("when closed, nothing opens before the next opening, and it is open from then on", () => {
    fc.assert(
      fc.property(schedule, instant, fraction, (hours, t, f) => {
        fc.pre(!isOpenAt(hours, t));
        const opens = nextOpeningAt(hours, t);
        if (opens === null) return;
        expect(opens.getTime()).toBeGreaterThan(t.getTime());
        expect(isOpenAt(hours, opens)).toBe(true);
        expect(isOpenAt(hours, new Date(opens.getTime() - 1))).toBe(false);
        const between = new Date(t.getTime() + Math.floor(f * (opens.getTime() - t.getTime())));
        expect(isOpenAt(hours, between)).toBe(false);
        expect(nextOpeningAt(hours, between)).toEqual(opens);
      }),
      RUNS,
    );
  });

  it("when open, it stays open until the closing time and is closed at it", () => {
    fc.assert(
      fc.property(schedule, instant, fraction, (hours, t, f) => {
        fc.pre(isOpenAt(hours, t));
        const closes = closingAt(hours, t);
        if (closes === null) return;
        expect(closes.getTime()).toBeGreaterThan(t.getTime());
        expect(isOpenAt(hours, closes)).toBe(false);
        expect(isOpenAt(hours, new Date(closes.getTime() - 1))).toBe(true);
        const between = new Date(t.getTime() + Math.floor(f * (closes.getTime() - t.getTime())));
        expect(isOpenAt(hours, between)).toBe(true);
        expect(closingAt(hours, between)).toEqual(closes);
      }),
      RUNS,
    );
  });

  it("is open at every instant inside a range that applies on its date", () => {
    fc.assert(
      fc.property(schedule, instant, fc.nat(), fraction, (hours, t, pick, f) => {
        const date = hongKongDate(t);
        const { ranges } = hoursOn(hours, date);
        fc.pre(ranges.length > 0);
        const chosen = ranges[pick % ranges.length]!;
        const toMinutes = (time: string) =>
          Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
        const start = toMinutes(chosen.start);
        const rawEnd = toMinutes(chosen.end);
        const end = rawEnd > start ? rawEnd : rawEnd + 1440;
        const dayStart = Date.parse(`${date}T00:00:00+08:00`);
        const inside = dayStart + (start + Math.floor(f * (end - start))) * MINUTE;
        expect(isOpenAt(hours, new Date(inside))).toBe(true);
      }),
      RUNS,
    );
  });

  it("repeats every week when there are no exceptions or holidays", () => {
    fc.assert(
      fc.property(weekly, instant, (week, t) => {
        const hours: OpeningHours = { weekly: week };
        const later = new Date(t.getTime() + WEEK);
        expect(isOpenAt(hours, later, noHoliday)).toBe(isOpenAt(hours, t, noHoliday));
        const shift = (date: Date | null) => (date === null ? null : date.getTime() + WEEK);
        expect(nextOpeningAt(hours, later, noHoliday)?.getTime() ?? null).toBe(
          shift(nextOpeningAt(hours, t, noHoliday)),
        );
        expect(closingAt(hours, later, noHoliday)?.getTime() ?? null).toBe(
          shift(closingAt(hours, t, noHoliday)),
        );
      }),
      RUNS,
    );
  });

  it("agrees with a minute-by-minute scan of the coming week", () => {
    fc.assert(
      fc.property(weekly, fc.integer({ min: FROM / MINUTE, max: TO / MINUTE }), (week, minute) => {
        const hours: OpeningHours = { weekly: week };
        const open = (m: number) => isOpenAt(hours, new Date(m * MINUTE), noHoliday);
        const t = new Date(minute * MINUTE);
        // Every range starts within a week, so a scan of 8 days finds the next opening and,
        // unless it is open all week, the closing.
        let opens: number | null = null;
        let closes: number | null = null;
        const openNow = open(minute);
        for (let m = minute + 1; m <= minute + 8 * 1440; m++) {
          if (opens === null && open(m) && !open(m - 1)) opens = m;
          if (openNow && closes === null && !open(m)) closes = m;
          if (opens !== null && (closes !== null || !openNow)) break;
        }
        expect(nextOpeningAt(hours, t, noHoliday)?.getTime() ?? null).toBe(
          opens === null ? null : opens * MINUTE,
        );
        if (openNow && closes !== null) {
          expect(closingAt(hours, t, noHoliday)?.getTime()).toBe(closes * MINUTE);
        }
        if (!openNow) expect(closingAt(hours, t, noHoliday)).toBeNull();
      }),
      { numRuns: 40 },
    );
  });

  it("accepts day lists of separate ranges and rejects a repeated one", () => {
    const separate = fc
      .uniqueArray(fc.integer({ min: 0, max: 47 }), {
        minLength: 1,
        maxLength: MAX_RANGES_PER_DAY - 1,
      })
      .map((slots) =>
        [...slots]
          .sort((a, b) => a - b)
          .map((slot) => ({ start: hhmm(slot * 30), end: hhmm(slot * 30 + 20) })),
      );
    fc.assert(
      fc.property(separate, fc.constantFrom(...DAY_KEYS), (ranges, key) => {
        expect(validateOpeningHours({ weekly: { [key]: ranges } }, noHoliday)).toEqual([]);
        const doubled = [...ranges, ranges[0]!];
        expect(
          validateOpeningHours({ weekly: { [key]: doubled } }, noHoliday).map((i) => i.code),
        ).toContain("overlap");
      }),
      RUNS,
    );
  });

  it("never throws on malformed times and dates", () => {
    const anyRange = fc.record({ start: fc.string(), end: fc.string() });
    fc.assert(
      fc.property(
        fc.array(anyRange, { maxLength: 4 }),
        fc.array(fc.record({ date: fc.string(), ranges: fc.array(anyRange, { maxLength: 3 }) }), {
          maxLength: 4,
        }),
        (ranges, exceptions) => {
          const issues = validateOpeningHours({ weekly: { mon: ranges }, exceptions });
          for (const issue of issues) expect(issue.path.length).toBeGreaterThan(0);
        },
      ),
      RUNS,
    );
  });
});
