import { describe, expect, it } from "vitest";
import { MESSAGES } from "../../../shared/i18n/messages/index.ts";
import type { PlacePageData } from "../../../shared/places/place-page-source.ts";
import { opensContent, placePageText } from "./place-page-text.ts";

const DAYS = [
  ["mon", "Mon"],
  ["tue", "Tue"],
  ["wed", "Wed"],
  ["thu", "Thu"],
  ["fri", "Fri"],
  ["sat", "Sat"],
  ["sun", "Sun"],
] as const;

const base = {
  hours: DAYS.map(([key, label]) => ({ key, label, ranges: [] })),
  reviews: [{ id: 3, author: "Ann", rating: 5, content: "Great", date: "2026-03-01T16:30:00Z" }],
} as unknown as PlacePageData;

/** Wednesday 25 November 2026, 10:00 in Hong Kong. */
const NOW = new Date("2026-11-25T02:00:00Z");

const text = (status: PlacePageData["status"], language: "tc" | "en" = "en") =>
  placePageText({ ...base, status }, language, MESSAGES[language], NOW);

describe("placePageText", () => {
  it("says open now and until when, in Hong Kong time", () => {
    expect(text({ open: true, closesAt: "2026-11-25T18:00:00Z" }).status).toEqual({
      open: true,
      label: "Open now",
      detail: "until 02:00",
    });
  });

  it("says when a closed place opens: today, tomorrow, a weekday, or a date", () => {
    expect(text({ open: false, opensAt: "2026-11-25T10:00:00Z" }).status?.detail).toBe(
      "opens today at 18:00",
    );
    expect(text({ open: false, opensAt: "2026-11-26T01:00:00Z" }).status?.detail).toBe(
      "opens tomorrow at 09:00",
    );
    expect(text({ open: false, opensAt: "2026-11-28T03:30:00Z" }).status?.detail).toBe(
      "opens Sat at 11:30",
    );
    expect(text({ open: false, opensAt: "2026-12-20T03:30:00Z" }).status?.detail).toBe(
      "opens 20 December at 11:30",
    );
    expect(text({ open: false, opensAt: "2026-11-26T01:00:00Z" }, "tc").status?.detail).toBe(
      "明日 09:00 開始營業",
    );
    expect(text({ open: false, opensAt: "2026-12-20T03:30:00Z" }, "tc").status?.detail).toBe(
      "12月20日 11:30 開始營業",
    );
  });

  it("says nothing about opening for a place without hours", () => {
    expect(text(null).status).toBeNull();
  });

  it("marks today's weekday and dates the reviews in Hong Kong", () => {
    const result = text(null);
    expect(result.today).toBe("wed");
    // 16:30 UTC on 1 March is already 2 March in Hong Kong.
    expect(result.reviewDates[3]).toBe("2 March 2026");
  });
});

describe("opensContent", () => {
  const content =
    "Wan Chai Cha Chaan Teng is an old name.\n\nIts milk tea is blended from four teas.";
  it("knows an excerpt cut from the description's opening, spaces flattened", () => {
    expect(opensContent("Wan Chai Cha Chaan Teng is an old name. Its milk…", content)).toBe(true);
    expect(opensContent("Wan Chai Cha Chaan Teng is an old name.", content)).toBe(true);
  });
  it("keeps an excerpt the owner wrote apart", () => {
    expect(opensContent("Milk tea since 1962.", content)).toBe(false);
  });
});
