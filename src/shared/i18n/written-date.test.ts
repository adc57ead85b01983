import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LANGUAGE_TAG, LANGUAGES } from "./languages.ts";
import { writtenDate } from "./written-date.ts";

describe("writtenDate", () => {
  it("writes a date as each language reads it", () => {
    expect(writtenDate("2026-03-06", "tc")).toBe("2026年3月6日");
    expect(writtenDate("2026-11-27", "sc", "long")).toBe("2026年11月27日");
    expect(writtenDate("2026-03-06", "en")).toBe("Mar 6, 2026");
    expect(writtenDate("2026-03-06", "en", "long")).toBe("March 6, 2026");
    expect(writtenDate("not a date", "en")).toBe("not a date");
  });

  it("agrees with ICU for any date since 1980, in every language and month style", () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date("1980-01-01T00:00:00Z"),
          max: new Date("2100-01-01T00:00:00Z"),
          noInvalidDate: true,
        }),
        fc.constantFrom(...LANGUAGES),
        fc.constantFrom("short" as const, "long" as const),
        (at, language, month) => {
          const icu = new Intl.DateTimeFormat(LANGUAGE_TAG[language], {
            timeZone: "UTC",
            year: "numeric",
            month,
            day: "numeric",
          });
          expect(writtenDate(at.toISOString().slice(0, 10), language, month)).toBe(icu.format(at));
        },
      ),
    );
  });
});
