import { describe, expect, it } from "vitest";
import { deskBooking } from "./test-fixtures.ts";
import { startsAt, visitChoices } from "./visit-choices.ts";

const MINUTE = 60_000;
const booking = (fields: Parameters<typeof deskBooking>[0]) => deskBooking(fields);
const start = startsAt({ start_date: "2026-11-28", start_time: "19:00" }) ?? 0;

describe("visitChoices", () => {
  it("reads the start at Hong Kong's clock", () => {
    expect(new Date(start).toISOString()).toBe("2026-11-28T11:00:00.000Z");
  });

  it("offers arrival from three hours before, and no-show and completion from the start", () => {
    const accepted = booking({ ID: 1 });
    expect(visitChoices(accepted, start - 4 * 60 * MINUTE)).toEqual(["change", "cancel"]);
    expect(visitChoices(accepted, start - 60 * MINUTE)).toEqual(["arrived", "change", "cancel"]);
    expect(visitChoices(accepted, start + MINUTE)).toEqual([
      "arrived",
      "noShow",
      "complete",
      "change",
      "cancel",
    ]);
  });

  it("lets a seated guest finish (or be corrected to a no-show), and a no-show still arrive late", () => {
    expect(visitChoices(booking({ ID: 1, visit: "arrived" }), start + MINUTE)).toEqual([
      "noShow",
      "complete",
      "change",
    ]);
    expect(
      visitChoices(booking({ ID: 1, visit: "arrived", walk_in: true }), start + MINUTE),
    ).toEqual(["complete", "change"]);
    expect(visitChoices(booking({ ID: 1, visit: "noShow" }), start + MINUTE)).toEqual(["arrived"]);
  });

  it("leaves a request's answer to accept or decline, and offers the refund when one is owed", () => {
    expect(visitChoices(booking({ ID: 1, status: "pending" }), start - MINUTE)).toEqual(["change"]);
    expect(
      visitChoices(booking({ ID: 1, status: "pending", time_to_confirm: true }), start),
    ).toEqual([]);
    expect(visitChoices(booking({ ID: 1, status: "canceled", refund: "due" }), start)).toEqual([
      "refunded",
    ]);
  });
});
