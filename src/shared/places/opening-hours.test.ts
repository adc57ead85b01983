import { describe, expect, it } from "vitest";
import { hongKongDate } from "./hong-kong-clock.ts";
import {
  closingAt,
  DAY_KEYS,
  dayKeyOf,
  hoursOn,
  isOpenAt,
  isTime,
  nextOpeningAt,
  type OpeningHours,
  openingStatus,
  toListarOpeningHour,
  weeklyFromListar,
} from "./opening-hours.ts";
import { bar, noHoliday, restaurant } from "./test-fixtures.ts";

/** An instant given as Hong Kong wall time. */
const hk = (wallTime: string) => new Date(`${wallTime}:00+08:00`);
const iso = (date: Date | null) => date?.toISOString() ?? null;
const same = (date: Date | null, wallTime: string) =>
  expect(iso(date)).toBe(hk(wallTime).toISOString());

// 2026-03-06 is a Friday; 2026-04-03 is Good Friday (a gazetted general holiday).
describe("Hong Kong calendar helpers", () => {
  it("reads the date and weekday in Hong Kong, not UTC", () => {
    expect(hongKongDate(new Date("2026-03-05T16:30:00Z"))).toBe("2026-03-06");
    expect(hongKongDate(new Date("2026-03-05T15:59:59Z"))).toBe("2026-03-05");
    expect(dayKeyOf("2026-03-06")).toBe("fri");
    expect(dayKeyOf("2026-03-08")).toBe("sun");
    expect(() => dayKeyOf("2026-02-30")).toThrow(RangeError);
  });

  it("accepts HH:MM from 00:00 to 23:59, and 24:00 only as an end", () => {
    expect(isTime("00:00")).toBe(true);
    expect(isTime("23:59")).toBe(true);
    expect(isTime("24:00")).toBe(false);
    expect(isTime("24:00", true)).toBe(true);
    for (const bad of ["9:00", "09:60", "25:00", "0900", "09:00:00", "", " 09:00"]) {
      expect(isTime(bad, true), bad).toBe(false);
    }
  });
});

describe("a bar open 18:00–02:00 on Fridays", () => {
  it("is open from Friday 18:00 until Saturday 02:00, half-open at both ends", () => {
    expect(isOpenAt(bar, hk("2026-03-06T17:59"))).toBe(false);
    expect(isOpenAt(bar, hk("2026-03-06T18:00"))).toBe(true);
    expect(isOpenAt(bar, hk("2026-03-06T23:59"))).toBe(true);
    expect(isOpenAt(bar, hk("2026-03-07T01:30"))).toBe(true);
    expect(isOpenAt(bar, new Date(hk("2026-03-07T02:00").getTime() - 1))).toBe(true);
    expect(isOpenAt(bar, hk("2026-03-07T02:00"))).toBe(false);
    expect(isOpenAt(bar, hk("2026-03-06T01:30"))).toBe(false); // Thursday night: closed
  });

  it("closes at 02:00 and opens again next Friday", () => {
    same(closingAt(bar, hk("2026-03-07T01:30")), "2026-03-07T02:00");
    same(nextOpeningAt(bar, hk("2026-03-07T01:30")), "2026-03-13T18:00");
    same(nextOpeningAt(bar, hk("2026-03-04T09:00")), "2026-03-06T18:00");
    expect(closingAt(bar, hk("2026-03-07T02:00"))).toBeNull();
  });

  it("keeps Friday's small hours when Saturday is an exception, loses them when Friday is", () => {
    const saturdayClosed = { ...bar, exceptions: [{ date: "2026-03-07", ranges: [] }] };
    expect(isOpenAt(saturdayClosed, hk("2026-03-07T01:30"))).toBe(true);
    const fridayClosed = { ...bar, exceptions: [{ date: "2026-03-06", ranges: [] }] };
    expect(isOpenAt(fridayClosed, hk("2026-03-06T20:00"))).toBe(false);
    expect(isOpenAt(fridayClosed, hk("2026-03-07T01:30"))).toBe(false);
    same(nextOpeningAt(fridayClosed, hk("2026-03-06T20:00")), "2026-03-13T18:00");
  });
});

