import { describe, expect, it } from "vitest";
import { DEFAULT_ASSUMPTIONS } from "./constants.ts";
import { evaluateAtPlan, forecast } from "./forecast.ts";
import { exampleWith, WORKED_EXAMPLE } from "./test-fixtures.ts";
import { EXPENSE_LINES, type ScenarioName, type ScenarioResult } from "./types.ts";

type Row = Partial<Record<keyof ScenarioResult, number>>;

// docs/forecast-model.md §5.7, copied figure by figure, except that the licence fee is now FEHD's
// band for the shop's 92.9 m² (HK$2,520 a year, not the spec's flat HK$5,000: decision 030). That
// takes 206.67 a month off admin, and so off every total, and adds it to every net profit.
const WORKED: Record<ScenarioName, Row> = {
  neutral: {
    revenue: 960_000,
    rent: 120_000,
    managementFee: 8_000,
    chef: 110_000,
    dishwashing: 21_250,
    bar: 21_250,
    floor: 100_000,
    utilities: 18_000,
    foodCost: 288_000,
    mpf: 12_625,
    bookingAppFee: 3_500,
    listingPlatformFee: 1_000,
    admin: 4_210,
    staffInsurance: 6_313,
    onlinePurchasing: 14_400,
    audit: 2_083,
    repair: 9_600,
    marketing: 19_200,
    creditCardFee: 13_440,
    depreciation: 33_333,
    totalExpenses: 806_204,
    netProfit: 153_796,
    hrCost: 271_438,
  },
  pessimistic: {
    revenue: 729_600,
    rent: 120_000,
    managementFee: 8_000,
    chef: 110_000,
    dishwashing: 21_250,
    bar: 21_250,
    floor: 100_000,
    utilities: 17_280,
    foodCost: 218_880,
    mpf: 12_625,
    bookingAppFee: 2_900,
    listingPlatformFee: 1_000,
    admin: 4_210,
    staffInsurance: 6_313,
    onlinePurchasing: 10_944,
    audit: 2_083,
    repair: 7_296,
    marketing: 14_592,
    creditCardFee: 10_214,
    depreciation: 33_333,
    totalExpenses: 722_171,
    netProfit: 7_429,
    hrCost: 271_438,
  },
  optimistic: {
    revenue: 1_159_200,
    rent: 120_000,
    managementFee: 8_000,
    chef: 110_000,
    dishwashing: 21_250,
    bar: 21_250,
    floor: 100_000,
    utilities: 18_540,
    foodCost: 347_760,
    mpf: 12_625,
    bookingAppFee: 3_950,
    listingPlatformFee: 1_000,
    admin: 4_210,
    staffInsurance: 6_313,
    onlinePurchasing: 17_388,
    audit: 2_083,
    repair: 11_592,
    marketing: 23_184,
    creditCardFee: 16_229,
    depreciation: 33_333,
    totalExpenses: 878_707,
    netProfit: 280_493,
    hrCost: 271_438,
  },
};

// Shares as the spec shows them, to 0.1%.
const WORKED_SHARES: Record<ScenarioName, { net: number; hr: number; rent: number }> = {
  neutral: { net: 16.0, hr: 28.3, rent: 12.5 },
  pessimistic: { net: 1.0, hr: 37.2, rent: 16.4 },
  optimistic: { net: 24.2, hr: 23.4, rent: 10.4 },
};

const pct1 = (fraction: number) => Math.round(fraction * 1000) / 10;

describe("worked example (docs/forecast-model.md §5.7)", () => {
  const result = forecast(WORKED_EXAMPLE);

  describe.each(["neutral", "pessimistic", "optimistic"] as const)("%s", (name) => {
    const scenario = result.scenarios[name];
    it.each(Object.entries(WORKED[name]))("%s matches to the dollar", (line, expected) => {
      expect(Math.round(scenario[line as keyof ScenarioResult])).toBe(expected);
    });
    it("matches the shares to 0.1%", () => {
      expect(pct1(scenario.netMargin)).toBe(WORKED_SHARES[name].net);
      expect(pct1(scenario.hrShare)).toBe(WORKED_SHARES[name].hr);
      expect(pct1(scenario.rentShare)).toBe(WORKED_SHARES[name].rent);
    });
  });

  it("staffs 4 chefs, 1 dishwasher, 1 bar, 5 floor: 11 positions, 13.75 FTE", () => {
    const s = result.staffing;
    expect([s.chef.positions, s.dishwashing.positions, s.bar.positions, s.floor.positions]).toEqual(
      [4, 1, 1, 5],
    );
    expect(s.totalPositions).toBe(11);
    expect(s.totalFte).toBeCloseTo(13.75, 10);
  });

  it("has no warnings: 9.2 turns a day is within the 10-turn limit", () => {
    expect(result.capacity.seats).toBeCloseTo((1_000 * 0.65) / 15, 10);
    expect(result.capacity.turnsPerDay).toBeCloseTo(400 / (650 / 15), 10);
    expect(result.warnings).toEqual([]);
  });
});

