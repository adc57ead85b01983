import { describe, expect, it } from "vitest";
import { formatHkd } from "./hkd.ts";

describe("formatHkd", () => {
  it("writes whole dollars without cents and groups thousands", () => {
    expect(formatHkd(12_000)).toBe("HK$120");
    expect(formatHkd(128_000)).toBe("HK$1,280");
    expect(formatHkd(0)).toBe("HK$0");
  });

  it("keeps cents when there are some", () => {
    expect(formatHkd(1_250)).toBe("HK$12.50");
    expect(formatHkd(1_205)).toBe("HK$12.05");
  });
});
