import { describe, expect, it } from "vitest";
import { formatDay, formatWhen } from "./booking-when.ts";

describe("formatWhen", () => {
  it("says the day and the times in the user's language", () => {
    const booking = {
      start_date: "2025-03-01",
      end_date: "2025-03-01",
      start_time: "19:00",
      end_time: "21:00",
    };
    expect(formatWhen(booking, "en")).toBe("Sat, 1 Mar 2025 19:00–21:00");
    expect(formatWhen(booking, "tc")).toContain("19:00–21:00");
    expect(formatDay("2025-03-01", "tc")).toContain("3月1日");
  });

  it("says both days of a stay", () => {
    const stay = { start_date: "2025-03-01", end_date: "2025-03-03", start_time: "", end_time: "" };
    expect(formatWhen(stay, "en")).toBe("Sat, 1 Mar 2025 – Mon, 3 Mar 2025");
  });

  it("leaves a date it cannot read as it is", () => {
    expect(formatDay("soon", "en")).toBe("soon");
  });
});
