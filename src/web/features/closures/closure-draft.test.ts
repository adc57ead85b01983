import { describe, expect, it } from "vitest";
import { safeParse } from "zod/v4/core";
import { hongKongMidnight } from "../../../shared/bookings/availability.ts";
import {
  closureFormSchema,
  closureFormValues,
  END_TIMES,
  holidayDraft,
  START_TIMES,
  tonightDraft,
} from "./closure-draft.ts";

const at = (date: string, time: string) =>
  new Date(
    hongKongMidnight(date)! + (Number(time.slice(0, 2)) * 60 + Number(time.slice(3))) * 60_000,
  );

describe("tonightDraft", () => {
  it("closes today from the quarter hour just begun to the day's end, for a typhoon", () => {
    expect(tonightDraft(at("2026-09-15", "18:52"))).toEqual({
      date: "2026-09-15",
      wholeDay: false,
      start: "18:45",
      end: "24:00",
      reason: "typhoon8",
    });
    expect(tonightDraft(at("2026-09-15", "07:00")).start).toBe("07:00");
    // Hong Kong's day, whatever the machine's clock says: 23:59 UTC is 07:59 the next day.
    expect(tonightDraft(new Date("2026-09-15T23:59:00Z"))).toMatchObject({
      date: "2026-09-16",
      start: "07:45",
    });
  });

  it("starts at a time the form offers", () => {
    for (const time of ["00:00", "12:14", "23:59"]) {
      expect(START_TIMES).toContain(tonightDraft(at("2026-09-15", time)).start);
    }
    expect(END_TIMES.at(-1)).toBe("24:00");
    expect(START_TIMES).toHaveLength(96);
  });
});

describe("closureFormSchema", () => {
  it("sends a whole day without its times, and some hours with them", () => {
    const whole = closureFormValues(15, holidayDraft("2026-12-25"));
    expect(safeParse(closureFormSchema, whole).data).toMatchObject({
      resource_id: "15",
      start_date: "2026-12-25",
      start_time: "",
      end_time: "",
      reason: "holiday",
    });
    const evening = closureFormValues(15, { date: "2026-12-24", wholeDay: false });
    expect(safeParse(closureFormSchema, { ...evening, reason: "privateEvent" }).data).toMatchObject(
      {
        start_time: "18:00",
        end_time: "24:00",
      },
    );
  });

  it("names the missing reason and a window out of order at their fields", () => {
    const draft = closureFormValues(15, { date: "2026-12-24", wholeDay: false });
    const issues = safeParse(closureFormSchema, { ...draft, end_time: "17:00" }).error?.issues;
    expect(issues?.map((issue) => [issue.path[0], issue.message])).toEqual([
      ["reason", "closures.invalidReason"],
    ]);
    const out = safeParse(closureFormSchema, { ...draft, reason: "other", end_time: "17:00" });
    expect(out.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ["end_time", "closures.endBeforeStart"],
    ]);
  });
});
