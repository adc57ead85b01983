/**
 * Number formatting for the forecast in the page's language. The forecast computes unrounded; it
 * is rounded here only, to whole dollars and to 0.1% (docs/forecast-model.md §5.1).
 */
export interface ForecastFormat {
  /**
   * HK$ with the language's grouping, whole dollars unless `digits` allows cents: "HK$164,447",
   * "-HK$18,080".
   */
  money(value: number, digits?: number): string;
  /** A fraction as a percentage to 0.1%: 0.1713 → "17.1%". */
  percent(value: number): string;
  /** A round threshold as a percentage, without needless decimals: 0.25 → "25%". */
  threshold(value: number): string;
  /** A count or measure with up to `digits` decimals: 13.2 FTE, 400 visitors. */
  number(value: number, digits?: number): string;
  /** A measure with exactly `digits` decimals, for columns that line up: 6.0 FTE. */
  fixed(value: number, digits: number): string;
  /** A scenario factor as a signed change: 0.8 → "-20%", 1.05 → "+5%". */
  change(factor: number): string;
}

const cache = new Map<string, ForecastFormat>();

function build(tag: string): ForecastFormat {
  const moneys = new Map<number, Intl.NumberFormat>();
  const percent = new Intl.NumberFormat(tag, {
    style: "percent",
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    signDisplay: "negative",
  });
  const change = new Intl.NumberFormat(tag, {
    style: "percent",
    maximumFractionDigits: 1,
    signDisplay: "exceptZero",
  });
  const threshold = new Intl.NumberFormat(tag, { style: "percent", maximumFractionDigits: 1 });
  const numbers = new Map<string, Intl.NumberFormat>();
  const numberFormat = (min: number, max: number) => {
    const key = `${min}-${max}`;
    let format = numbers.get(key);
    if (!format) {
      format = new Intl.NumberFormat(tag, {
        minimumFractionDigits: min,
        maximumFractionDigits: max,
      });
      numbers.set(key, format);
    }
    return format;
  };
  return {
    money(value, digits = 0) {
      let format = moneys.get(digits);
      if (!format) {
        // "negative" keeps a rounded -0.4 from showing as "-HK$0".
        format = new Intl.NumberFormat(tag, {
          style: "currency",
          currency: "HKD",
          minimumFractionDigits: 0,
          maximumFractionDigits: digits,
          signDisplay: "negative",
        });
        moneys.set(digits, format);
      }
      return format.format(value);
    },
    percent: (value) => percent.format(value),
    number: (value, digits = 0) => numberFormat(0, digits).format(value),
    fixed: (value, digits) => numberFormat(digits, digits).format(value),
    threshold: (value) => threshold.format(value),
    change: (factor) => change.format(factor - 1),
  };
}

/** The formatter for a BCP 47 tag, built once: a results page formats a few hundred figures. */
export function forecastFormat(tag: string): ForecastFormat {
  let format = cache.get(tag);
  if (!format) {
    format = build(tag);
    cache.set(tag, format);
  }
  return format;
}
