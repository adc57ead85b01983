import { describe, expect, it } from "vitest";
import { closureWhen } from "./closure-when.ts";

describe("closureWhen", () => {
  it("says a whole day once, and a span of days by its ends", () => {
    expect(closureWhen({ start_date: "2026-12-25" }, "en", "all day")).toBe(
      "Fri 25 Dec 2026, all day",
    );
    expect(
      closureWhen(
        {
          start_date: "2026-12-25",
          end_date: "2026-12-25",
          start_time: "00:00",
          end_time: "24:00",
        },
        "tc",
        "全日",
      ),
    ).toBe("2026年12月25日（五）全日");
    expect(
      closureWhen(
        {
          start_date: "2027-02-06",
          end_date: "2027-02-09",
          start_time: "00:00",
          end_time: "24:00",
        },
        "en",
        "all day",
      ),
    ).toBe("Sat 6 Feb 2027 – Tue 9 Feb 2027");
  });

  it("gives some hours on their day, to the day's end", () => {
    expect(
      closureWhen(
        { start_date: "2026-09-15", start_time: "18:45", end_time: "24:00" },
        "tc",
        "全日",
      ),
    ).toBe("2026年9月15日（二）18:45–00:00");
  });
});
