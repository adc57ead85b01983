import { describe, expect, it } from "vitest";
import { DEFAULT_ASSUMPTIONS, resolveAssumptions } from "./constants.ts";
import { forecast } from "./forecast.ts";
import { floorAreaM2, licenceFeeYear } from "./licence-fee.ts";
import { FT2_PER_M2 } from "./plausibility.ts";
import { exampleWith } from "./test-fixtures.ts";

const a = DEFAULT_ASSUMPTIONS;
/** The owner types ft²; the bands are in m². */
const sqft = (m2: number) => m2 * FT2_PER_M2;
const general = (m2: number) => licenceFeeYear(sqft(m2), false, a);

describe("general restaurant licence fee by FEHD floor-area band (review 2 F2, decision 030)", () => {
  it("converts ft² to m² with the exact factor (1 ft = 0.3048 m)", () => {
    expect(FT2_PER_M2).toBeCloseTo(1 / 0.3048 ** 2, 12);
    expect(floorAreaM2(1_000)).toBeCloseTo(92.903, 3);
    expect(floorAreaM2(sqft(100))).toBeLessThanOrEqual(100);
  });

  it.each([
    // [m², yearly fee]: each edge belongs to its band ("not exceeding"), a hundredth more does not.
    [1, 2_520],
    [100, 2_520],
    [100.01, 3_140],
    [150, 3_140],
    [150.01, 4_410],
    [200, 4_410],
    [200.01, 5_650],
    [250, 5_650],
    [250.01, 6_860],
    [300, 6_860],
  ])("%s m² pays HK$%s a year", (m2, fee) => {
    expect(general(m2)).toBe(fee);
  });

  it("reads the spec's 1,000 ft² shop (92.9 m²) as the first band, and 1,076 ft² as well", () => {
    expect(licenceFeeYear(1_000, false, a)).toBe(2_520);
    // 100 m² = 1,076.39 ft²: what an owner types for a 100 m² shop stays in the first band.
    expect(licenceFeeYear(1_076.39, false, a)).toBe(2_520);
    expect(licenceFeeYear(1_076.5, false, a)).toBe(3_140);
  });

  it("adds the last listed step for every further 50 m² or part above 300 m", () => {
    expect(general(300.01)).toBe(6_860 + 1_210);
    expect(general(350)).toBe(6_860 + 1_210);
    expect(general(350.01)).toBe(6_860 + 2 * 1_210);
    // Within 3% of the adviser's ranges for larger shops: 11,970 at 500 m², 23,900 at 1,000 m².
    expect(general(500)).toBe(11_700);
    expect(Math.abs(general(500) / 11_970 - 1)).toBeLessThan(0.03);
    expect(general(1_000)).toBe(23_800);
    expect(Math.abs(general(1_000) / 23_900 - 1)).toBeLessThan(0.03);
  });

  it("follows edited bands and step, and a step of 0 holds the fee at the last band", () => {
    const edited = resolveAssumptions({ LICENCE_FEE_YR_150: 3_500, LICENCE_FEE_STEP_ABOVE_300: 0 });
    expect(licenceFeeYear(sqft(120), false, edited)).toBe(3_500);
    expect(licenceFeeYear(sqft(900), false, edited)).toBe(6_860);
  });

  it("charges a light refreshment restaurant its own flat fee, whatever the area", () => {
    expect(licenceFeeYear(sqft(90), true, a)).toBe(1_810);
    expect(licenceFeeYear(sqft(400), true, a)).toBe(1_810);
  });

  it("puts a twelfth of the band's fee into the admin line", () => {
    const small = forecast(exampleWith({ floorArea: sqft(100) })).scenarios.neutral;
    const larger = forecast(exampleWith({ floorArea: sqft(100.01) })).scenarios.neutral;
    expect(small.admin).toBeCloseTo(a.ADMIN_BASE + 2_520 / 12, 9);
    expect(larger.admin).toBeCloseTo(a.ADMIN_BASE + 3_140 / 12, 9);
  });
});

describe("costs beside the P&L (review 2 M13)", () => {
  it("estimate rates at 5% of the base rent and other insurance at HK$12,000 a year, outside the totals", () => {
    const input = exampleWith({});
    const result = forecast(input);
    expect(result.rates).toBeCloseTo(0.05 * input.baseRent, 9);
    expect(result.otherInsurance).toBeCloseTo(1_000, 9);
    const edited = forecast(input, { RATES_PCT_OF_RENT: 0.08, OTHER_INSURANCE_YR: 24_000 });
    expect(edited.rates).toBeCloseTo(0.08 * input.baseRent, 9);
    expect(edited.otherInsurance).toBeCloseTo(2_000, 9);
    expect(edited.scenarios.neutral.totalExpenses).toBe(result.scenarios.neutral.totalExpenses);
  });
});
