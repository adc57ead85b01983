import { describe, expect, it } from "vitest";
import { hongKongMidnight } from "./availability.ts";
import { closureRequestSchema, closureSpan } from "./closure-request.ts";

const HOUR = 3_600_000;
const base = { resource_id: "15", start_date: "2026-12-01", reason: "typhoon8" };

/** Each field's first message key, as the server and the form read them. */
function problems(body: Record<string, unknown>) {
  const found: Record<string, string> = {};
  for (const issue of closureRequestSchema.safeParse(body).error?.issues ?? []) {
    found[String(issue.path[0])] ??= issue.message;
  }
  return found;
}

describe("closureSpan", () => {
  const midnight = hongKongMidnight("2026-12-01")!;

  it("covers whole Hong Kong days without times, the start's day when no end date", () => {
    expect(closureSpan({ start_date: "2026-12-01" })).toEqual({
      startsAt: midnight,
      endsAt: midnight + 24 * HOUR,
    });
    expect(closureSpan({ start_date: "2026-12-01", end_date: "2026-12-03" }).endsAt).toBe(
      midnight + 72 * HOUR,
    );
  });

  it("takes times on the start and end days, 24:00 as the day's end", () => {
    expect(
      closureSpan({ start_date: "2026-12-01", start_time: "17:30", end_time: "24:00" }),
    ).toEqual({ startsAt: midnight + 17.5 * HOUR, endsAt: midnight + 24 * HOUR });
    expect(closureSpan({ start_date: "2026-12-01", start_time: "18:00" }).endsAt).toBe(
      midnight + 24 * HOUR,
    );
  });
});

describe("closureRequestSchema", () => {
  it("takes a whole day, some hours, and a message in any script, trimmed", () => {
    expect(closureRequestSchema.safeParse(base).success).toBe(true);
    const parsed = closureRequestSchema.parse({
      ...base,
      start_time: " 17:00",
      end_time: "24:00",
      end_date: "",
      message: "  包場 🎉\n多謝 ",
    });
    expect(parsed).toMatchObject({
      start_time: "17:00",
      end_time: "24:00",
      message: "包場 🎉\n多謝",
    });
  });

  it("names each field at fault with its catalogue key", () => {
    expect(problems({ ...base, start_date: "" })).toEqual({ start_date: "validation.required" });
    expect(problems({ ...base, start_date: "2026-02-30" })).toEqual({
      start_date: "bookingsApi.problem.start_date.format",
    });
    expect(problems({ ...base, end_date: "tomorrow" })).toEqual({
      end_date: "bookingsApi.problem.end_date.format",
    });
    expect(problems({ ...base, start_time: "24:00" })).toEqual({
      start_time: "bookingsApi.problem.start_time.format",
    });
    expect(problems({ ...base, end_time: "7pm" })).toEqual({
      end_time: "bookingsApi.problem.end_time.format",
    });
    for (const reason of ["earthquake", ["typhoon8"], undefined, { toString: () => "holiday" }]) {
      expect(problems({ ...base, reason })).toEqual({ reason: "closures.invalidReason" });
    }
    expect(problems({ ...base, message: "m".repeat(501) })).toEqual({
      message: "validation.tooLong",
    });
    expect(problems({ ...base, message: "nul\u0000byte" })).toEqual({
      message: "validation.invalid",
    });
    expect(problems({ ...base, message: null })).toEqual({ message: "validation.invalid" });
  });

  it("refuses a window that ends before it starts, or lasts more than 92 days", () => {
    expect(problems({ ...base, start_time: "18:00", end_time: "17:00" })).toEqual({
      end_time: "closures.endBeforeStart",
    });
    expect(problems({ ...base, end_date: "2026-11-30" })).toEqual({
      end_date: "closures.endBeforeStart",
    });
    expect(problems({ ...base, end_date: "2027-03-02" })).toEqual({});
    expect(problems({ ...base, end_date: "2027-03-03" })).toEqual({ end_date: "closures.tooLong" });
  });
});
