import { describe, expect, it } from "vitest";
import { appHref, isAppTarget, nextTarget } from "./app-paths.ts";

describe("isAppTarget", () => {
  it("accepts paths inside the app", () => {
    expect(isAppTarget("/app")).toBe(true);
    expect(isAppTarget("/app/profile?x=1#y")).toBe(true);
    expect(isAppTarget("/app?x=1")).toBe(true);
  });

  it("refuses other sites, other parts of this site and look-alikes", () => {
    for (const value of [
      "https://evil.example/app",
      "//evil.example/app",
      "/\\evil.example",
      "/application",
      "/en/",
      "app/profile",
      null,
      42,
      // Out of /app by dot segments, backslashes, encodings and stripped characters.
      "/app/../\\evil.example",
      "/app/..//evil.example",
      "/app/../evil.example",
      "/app/%2e%2e/%2e%2e/evil.example",
      "/app/.%2E/en/",
      "/app\\..\\..\\evil.example",
      "/app/\t../\n../evil.example",
      "/app/../app/../en",
    ]) {
      expect(isAppTarget(value), JSON.stringify(value)).toBe(false);
    }
  });

  it("accepts dot segments that stay inside the app", () => {
    expect(isAppTarget("/app/profile/../settings")).toBe(true);
    expect(isAppTarget("/app/./profile")).toBe(true);
  });
});

describe("nextTarget", () => {
  it("reads a safe next parameter", () => {
    expect(nextTarget(new URLSearchParams("next=%2Fapp%2Fprofile"))).toBe("/app/profile");
    expect(nextTarget(new URLSearchParams("next=https%3A%2F%2Fevil.example"))).toBeNull();
    expect(nextTarget(new URLSearchParams(""))).toBeNull();
    expect(nextTarget(new URLSearchParams({ next: "/app/../\\evil.example" }))).toBeNull();
  });

  it("hands back the path the browser will go to, not the text that was checked", () => {
    expect(nextTarget(new URLSearchParams({ next: "/app/profile/../settings?x=1#y" }))).toBe(
      "/app/settings?x=1#y",
    );
    expect(nextTarget(new URLSearchParams({ next: "/app\\profile" }))).toBe("/app/profile");
  });
});

describe("appHref", () => {
  it("adds next only when there is one", () => {
    expect(appHref.signIn()).toBe("/app/sign-in");
    expect(appHref.signIn(null)).toBe("/app/sign-in");
    expect(appHref.signUp("/app/profile")).toBe("/app/sign-up?next=%2Fapp%2Fprofile");
  });
});
