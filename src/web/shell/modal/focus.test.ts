import { describe, expect, it } from "vitest";
import { FOCUSABLE_SELECTOR, focusTargetAfterClose, trapFocusIndex } from "./focus.ts";

describe("trapFocusIndex", () => {
  it("wraps Tab from the last element to the first and Shift+Tab the other way", () => {
    expect(trapFocusIndex(3, 2, false)).toBe(0);
    expect(trapFocusIndex(3, 0, true)).toBe(2);
  });

  it("lets the browser move focus inside the dialog", () => {
    expect(trapFocusIndex(3, 0, false)).toBeNull();
    expect(trapFocusIndex(3, 1, true)).toBeNull();
    expect(trapFocusIndex(0, -1, false)).toBeNull();
  });

  it("brings focus from the dialog itself (or outside) to the first or last element", () => {
    expect(trapFocusIndex(3, -1, false)).toBe(0);
    expect(trapFocusIndex(3, -1, true)).toBe(2);
    expect(trapFocusIndex(1, 0, false)).toBe(0);
  });
});

describe("focusTargetAfterClose", () => {
  const el = (isConnected: boolean) => ({ isConnected, focus() {} });

  it("returns to the opener of the oldest closed modal", () => {
    const pageButton = el(true);
    const buttonInModal = el(true);
    expect(
      focusTargetAfterClose([{ opener: pageButton }, { opener: buttonInModal }], () => true),
    ).toBe(pageButton);
  });

  it("gives up when the opener is gone or unusable", () => {
    expect(focusTargetAfterClose([{ opener: el(false) }], () => true)).toBeNull();
    expect(focusTargetAfterClose([{ opener: el(true) }], () => false)).toBeNull();
    expect(focusTargetAfterClose([{ opener: null }], () => true)).toBeNull();
    expect(focusTargetAfterClose([], () => true)).toBeNull();
  });

  it("selects focusable elements but not disabled or tabindex=-1 ones", () => {
    expect(FOCUSABLE_SELECTOR).toContain("button:not([disabled])");
    expect(FOCUSABLE_SELECTOR).toContain("[tabindex]:not([tabindex='-1'])");
  });
});