describe("rent: whichever is higher of base and turnover rent", () => {
  it("turnover rent wins in every scenario when the percentage is high", () => {
    const r = forecast(exampleWith({ turnoverRentPercent: 20 }));
    expect(r.scenarios.neutral.rent).toBeCloseTo(192_000, 6);
    expect(r.scenarios.neutral.turnoverTopUp).toBeCloseTo(72_000, 6);
    expect(r.scenarios.pessimistic.rent).toBeCloseTo(0.2 * 729_600, 6);
    expect(r.scenarios.optimistic.rent).toBeCloseTo(0.2 * 1_159_200, 6);
  });

  it("base rent wins when turnover rent is lower, with no top-up", () => {
    const r = forecast(exampleWith({ turnoverRentPercent: 5 }));
    for (const s of Object.values(r.scenarios)) {
      expect(s.rent).toBe(120_000);
      expect(s.turnoverTopUp).toBe(0);
    }
  });

  it("each scenario picks its own winner", () => {
    // 15%: neutral 144,000 and optimistic 173,880 beat the base; pessimistic 109,440 does not.
    const r = forecast(exampleWith({ turnoverRentPercent: 15 }));
    expect(r.scenarios.neutral.rent).toBeCloseTo(144_000, 6);
    expect(r.scenarios.pessimistic.rent).toBe(120_000);
    expect(r.scenarios.optimistic.rent).toBeCloseTo(173_880, 6);
  });

  it("blank turnover rent means base rent, however high the revenue", () => {
    const r = forecast(exampleWith({ turnoverRentPercent: null, perCapitaSpend: 5_000 }));
    for (const s of Object.values(r.scenarios)) {
      expect(s.rent).toBe(120_000);
      expect(s.turnoverTopUp).toBe(0);
    }
  });
});

describe("severance and long service payment provision (decision 031)", () => {
  it("is 1.5% of wages, beside the P&L and not in its total", () => {
    const r = forecast(WORKED_EXAMPLE);
    expect(r.severanceProvision).toBeCloseTo(0.015 * 252_500, 9);
    expect(Math.round(r.scenarios.neutral.netProfit)).toBe(153_796);
    const doubled = forecast(WORKED_EXAMPLE, { SP_LSP_PROVISION_PCT: 0.03 });
    expect(doubled.severanceProvision).toBeCloseTo(0.03 * 252_500, 9);
    expect(doubled.scenarios).toEqual(r.scenarios);
  });
});

describe("MPF", () => {
  it("is 5% of salary per FTE below the cap", () => {
    const r = forecast(WORKED_EXAMPLE);
    expect(r.staffing.chef.mpf).toBeCloseTo(5 * 1_100, 9);
    expect(r.staffing.floor.mpf).toBeCloseTo(6.25 * 800, 9);
  });

  it("reaches the $1,500 cap at a $30,000 salary", () => {
    const r = forecast(WORKED_EXAMPLE, { SAL_CHEF: 30_000 });
    expect(r.staffing.chef.mpf).toBeCloseTo(5 * 1_500, 9);
  });

  it("stops at $1,500 per FTE above the cap", () => {
    const r = forecast(WORKED_EXAMPLE, { SAL_CHEF: 40_000 });
    expect(r.staffing.chef.mpf).toBeCloseTo(5 * 1_500, 9);
    expect(r.scenarios.neutral.mpf).toBeCloseTo(5 * 1_500 + 1_062.5 + 1_062.5 + 5_000, 9);
    expect(r.scenarios.neutral.chef).toBeCloseTo(5 * 40_000, 9);
  });
});

