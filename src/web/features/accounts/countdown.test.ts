import { describe, expect, it } from "vitest";
import { deadlineFromRetryAfter, msUntilNextTick, secondsLeft } from "./countdown.ts";

describe("secondsLeft", () => {
  it("counts whole seconds up, down to 0", () => {
    expect(secondsLeft(60_000, 0)).toBe(60);
    expect(secondsLeft(60_000, 1)).toBe(60);
    expect(secondsLeft(60_000, 1_000)).toBe(59);
    expect(secondsLeft(60_000, 59_001)).toBe(1);
    expect(secondsLeft(60_000, 60_000)).toBe(0);
    expect(secondsLeft(60_000, 99_000)).toBe(0);
  });

  it("is 0 without a deadline", () => {
    expect(secondsLeft(null, 5)).toBe(0);
  });
});

describe("msUntilNextTick", () => {
  it("waits until the shown number changes", () => {
    expect(msUntilNextTick(60_000, 0)).toBe(1_000);
    expect(msUntilNextTick(60_000, 250)).toBe(750);
    expect(msUntilNextTick(60_000, 59_900)).toBe(100);
    expect(msUntilNextTick(60_000, 60_000)).toBe(0);
  });
});

describe("deadlineFromRetryAfter", () => {
  it("turns the server's seconds into a deadline", () => {
    expect(deadlineFromRetryAfter({ retry_after: 42 }, 1_000)).toBe(43_000);
  });

  it("is null when the answer has no usable wait", () => {
    expect(deadlineFromRetryAfter({}, 0)).toBeNull();
    expect(deadlineFromRetryAfter({ retry_after: "42" }, 0)).toBeNull();
    expect(deadlineFromRetryAfter({ retry_after: 0 }, 0)).toBeNull();
  });
});