describe("a restaurant with lunch and dinner, closed on Mondays", () => {
  it("reports open now with the closing time, or closed with the next opening", () => {
    expect(openingStatus(restaurant, hk("2026-03-06T12:00"))).toEqual({
      open: true,
      closesAt: hk("2026-03-06T15:00"),
    });
    expect(openingStatus(restaurant, hk("2026-03-06T16:00"))).toEqual({
      open: false,
      opensAt: hk("2026-03-06T18:00"),
    });
    // Sunday night after dinner: Monday is the day off, so Tuesday's lunch.
    expect(openingStatus(restaurant, hk("2026-03-08T22:00"))).toEqual({
      open: false,
      opensAt: hk("2026-03-10T11:30"),
    });
  });

  it("gives the next opening after the current period when asked while open", () => {
    same(nextOpeningAt(restaurant, hk("2026-03-06T12:00")), "2026-03-06T18:00");
    same(nextOpeningAt(restaurant, hk("2026-03-06T11:30")), "2026-03-06T18:00");
  });

  it("applies special hours and closures on dates, across a long closure", () => {
    const hours: OpeningHours = {
      ...restaurant,
      exceptions: [
        { date: "2026-03-07", ranges: [{ start: "10:00", end: "14:00" }] },
        ...Array.from({ length: 40 }, (_, i) => ({
          date: new Date(Date.UTC(2026, 4, 1 + i)).toISOString().slice(0, 10),
          ranges: [],
        })),
      ],
    };
    expect(isOpenAt(hours, hk("2026-03-07T10:30"))).toBe(true);
    expect(isOpenAt(hours, hk("2026-03-07T19:00"))).toBe(false);
    expect(hoursOn(hours, "2026-03-07").source).toBe("exception");
    // Closed 1 May to 9 June (a Tuesday): opens on Wednesday 10 June.
    same(nextOpeningAt(hours, hk("2026-04-30T23:00")), "2026-06-10T11:30");
  });
});

describe("general holidays", () => {
  const goodFriday = "2026-04-03";

  it("uses the weekly hours on a holiday unless the place says otherwise", () => {
    expect(hoursOn(restaurant, goodFriday)).toEqual({
      ranges: restaurant.weekly.fri,
      source: "weekly",
    });
    expect(isOpenAt(restaurant, hk("2026-04-03T12:00"))).toBe(true);
  });

  it("is closed on holidays when the holiday hours are empty", () => {
    const closedOnHolidays = { ...restaurant, holidays: [] };
    expect(hoursOn(closedOnHolidays, goodFriday).source).toBe("holiday");
    expect(isOpenAt(closedOnHolidays, hk("2026-04-03T12:00"))).toBe(false);
    // Good Friday, the day after (Sat) and the day after Ching Ming (Mon 6 Apr) are all holidays;
    // Sunday 5 Apr is not gazetted, so its weekly hours apply.
    same(nextOpeningAt(closedOnHolidays, hk("2026-04-03T12:00")), "2026-04-05T11:30");
  });

  it("uses holiday hours, and a dated exception wins over them", () => {
    const holidayHours: OpeningHours = {
      ...restaurant,
      holidays: [{ start: "10:00", end: "16:00" }],
      exceptions: [{ date: "2026-04-04", ranges: [{ start: "09:00", end: "11:00" }] }],
    };
    expect(isOpenAt(holidayHours, hk("2026-04-03T15:30"))).toBe(true);
    expect(isOpenAt(holidayHours, hk("2026-04-03T19:00"))).toBe(false);
    expect(isOpenAt(holidayHours, hk("2026-04-04T10:30"))).toBe(true);
    expect(isOpenAt(holidayHours, hk("2026-04-04T12:00"))).toBe(false);
  });

  it("takes the holiday list from the caller when given", () => {
    const closedOnHolidays = { ...restaurant, holidays: [] };
    expect(isOpenAt(closedOnHolidays, hk("2026-04-03T12:00"), noHoliday)).toBe(true);
    const everyDayAHoliday = { isHoliday: () => true };
    expect(isOpenAt(closedOnHolidays, hk("2026-03-06T12:00"), everyDayAHoliday)).toBe(false);
  });
});