describe("self-service kiosk", () => {
  const plain = forecast(WORKED_EXAMPLE);
  const kiosk = forecast(exampleWith({ selfServiceKiosk: true }));

  it("buys one kiosk per 200 daily visitors, at least one", () => {
    expect(plain.kiosks).toBe(0);
    expect(kiosk.kiosks).toBe(2);
    expect(forecast(exampleWith({ selfServiceKiosk: true, dailyVisitors: 50 })).kiosks).toBe(1);
    expect(forecast(exampleWith({ selfServiceKiosk: true, dailyVisitors: 200 })).kiosks).toBe(1);
    expect(forecast(exampleWith({ selfServiceKiosk: true, dailyVisitors: 201 })).kiosks).toBe(2);
  });

  it("adds the kiosk subscription to admin and the kiosks to depreciation", () => {
    expect(kiosk.scenarios.neutral.admin - plain.scenarios.neutral.admin).toBeCloseTo(2 * 300, 9);
    expect(kiosk.scenarios.neutral.depreciation - plain.scenarios.neutral.depreciation).toBeCloseTo(
      (2 * 25_000) / 36,
      9,
    );
  });

  it("raises the electronic-payment share from 70% to 90%", () => {
    expect(kiosk.scenarios.neutral.creditCardFee).toBeCloseTo(960_000 * 0.9 * 0.02, 6);
  });

  it("lets one floor staff cover 130 instead of 90 covers", () => {
    expect(plain.staffing.floor.positions).toBe(5);
    expect(kiosk.staffing.floor.positions).toBe(4);
  });

  it("leaves the kitchen alone", () => {
    expect(kiosk.staffing.chef).toEqual(plain.staffing.chef);
    expect(kiosk.staffing.dishwashing).toEqual(plain.staffing.dishwashing);
    expect(kiosk.staffing.bar).toEqual(plain.staffing.bar);
  });
});

describe("light food", () => {
  const plain = forecast(WORKED_EXAMPLE);
  const light = forecast(exampleWith({ lightFood: true }));

  it("lets one chef cook for 200 covers", () => {
    expect(light.staffing.chef.positions).toBe(2);
  });

  it("uses $12/ft² utilities", () => {
    expect(light.scenarios.neutral.utilities).toBeCloseTo(12_000, 9);
    expect(light.scenarios.pessimistic.utilities).toBeCloseTo(12_000 * 0.96, 9);
  });

  it("books 2% of covers through the app", () => {
    expect(light.scenarios.neutral.bookingAppFee).toBeCloseTo(500 + 0.02 * 12_000 * 5, 9);
  });

  it("pays the $1,810 light-refreshment licence and a cheaper fit-out", () => {
    expect(light.scenarios.neutral.admin).toBeCloseTo(4_000 + 1_810 / 12, 9);
    expect(light.scenarios.neutral.depreciation).toBeCloseTo((1_000 * 800) / 36, 9);
  });

  it("has 75% dining area, so more seats", () => {
    expect(light.capacity.seats).toBeCloseTo(50, 9);
    expect(plain.capacity.seats).toBeCloseTo(650 / 15, 9);
  });
});

describe("assumption overrides", () => {
  it("replace a constant by name and leave the others", () => {
    const base = forecast(WORKED_EXAMPLE).scenarios.neutral;
    const r = forecast(WORKED_EXAMPLE, { FOOD_COST_PCT: 0.35 }).scenarios.neutral;
    expect(r.foodCost).toBeCloseTo(0.35 * 960_000, 6);
    expect(base.netProfit - r.netProfit).toBeCloseTo(0.05 * 960_000, 6);
    expect(r.rent).toBe(base.rent);
  });

  it("treat undefined as 'keep the default'", () => {
    expect(forecast(WORKED_EXAMPLE, { FOOD_COST_PCT: undefined })).toEqual(
      forecast(WORKED_EXAMPLE),
    );
  });

  it("never change the defaults", () => {
    forecast(WORKED_EXAMPLE, { SAL_CHEF: 1 });
    expect(DEFAULT_ASSUMPTIONS.SAL_CHEF).toBe(22_000);
    expect(Object.isFrozen(DEFAULT_ASSUMPTIONS)).toBe(true);
  });

  it("reach variants, scenario factors and staffing drivers too", () => {
    const r = forecast(exampleWith({ lightFood: true }), {
      UTIL_RATE_LIGHT: 10,
      F_V_PESSIMISTIC: 0.5,
      C_CHEF_LIGHT: 100,
    });
    expect(r.scenarios.neutral.utilities).toBeCloseTo(10_000, 9);
    expect(r.scenarios.pessimistic.visitorsPerDay).toBe(200);
    expect(r.staffing.chef.positions).toBe(4);
  });

  it("can set the listing fee to zero (free OpenRice listing)", () => {
    expect(forecast(WORKED_EXAMPLE, { LISTING_FEE: 0 }).scenarios.neutral.listingPlatformFee).toBe(
      0,
    );
  });
});

