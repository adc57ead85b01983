import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../i18n/languages.ts";
import {
  bookingClock,
  bookingDate,
  bookingInstant,
  bookingTimeRange,
  bookingWhen,
} from "./booking-time.ts";

describe("bookingDate", () => {
  it("writes a day with its weekday in each language", () => {
    expect(bookingDate("2026-11-27", "tc")).toBe("2026年11月27日（五）");
    expect(bookingDate("2026-11-27", "sc")).toBe("2026年11月27日（五）");
    expect(bookingDate("2026-11-27", "en")).toBe("Fri 27 Nov 2026");
    expect(bookingDate("2026-11-29", "tc")).toBe("2026年11月29日（日）");
    expect(bookingDate("2026-09-06", "en")).toBe("Sun 6 Sept 2026");
  });

  it("leaves what is not a day as it came", () => {
    expect(bookingDate("soon", "en")).toBe("soon");
    expect(bookingDate("2026-02-30", "tc")).toBe("2026-02-30");
    expect(bookingDate("", "tc")).toBe("");
  });

  it("agrees with ICU on the weekday of any day", () => {
    fc.assert(
      fc.property(fc.date({ min: new Date("1980-01-01"), max: new Date("2100-12-31") }), (at) => {
        if (Number.isNaN(at.getTime())) return;
        const iso = at.toISOString().slice(0, 10);
        const weekday = new Intl.DateTimeFormat("en-GB", {
          timeZone: "UTC",
          weekday: "short",
        }).format(at);
        expect(bookingDate(iso, "en").startsWith(weekday)).toBe(true);
      }),
    );
  });
});

describe("bookingClock", () => {
  it("writes 24-hour Chinese and 12-hour English", () => {
    expect(bookingClock("19:30", "tc")).toBe("19:30");
    expect(bookingClock("19:30", "en")).toBe("7:30 pm");
    expect(bookingClock("09:05", "en")).toBe("9:05 am");
    expect(bookingClock("09:05:00", "sc")).toBe("09:05");
  });

  it("says noon and midnight as 12 pm and 12 am", () => {
    expect(bookingClock("12:00", "en")).toBe("12:00 pm");
    expect(bookingClock("12:30", "en")).toBe("12:30 pm");
    expect(bookingClock("00:00", "en")).toBe("12:00 am");
    expect(bookingClock("00:15", "en")).toBe("12:15 am");
    expect(bookingClock("24:00", "en")).toBe("12:00 am");
    expect(bookingClock("00:00", "tc")).toBe("00:00");
    expect(bookingClock("24:00", "tc")).toBe("00:00");
  });

  it("leaves what is not a time as it came", () => {
    expect(bookingClock("25:00", "en")).toBe("25:00");
    expect(bookingClock("7pm", "tc")).toBe("7pm");
  });
});

describe("bookingTimeRange", () => {
  it("writes a range on one day", () => {
    expect(bookingTimeRange("19:30", "21:30", "tc")).toBe("19:30–21:30");
    expect(bookingTimeRange("19:30", "21:30", "en")).toBe("7:30–9:30 pm");
    expect(bookingTimeRange("11:30", "13:30", "en")).toBe("11:30 am–1:30 pm");
    expect(bookingTimeRange("11:00", "12:00", "en")).toBe("11:00 am–12:00 pm");
    expect(bookingTimeRange("19:30", "", "en")).toBe("7:30 pm");
  });

  it("marks an end after midnight, but not midnight itself", () => {
    expect(bookingTimeRange("22:00", "01:00", "tc")).toBe("22:00–翌日01:00");
    expect(bookingTimeRange("22:00", "01:00", "sc")).toBe("22:00–次日01:00");
    expect(bookingTimeRange("22:00", "01:00", "en")).toBe("10:00 pm–1:00 am next day");
    expect(bookingTimeRange("22:00", "00:00", "tc")).toBe("22:00–00:00");
    expect(bookingTimeRange("22:00", "24:00", "en")).toBe("10:00 pm–12:00 am");
    expect(bookingTimeRange("23:00", "00:00", "en")).toBe("11:00 pm–12:00 am");
  });
});

