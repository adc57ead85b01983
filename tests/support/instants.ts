import fc from "fast-check";

/**
 * Any instant from 1980 (Hong Kong has kept UTC+8 all year since 1979) to 2100: the range the
 * date and clock helpers are checked against ICU over.
 */
export const instantSince1980 = () =>
  fc.date({
    min: new Date("1980-01-01T00:00:00Z"),
    max: new Date("2100-01-01T00:00:00Z"),
    noInvalidDate: true,
  });
