import { describe, expect, it } from "vitest";
import { hongKongMobile, hongKongNumber, isReachablePhone, phoneDigits } from "./phone-number.ts";

describe("isReachablePhone", () => {
  it("takes Hong Kong 8-digit numbers, with or without 852 and with the separators people type", () => {
    for (const phone of [
      "91234567",
      "9123 4567",
      "2345-6789",
      "9123.4567",
      "+852 9123 4567",
      "+852 9123-4567",
      "+85291234567",
      "(852) 9123 4567",
      "(+852) 5123 4567",
      "852-6123-4567",
      " 9123 4567 ",
    ]) {
      expect(isReachablePhone(phone), phone).toBe(true);
    }
  });

  it("takes other countries' numbers written with + and the country code", () => {
    expect(isReachablePhone("+44 20 7946 0958")).toBe(true);
    expect(isReachablePhone("+86 138 0013 8000")).toBe(true);
    expect(isReachablePhone("+1 (415) 555-0100")).toBe(true);
  });

  it("refuses short, long, 0- or 1-led Hong Kong numbers, letters, and anything past 24 characters", () => {
    for (const phone of [
      "",
      "1234567",
      "12345678",
      "09123456",
      "912345678",
      "call me",
      "+0 123",
      "9123 4567 ext 2",
      "9123/4567",
      "+852 1234 5678",
      "\u0000 9123 4567",
      `+852 ${" ".repeat(20)}91234567`,
    ]) {
      expect(isReachablePhone(phone), JSON.stringify(phone)).toBe(false);
    }
  });
});

describe("reading a number", () => {
  it("drops the separators, and finds a Hong Kong number's eight digits", () => {
    expect(phoneDigits(" (852) 9123-4567 ")).toBe("85291234567");
    expect(hongKongNumber("+852 2345 6789")).toBe("23456789");
    expect(hongKongNumber("9123 4567")).toBe("91234567");
    expect(hongKongNumber("+44 20 7946 0958")).toBe("");
  });

  it("knows a mobile from a fixed line or a service number", () => {
    expect(hongKongMobile("(+852) 5123 4567")).toBe("51234567");
    expect(hongKongMobile("9123 4567")).toBe("91234567");
    expect(hongKongMobile("2123 4567")).toBe("");
    expect(hongKongMobile("8123 4567")).toBe("");
  });
});
