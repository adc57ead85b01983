import { describe, expect, it } from "vitest";
import { decideAccess, decideGuest } from "./access.ts";

const visitor = { token: null, verified: false };
const unverified = { token: "t", verified: false };
const verified = { token: "t", verified: true };

describe("decideAccess", () => {
  it("sends a visitor to sign in, continuing to the target afterwards", () => {
    expect(decideAccess("verified", visitor, "/app/profile/edit")).toEqual({
      kind: "redirect",
      to: "/app/sign-in?next=%2Fapp%2Fprofile%2Fedit",
    });
    expect(decideAccess("signedIn", visitor, "/app/account/password")).toEqual({
      kind: "redirect",
      to: "/app/sign-in?next=%2Fapp%2Faccount%2Fpassword",
    });
  });

  it("sends a signed-in but unverified user to the account screen for verified targets", () => {
    expect(decideAccess("verified", unverified, "/app/profile?tab=1")).toEqual({
      kind: "redirect",
      to: "/app/account?next=%2Fapp%2Fprofile%3Ftab%3D1",
    });
  });

  it("lets an unverified user reach the account's own screens", () => {
    expect(decideAccess("signedIn", unverified, "/app/account/deactivate")).toEqual({
      kind: "allow",
    });
  });

  it("lets a verified user through", () => {
    expect(decideAccess("verified", verified, "/app/profile")).toEqual({ kind: "allow" });
  });
});

describe("decideGuest", () => {
  it("shows sign-in to visitors", () => {
    expect(decideGuest(visitor, "/app/profile")).toEqual({ kind: "allow" });
  });

  it("sends a signed-in user on to the target, or home", () => {
    expect(decideGuest(unverified, "/app/profile")).toEqual({
      kind: "redirect",
      to: "/app/profile",
    });
    expect(decideGuest(verified, null)).toEqual({ kind: "redirect", to: "/app" });
  });
});
