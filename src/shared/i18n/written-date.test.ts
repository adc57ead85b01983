import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { instantSince1980 } from "../../../tests/support/instants.ts";
import { DATE_LOCALE, LANGUAGES } from "./languages.ts";
import { writtenDate, writtenMonthDay } from "./written-date.ts";

describe("writtenDate", () => {
  it("writes a date as each language reads it", () => {
    expect(writtenDate("2027-05-01", "en")).toBe("1 May 2027");
    expect(writtenDate("2027-05-01", "tc")).toBe("2027年5月1日");
    expect(writtenDate("2026-11-22", "sc")).toBe("2026年11月22日");
    expect(writtenDate("2026-03-06", "en", "short")).toBe("6 Mar 2026");
    expect(writtenDate("2026-09-06", "en", "short")).toBe("6 Sept 2026");
    expect(writtenDate("2026-03-06", "tc", "short")).toBe("2026年3月6日");
    expect(writtenDate("not a date", "en")).toBe("not a date");
  });

  it("agrees with ICU for any date since 1980, in every language and month style", () => {
    // English as Hong Kong writes it (CLDR's en-HK): day first, "Sept".
    fc.assert(
      fc.property(
        instantSince1980(),
        fc.constantFrom(...LANGUAGES),
        fc.constantFrom("short" as const, "long" as const),
        (at, language, month) => {
          const icu = new Intl.DateTimeFormat(DATE_LOCALE[language], {
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

describe("writtenMonthDay", () => {
  it("writes a day of a month as each language reads it, as ICU does", () => {
    expect(writtenMonthDay("2026-12-20", "en")).toBe("20 December");
    expect(writtenMonthDay("2026-12-20", "tc")).toBe("12月20日");
    expect(writtenMonthDay("someday", "sc")).toBe("someday");
    fc.assert(
      fc.property(instantSince1980(), fc.constantFrom(...LANGUAGES), (at, language) => {
        const icu = new Intl.DateTimeFormat(DATE_LOCALE[language], {
          timeZone: "UTC",
          month: "long",
          day: "numeric",
        });
        expect(writtenMonthDay(at.toISOString().slice(0, 10), language)).toBe(icu.format(at));
      }),
    );
  });
});
