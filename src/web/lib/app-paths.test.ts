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
    ]) {
      expect(isAppTarget(value)).toBe(false);
    }
  });
});

describe("nextTarget", () => {
  it("reads a safe next parameter", () => {
    expect(nextTarget(new URLSearchParams("next=%2Fapp%2Fprofile"))).toBe("/app/profile");
    expect(nextTarget(new URLSearchParams("next=https%3A%2F%2Fevil.example"))).toBeNull();
    expect(nextTarget(new URLSearchParams(""))).toBeNull();
  });
});

describe("appHref", () => {
  it("adds next only when there is one", () => {
    expect(appHref.signIn()).toBe("/app/sign-in");
    expect(appHref.signIn(null)).toBe("/app/sign-in");
    expect(appHref.signUp("/app/profile")).toBe("/app/sign-up?next=%2Fapp%2Fprofile");
  });
});
