import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { instantSince1980 } from "../../../tests/support/instants.ts";
import { hongKongDate, hongKongTime } from "./hong-kong-clock.ts";

describe("Hong Kong's wall clock", () => {
  it("reads the time and date eight hours ahead of UTC, across midnight", () => {
    expect(hongKongTime(new Date("2026-11-25T16:05:00Z"))).toBe("00:05");
    expect(hongKongDate(new Date("2026-11-25T16:05:00Z"))).toBe("2026-11-26");
    expect(hongKongTime(new Date("2026-12-31T15:59:59Z"))).toBe("23:59");
    expect(hongKongDate(new Date("2026-12-31T15:59:59Z"))).toBe("2026-12-31");
    expect(hongKongDate(new Date("2026-12-31T16:00:00Z"))).toBe("2027-01-01");
  });

  it("agrees with ICU's Asia/Hong_Kong for any instant since 1980", () => {
    const time = new Intl.DateTimeFormat("en-GB", {
      timeZone: "Asia/Hong_Kong",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    const date = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Hong_Kong" });
    fc.assert(
      fc.property(instantSince1980(), (at) => {
        expect(hongKongTime(at)).toBe(time.format(at));
        expect(hongKongDate(at)).toBe(date.format(at));
      }),
    );
  });
});
