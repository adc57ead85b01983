import { describe, expect, it } from "vitest";
import { BENCHMARKS, classify } from "./benchmark-bands.ts";

describe("classify", () => {
  it("bands staff cost at 25% and 32% of turnover", () => {
    expect(classify(0.249, BENCHMARKS.hrShare)).toBe("healthy");
    expect(classify(0.25, BENCHMARKS.hrShare)).toBe("watch");
    expect(classify(0.319, BENCHMARKS.hrShare)).toBe("watch");
    expect(classify(0.32, BENCHMARKS.hrShare)).toBe("danger");
  });

  it("bands rent at 10% and 15% of turnover", () => {
    expect(classify(0.0999, BENCHMARKS.rentShare)).toBe("healthy");
    expect(classify(0.125, BENCHMARKS.rentShare)).toBe("watch");
    expect(classify(0.15, BENCHMARKS.rentShare)).toBe("danger");
  });

  it("bands net margin the other way round: more is better", () => {
    expect(classify(0.12, BENCHMARKS.netMargin)).toBe("healthy");
    expect(classify(0.05, BENCHMARKS.netMargin)).toBe("watch");
    expect(classify(0.049, BENCHMARKS.netMargin)).toBe("danger");
    expect(classify(-0.3, BENCHMARKS.netMargin)).toBe("danger");
  });
});
