/**
 * Times the forecast engine: 100 000 forecasts over varied inputs, break-even included.
 * Run with `npm run bench:forecast`. It reports and never fails: timing depends on the machine.
 */
import { performance } from "node:perf_hooks";
import { type ForecastInput, forecast } from "../src/shared/forecast/index.ts";

const COUNT = 100_000;
const WARM_UP = 2_000;

// A fixed-seed generator, so every run times the same inputs.
let seed = 20_260_501;
function random(): number {
  seed = (Math.imul(seed, 1_664_525) + 1_013_904_223) >>> 0;
  return seed / 2 ** 32;
}
const between = (min: number, max: number) => min + random() * (max - min);

const inputs: ForecastInput[] = Array.from({ length: COUNT }, () => ({
  floorArea: between(200, 8_000),
  baseRent: between(20_000, 600_000),
  managementFee: between(0, 60_000),
  perCapitaSpend: between(30, 800),
  dailyVisitors: between(20, 2_000),
  turnoverRentPercent: random() < 0.3 ? null : between(3, 25),
  selfServiceKiosk: random() < 0.5,
  lightFood: random() < 0.5,
}));

// Something has to read the results, or the optimiser may skip the work.
let sink = 0;
for (let i = 0; i < WARM_UP; i++)
  sink += forecast(inputs[i % COUNT] as ForecastInput).scenarios.neutral.netProfit;

const start = performance.now();
for (const input of inputs) {
  const result = forecast(input);
  sink += result.scenarios.neutral.netProfit + (result.breakEvenVisitors ?? 0);
}
const elapsed = performance.now() - start;

console.log(`forecasts:      ${COUNT.toLocaleString("en")}`);
console.log(`elapsed:        ${elapsed.toFixed(1)} ms`);
console.log(`per forecast:   ${((elapsed * 1_000) / COUNT).toFixed(2)} µs`);
console.log(`target:         under 1 000 ms total (${elapsed < 1_000 ? "met" : "missed"})`);
console.log(`(checksum ${sink.toExponential(3)})`);
