import type { ForecastAssumptions } from "./constants.ts";
import { FT2_PER_M2 } from "./plausibility.ts";

/** The listed bands: yearly fee up to each floor area in m² (constants LICENCE_FEE_YR_<m²>). */
export const LICENCE_FEE_BANDS = [
  { upToM2: 100, fee: "LICENCE_FEE_YR_100" },
  { upToM2: 150, fee: "LICENCE_FEE_YR_150" },
  { upToM2: 200, fee: "LICENCE_FEE_YR_200" },
  { upToM2: 250, fee: "LICENCE_FEE_YR_250" },
  { upToM2: 300, fee: "LICENCE_FEE_YR_300" },
] as const satisfies readonly { upToM2: number; fee: keyof ForecastAssumptions }[];

/** The last listed band; beyond it, one more LICENCE_FEE_STEP_ABOVE_300 per 50 m² or part. */
export const LICENCE_FEE_LAST_BAND = LICENCE_FEE_BANDS[LICENCE_FEE_BANDS.length - 1]!;
export const LICENCE_FEE_STEP_M2 = 50;

/**
 * FEHD charges "not exceeding" each area, so a band's edge belongs to it. The owner types ft²; a
 * shop of exactly 100 m² typed in ft² comes back a hair over 100 in floating point, so the area is
 * nudged down by a billionth before it is compared, as head counts are (staffing.ts `ceilCount`).
 */
export function floorAreaM2(floorAreaSqft: number): number {
  return (floorAreaSqft / FT2_PER_M2) * (1 - 1e-9);
}

/**
 * The yearly restaurant licence fee for the floor area (ft²): the light refreshment restaurant's
 * flat fee for light food, else the general restaurant licence band (decision 030).
 */
export function licenceFeeYear(
  floorAreaSqft: number,
  lightFood: boolean,
  a: ForecastAssumptions,
): number {
  if (lightFood) return a.LICENCE_FEE_YR_LIGHT;
  const m2 = floorAreaM2(floorAreaSqft);
  for (const band of LICENCE_FEE_BANDS) if (m2 <= band.upToM2) return a[band.fee];
  const last = LICENCE_FEE_LAST_BAND;
  const steps = Math.ceil((m2 - last.upToM2) / LICENCE_FEE_STEP_M2);
  return a[last.fee] + steps * a.LICENCE_FEE_STEP_ABOVE_300;
}
