import { describe, expect, it } from "vitest";
import { lockBodyScroll } from "./scroll-lock.ts";

describe("lockBodyScroll", () => {
  it("hides overflow, pads for the scrollbar and restores both", () => {
    const style = { overflow: "auto", paddingRight: "" };
    const unlock = lockBodyScroll({
      body: { style },
      innerWidth: 1024,
      clientWidth: 1009,
      bodyPaddingRight: 8,
    });
    expect(style).toEqual({ overflow: "hidden", paddingRight: "23px" });
    unlock();
    expect(style).toEqual({ overflow: "auto", paddingRight: "" });
  });

  it("leaves padding alone without a scrollbar (phones, overlay scrollbars)", () => {
    const style = { overflow: "", paddingRight: "4px" };
    const unlock = lockBodyScroll({
      body: { style },
      innerWidth: 390,
      clientWidth: 390,
      bodyPaddingRight: 4,
    });
    expect(style).toEqual({ overflow: "hidden", paddingRight: "4px" });
    unlock();
    expect(style).toEqual({ overflow: "", paddingRight: "4px" });
  });
});