describe("periods that run into each other", () => {
  it("joins touching ranges across midnight into one period", () => {
    const lateNight: OpeningHours = {
      weekly: { mon: [{ start: "18:00", end: "24:00" }], tue: [{ start: "00:00", end: "02:00" }] },
    };
    same(closingAt(lateNight, hk("2026-03-09T20:00")), "2026-03-10T02:00");
    same(nextOpeningAt(lateNight, hk("2026-03-09T20:00")), "2026-03-16T18:00");
  });

  it("has no closing time when open around the clock, and no opening when never open", () => {
    const always: OpeningHours = {
      weekly: Object.fromEntries(DAY_KEYS.map((key) => [key, [{ start: "00:00", end: "24:00" }]])),
    };
    expect(openingStatus(always, hk("2026-03-06T03:00"))).toEqual({ open: true, closesAt: null });
    const never: OpeningHours = { weekly: {} };
    expect(openingStatus(never, hk("2026-03-06T03:00"))).toEqual({ open: false, opensAt: null });
  });

  it("finds an opening behind most of a year of closures, and gives up past the search", () => {
    const mondaysClosed = (count: number): OpeningHours => ({
      weekly: { mon: [{ start: "09:00", end: "17:00" }] },
      exceptions: Array.from({ length: count }, (_, i) => ({
        date: new Date(Date.UTC(2026, 0, 5 + 7 * i)).toISOString().slice(0, 10),
        ranges: [],
      })),
    });
    // 50 Mondays closed from 5 Jan 2026, the last on 14 Dec: it opens on 21 Dec, 354 days on.
    same(nextOpeningAt(mondaysClosed(50), hk("2026-01-01T00:00")), "2026-12-21T09:00");
    // 60 closed: the next open Monday, 1 Mar 2027, is beyond OPENING_SEARCH_DAYS.
    expect(nextOpeningAt(mondaysClosed(60), hk("2026-01-01T00:00"))).toBeNull();
  });
});

describe("the Listar protocol's opening_hour", () => {
  const labels = {
    mon: "Mon",
    tue: "Tue",
    wed: "Wed",
    thu: "Thu",
    fri: "Fri",
    sat: "Sat",
    sun: "Sun",
  };

  it("lists Monday to Sunday with day_of_week 1…6, 0 and empty days off", () => {
    const week = toListarOpeningHour(
      {
        weekly: {
          fri: [{ start: "18:00", end: "02:00" }],
          sun: [{ start: "10:00", end: "24:00" }],
        },
      },
      labels,
    );
    expect(week.map((day) => [day.key, day.day_of_week])).toEqual([
      ["mon", 1],
      ["tue", 2],
      ["wed", 3],
      ["thu", 4],
      ["fri", 5],
      ["sat", 6],
      ["sun", 0],
    ]);
    expect(week[0]).toEqual({ label: "Mon", key: "mon", day_of_week: 1, schedule: [] });
    expect(week[4]!.schedule).toEqual([{ start: "18:00", end: "02:00" }]);
    expect(week[6]!.schedule).toEqual([{ start: "10:00", end: "23:59" }]);
  });

  it("reads the protocol's days back into weekly hours", () => {
    expect(
      weeklyFromListar([
        { day_of_week: 0, schedule: [{ start: "10:00", end: "14:00" }] },
        { day_of_week: 5, schedule: [{ start: "18:00", end: "02:00" }] },
        { day_of_week: 5, schedule: [{ start: "12:00", end: "14:00" }] },
        { day_of_week: 9, schedule: [{ start: "12:00", end: "14:00" }] },
      ]),
    ).toEqual({
      sun: [{ start: "10:00", end: "14:00" }],
      fri: [
        { start: "18:00", end: "02:00" },
        { start: "12:00", end: "14:00" },
      ],
    });
    expect(weeklyFromListar(toListarOpeningHour(restaurant, labels))).toEqual({
      ...restaurant.weekly,
      mon: [],
    });
  });
});

describe("a place open around the clock but closed today", () => {
  it("opens again at midnight, and then has no closing time", () => {
    const allDay = [{ start: "00:00", end: "24:00" }];
    const hours = {
      weekly: {
        mon: allDay,
        tue: allDay,
        wed: allDay,
        thu: allDay,
        fri: allDay,
        sat: allDay,
        sun: allDay,
      },
      exceptions: [{ date: "2026-03-10", ranges: [] }],
    };
    const noon = new Date("2026-03-10T12:00:00+08:00");
    expect(openingStatus(hours, noon)).toEqual({
      open: false,
      opensAt: new Date("2026-03-11T00:00:00+08:00"),
    });
    expect(openingStatus(hours, new Date("2026-03-11T09:00:00+08:00"))).toEqual({
      open: true,
      closesAt: null,
    });
  });
});
