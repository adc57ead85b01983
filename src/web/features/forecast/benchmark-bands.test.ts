import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BENCHMARKS, classify, shownBand } from "./benchmark-bands.ts";

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

describe("shownBand", () => {
  it("shows the band itself for credible inputs", () => {
    expect(shownBand(0.2, BENCHMARKS.netMargin, true)).toBe("healthy");
    expect(shownBand(0.2, BENCHMARKS.hrShare, true)).toBe("healthy");
  });

  it("never says healthy while a plausibility warning stands, but keeps the cautions", () => {
    expect(shownBand(0.2, BENCHMARKS.netMargin, false)).toBe("doubtful");
    expect(shownBand(0.05, BENCHMARKS.rentShare, false)).toBe("doubtful");
    expect(shownBand(0.08, BENCHMARKS.netMargin, false)).toBe("watch");
    expect(shownBand(0.4, BENCHMARKS.hrShare, false)).toBe("danger");
  });

  it("never returns healthy for implausible inputs, whatever the share", () => {
    fc.assert(
      fc.property(
        fc.double({ min: -2, max: 2, noNaN: true }),
        fc.constantFrom(...Object.values(BENCHMARKS)),
        (value, lines) => {
          expect(shownBand(value, lines, false)).not.toBe("healthy");
          const band = shownBand(value, lines, true);
          expect(band).toBe(classify(value, lines));
        },
      ),
    );
  });
});
