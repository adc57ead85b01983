import { describe, expect, it } from "vitest";
import { isTablet, isTabletBrowser } from "./tablet.ts";

const UA = {
  ipad: "Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148",
  mac: "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15",
  iphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148",
  androidTablet:
    "Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 Chrome/120.0 Safari/537.36",
  androidPhone:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36",
  windows:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36",
};

describe("isTablet", () => {
  it("knows iPads, also behind a desktop user agent", () => {
    expect(isTablet(UA.ipad, 5, 820)).toBe(true);
    expect(isTablet(UA.mac, 5, 1024)).toBe(true);
    expect(isTablet(UA.mac, 0, 900)).toBe(false);
  });

  it("treats Android without Mobile as a tablet, and large touch screens too", () => {
    expect(isTablet(UA.androidTablet, 10, 800)).toBe(true);
    expect(isTablet(UA.androidPhone, 5, 412)).toBe(false);
    expect(isTablet(UA.androidPhone, 5, 600)).toBe(true);
    expect(isTablet(UA.androidPhone, 5, 599)).toBe(false);
  });

  it("does not call phones or desktops tablets", () => {
    expect(isTablet(UA.iphone, 5, 390)).toBe(false);
    expect(isTablet(UA.windows, 10, 1080)).toBe(false);
    expect(isTablet("", 0, 0)).toBe(false);
  });

  it("reads the running browser, and is false on the server", () => {
    expect(isTabletBrowser(undefined)).toBe(false);
    expect(isTabletBrowser()).toBe(false);
    expect(
      isTabletBrowser({
        navigator: { userAgent: UA.androidPhone, maxTouchPoints: 5 },
        screen: { width: 1280, height: 800 },
      }),
    ).toBe(true);
    expect(
      isTabletBrowser({
        navigator: { userAgent: UA.androidPhone, maxTouchPoints: 5 },
        screen: { width: 412, height: 915 },
      }),
    ).toBe(false);
  });
});
