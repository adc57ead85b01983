import { describe, expect, it } from "vitest";
import {
  isModalOnlyNavigation,
  isModalOnlyStep,
  shouldRevalidateForModals,
} from "./modal-revalidation.ts";

const url = (s: string) => new URL(s, "https://tablestart.hk");

describe("isModalOnlyStep", () => {
  const step = { currentUrl: url("/en/"), nextUrl: url("/en/"), fromDepth: 1, toDepth: 0 };

  it("is true when only the modal depth changes", () => {
    expect(isModalOnlyStep(step)).toBe(true);
    expect(isModalOnlyStep({ ...step, fromDepth: 0, toDepth: 2 })).toBe(true);
  });

  it("is false for real navigations, submissions and explicit revalidation", () => {
    expect(isModalOnlyStep({ ...step, nextUrl: url("/en/about/") })).toBe(false);
    expect(isModalOnlyStep({ ...step, nextUrl: url("/en/?template=contract") })).toBe(false);
    expect(isModalOnlyStep({ ...step, formMethod: "POST" })).toBe(false);
    expect(isModalOnlyStep({ ...step, fromDepth: 1, toDepth: 1 })).toBe(false);
  });
});

describe("shouldRevalidateForModals", () => {
  it("keeps React Router's default on the server", () => {
    const args = {
      currentUrl: url("/"),
      nextUrl: url("/"),
      defaultShouldRevalidate: true,
    } as Parameters<typeof shouldRevalidateForModals>[0];
    expect(shouldRevalidateForModals(args)).toBe(true);
    expect(shouldRevalidateForModals({ ...args, defaultShouldRevalidate: false })).toBe(false);
    expect(isModalOnlyNavigation(args)).toBe(false);
  });
});