describe("audit fee band, on the neutral annual revenue", () => {
  // The worked example turns over 12 × 960,000 = 11,520,000 a year.
  const annual = 11_520_000;
  const auditAt = (overrides: Parameters<typeof forecast>[1]) =>
    forecast(WORKED_EXAMPLE, overrides).scenarios.neutral.audit * 12;

  it("is the small band just below the first edge", () => {
    expect(auditAt({ AUDIT_SMALL_MAX_REVENUE_YR: annual + 1 })).toBeCloseTo(12_000, 9);
  });
  it("is the medium band at the first edge and at the second", () => {
    expect(auditAt({ AUDIT_SMALL_MAX_REVENUE_YR: annual })).toBeCloseTo(25_000, 9);
    expect(auditAt({ AUDIT_MEDIUM_MAX_REVENUE_YR: annual })).toBeCloseTo(25_000, 9);
  });
  it("is the large band above the second edge", () => {
    expect(auditAt({ AUDIT_MEDIUM_MAX_REVENUE_YR: annual - 1 })).toBeCloseTo(45_000, 9);
  });
  it("does not move with the scenario", () => {
    const r = forecast(exampleWith({ dailyVisitors: 170, perCapitaSpend: 100 })); // 6.12M a year
    expect(r.scenarios.pessimistic.audit).toBe(r.scenarios.neutral.audit);
    expect(r.scenarios.neutral.audit).toBeCloseTo(25_000 / 12, 9);
  });
});

describe("repair", () => {
  it("never falls below $1.5/ft² a month", () => {
    const r = forecast(exampleWith({ floorArea: 5_000, dailyVisitors: 100, perCapitaSpend: 20 }));
    expect(r.scenarios.neutral.repair).toBe(7_500);
  });
});

describe("warnings", () => {
  it("flag more than 10 turns a day, with the numbers", () => {
    // 60% dining area of 1,000 ft² at 15 ft² a seat is exactly 40 seats.
    const at10 = forecast(exampleWith({ dailyVisitors: 400 }), { FOH_SHARE: 0.6 });
    expect(at10.warnings.filter((w) => w.code === "forecast.warning.capacityExceeded")).toEqual([]);
    const over = forecast(exampleWith({ dailyVisitors: 401 }), { FOH_SHARE: 0.6 });
    expect(over.warnings).toContainEqual({
      code: "forecast.warning.capacityExceeded",
      seats: 40,
      turnsPerDay: 401 / 40,
      maxTurnsPerDay: 10,
    });
  });

  it("flag a salary below the statutory minimum wage as a monthly figure", () => {
    const r = forecast(WORKED_EXAMPLE, { SAL_FLOOR: 11_000 });
    expect(r.warnings).toEqual([
      {
        code: "forecast.warning.salaryBelowMinimumWage",
        role: "floor",
        monthlySalary: 11_000,
        minimumMonthlySalary: expect.closeTo(43.1 * 26 * 10, 6),
      },
    ]);
    expect(forecast(WORKED_EXAMPLE, { SAL_FLOOR: 11_300 }).warnings).toEqual([]);
  });
});

describe("evaluateAtPlan", () => {
  it("is the neutral scenario at the plan's own drivers", () => {
    expect(evaluateAtPlan(WORKED_EXAMPLE, { visitorsPerDay: 400 })).toEqual(
      forecast(WORKED_EXAMPLE).scenarios.neutral,
    );
  });

  it("holds head count while visitors change", () => {
    const busy = evaluateAtPlan(WORKED_EXAMPLE, { visitorsPerDay: 800, perCapitaSpend: 90 });
    expect(busy.chef).toBe(110_000);
    expect(busy.revenue).toBe(800 * 90 * 30);
  });

  it("refuses non-positive drivers", () => {
    expect(() => evaluateAtPlan(WORKED_EXAMPLE, { visitorsPerDay: 0 })).toThrow(RangeError);
  });
});

describe("input guard", () => {
  it("refuses input the schema would have refused", () => {
    expect(() => forecast(exampleWith({ dailyVisitors: Number.NaN }))).toThrow(RangeError);
    expect(() => forecast(exampleWith({ perCapitaSpend: 0 }))).toThrow(RangeError);
    expect(() => forecast(exampleWith({ managementFee: -1 }))).toThrow(RangeError);
  });
});

describe("output shape", () => {
  it("has every expense line in every scenario", () => {
    for (const s of Object.values(forecast(WORKED_EXAMPLE).scenarios)) {
      for (const line of EXPENSE_LINES) expect(Number.isFinite(s[line])).toBe(true);
    }
  });
});