describe("bookingWhen", () => {
  const at = (start_date: string, start_time = "", end_time = "", end_date = start_date) => ({
    start_date,
    end_date,
    start_time,
    end_time,
  });

  it("writes a table booking's day and times", () => {
    expect(bookingWhen(at("2026-11-27", "19:30", "21:30"), "tc")).toBe(
      "2026年11月27日（五）19:30–21:30",
    );
    expect(bookingWhen(at("2026-11-27", "19:30", "21:30"), "en")).toBe(
      "Fri 27 Nov 2026, 7:30–9:30 pm",
    );
    expect(bookingWhen(at("2026-11-27", "19:30"), "en")).toBe("Fri 27 Nov 2026, 7:30 pm");
    expect(bookingWhen(at("2026-11-27", "19:30"), "tc")).toBe("2026年11月27日（五）19:30");
  });

  it("writes a day alone and a stay of several days", () => {
    expect(bookingWhen(at("2026-11-27"), "sc")).toBe("2026年11月27日（五）");
    expect(bookingWhen(at("2026-11-27", "", "", "2026-11-29"), "tc")).toBe(
      "2026年11月27日（五） 至 2026年11月29日（日）",
    );
    expect(bookingWhen(at("2026-11-27", "", "", "2026-11-29"), "en")).toBe(
      "Fri 27 Nov 2026 – Sun 29 Nov 2026",
    );
  });

  it("writes a booking that runs past midnight on its first day", () => {
    expect(bookingWhen(at("2026-11-27", "22:00", "01:00", "2026-11-28"), "tc")).toBe(
      "2026年11月27日（五）22:00–翌日01:00",
    );
    expect(bookingWhen(at("2026-11-27", "23:00", "00:00", "2026-11-28"), "en")).toBe(
      "Fri 27 Nov 2026, 11:00 pm–12:00 am",
    );
  });

  it("names both days of a longer timed span", () => {
    expect(bookingWhen(at("2026-11-27", "20:00", "21:00", "2026-11-28"), "en")).toBe(
      "Fri 27 Nov 2026, 8:00 pm – Sat 28 Nov 2026, 9:00 pm",
    );
    expect(bookingWhen(at("2026-11-27", "10:00", "12:00", "2026-11-30"), "tc")).toBe(
      "2026年11月27日（五）10:00 至 2026年11月30日（一）12:00",
    );
  });
});

describe("bookingInstant", () => {
  it("writes an instant at Hong Kong's clock, whatever the zone it came in", () => {
    // 15:28 UTC is 23:28 in Hong Kong.
    expect(bookingInstant("2026-11-27T15:28:00Z", "tc")).toBe("2026年11月27日（五）23:28");
    expect(bookingInstant("2026-11-27T15:28:00Z", "en")).toBe("Fri 27 Nov 2026, 11:28 pm");
    // After 16:00 UTC it is the next day in Hong Kong.
    expect(bookingInstant(new Date("2026-11-27T16:05:00Z"), "sc")).toBe(
      "2026年11月28日（六）00:05",
    );
    expect(bookingInstant("2026-11-28T04:00:00+08:00", "en")).toBe("Sat 28 Nov 2026, 4:00 am");
  });

  it("leaves what is not an instant as it came", () => {
    expect(bookingInstant("November 27, 2026 11:28 pm x", "tc")).toBe(
      "November 27, 2026 11:28 pm x",
    );
  });

  it("never writes a Latin month or weekday in Chinese", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2000-01-01"), max: new Date("2099-12-31") }),
        fc.constantFrom(...LANGUAGES.filter((one) => one !== "en")),
        (at, language) => {
          if (Number.isNaN(at.getTime())) return;
          expect(bookingInstant(at, language)).toMatch(
            /^\d{4}年\d{1,2}月\d{1,2}日（[日一二三四五六]）\d{2}:\d{2}$/,
          );
        },
      ),
    );
  });
});
