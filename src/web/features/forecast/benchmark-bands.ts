export type Band = "healthy" | "watch" | "danger";
/** What a results page shows: a band, or "doubtful" where it would praise implausible inputs. */
export type ShownBand = Band | "doubtful";

export interface BenchmarkLines {
  /** The watch line for a cost share; the danger line for a margin. */
  readonly low: number;
  /** The danger line for a cost share; the healthy line for a margin. */
  readonly high: number;
  /** True for a margin (more is better), false for a cost share. */
  readonly higherIsBetter: boolean;
}

/**
 * Watch and danger lines from docs/forecast-model.md: staff cost 25% / 32% of turnover and rent
 * 10% / 15% (anchor A3's ratio table, cited for F15 and F28), net margin 5% / 12% (the same table).
 */
export const BENCHMARKS = {
  hrShare: { low: 0.25, high: 0.32, higherIsBetter: false },
  rentShare: { low: 0.1, high: 0.15, higherIsBetter: false },
  netMargin: { low: 0.05, high: 0.12, higherIsBetter: true },
} as const satisfies Record<string, BenchmarkLines>;

export type BenchmarkMeasure = keyof typeof BENCHMARKS;

/**
 * The band a share falls in. A cost share is healthy below `low`, watch from `low` up to `high`,
 * danger from `high`; a margin is healthy from `high`, watch from `low`, danger below `low`.
 */
export function classify(value: number, lines: BenchmarkLines): Band {
  if (lines.higherIsBetter) {
    if (value >= lines.high) return "healthy";
    return value >= lines.low ? "watch" : "danger";
  }
  if (value < lines.low) return "healthy";
  return value < lines.high ? "watch" : "danger";
}

/**
 * The band to show. While the inputs fail a plausibility check (shared/forecast/plausibility.ts),
 * nothing is called healthy: a margin earned by impossible customers is no reassurance. Watch and
 * danger stay, as a caution never misleads.
 */
export function shownBand(value: number, lines: BenchmarkLines, credible: boolean): ShownBand {
  const band = classify(value, lines);
  return band === "healthy" && !credible ? "doubtful" : band;
}
