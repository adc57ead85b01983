import { describe, expect, it } from "vitest";
import { formatPhoneNumber, whatsappHref } from "./contact.tsx";

describe("formatPhoneNumber", () => {
  it("writes a Hong Kong number as people do: +852, then two groups of four", () => {
    expect(formatPhoneNumber("85291234567")).toBe("+852 9123 4567");
    expect(formatPhoneNumber("+85251234567")).toBe("+852 5123 4567");
    expect(formatPhoneNumber("+852 5123-4567")).toBe("+852 5123 4567");
  });

  it("writes any other number as + and its digits, with no grouping it may not have", () => {
    expect(formatPhoneNumber("8613812345678")).toBe("+8613812345678");
    expect(formatPhoneNumber("85212345")).toBe("+85212345");
  });
});

describe("whatsappHref", () => {
  it("links the digits only, whatever the notation", () => {
    expect(whatsappHref("+852 9123 4567", "你好")).toBe(
      `https://wa.me/85291234567?text=${encodeURIComponent("你好")}`,
    );
  });
});
