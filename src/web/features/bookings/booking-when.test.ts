import { describe, expect, it } from "vitest";
import { formatDay, formatInstant, formatTimes, formatWhen } from "./booking-when.ts";

describe("formatWhen", () => {
  it("says the day and the times in the user's language", () => {
    const booking = {
      start_date: "2025-03-01",
      end_date: "2025-03-01",
      start_time: "19:00",
      end_time: "21:00",
    };
    expect(formatWhen(booking, "en")).toBe("Sat 1 Mar 2025, 7:00–9:00 pm");
    expect(formatWhen(booking, "tc")).toBe("2025年3月1日（六）19:00–21:00");
    expect(formatDay("2025-03-01", "tc")).toBe("2025年3月1日（六）");
  });

  it("says both days of a stay", () => {
    const stay = { start_date: "2025-03-01", end_date: "2025-03-03", start_time: "", end_time: "" };
    expect(formatWhen(stay, "en")).toBe("Sat 1 Mar 2025 – Mon 3 Mar 2025");
  });

  it("leaves a date it cannot read as it is", () => {
    expect(formatDay("soon", "en")).toBe("soon");
  });

  it("says times and instants in the user's language", () => {
    expect(formatTimes("12:00", "13:00", "en")).toBe("12:00–1:00 pm");
    expect(formatTimes("12:00", "13:00", "sc")).toBe("12:00–13:00");
    expect(formatInstant("2026-11-27T15:28:00.000Z", "tc")).toBe("2026年11月27日（五）23:28");
  });
});
