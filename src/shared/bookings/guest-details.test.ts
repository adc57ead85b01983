import { describe, expect, it } from "vitest";
import { guestDetailsSchema, isReachablePhone } from "./guest-details.ts";

describe("isReachablePhone", () => {
  it("takes Hong Kong 8-digit numbers, with or without +852 and separators", () => {
    for (const phone of ["91234567", "9123 4567", "2345-6789", "+852 9123 4567", "+85291234567"]) {
      expect(isReachablePhone(phone), phone).toBe(true);
    }
  });
  it("takes other countries' numbers written with + and the country code", () => {
    expect(isReachablePhone("+44 20 7946 0958")).toBe(true);
    expect(isReachablePhone("+86 138 0013 8000")).toBe(true);
  });
  it("refuses short, long, 0- or 1-led Hong Kong numbers and letters", () => {
    for (const phone of ["1234567", "12345678", "09123456", "912345678", "call me", "", "+0 123"]) {
      expect(isReachablePhone(phone), phone).toBe(false);
    }
  });
});

describe("guestDetailsSchema", () => {
  const valid = {
    name: "陳大文",
    phone: "9123 4567",
    email: "A@Example.test",
    email_code: "012345",
  };
  it("reads a guest's details, the e-mail lower-cased", () => {
    const parsed = guestDetailsSchema({ phoneRequired: true }).parse(valid);
    expect(parsed.email).toBe("a@example.test");
  });
  it("requires a phone for a table, a name and a six-digit code", () => {
    const schema = guestDetailsSchema({ phoneRequired: true });
    const issues = (value: object) =>
      schema.safeParse(value).error?.issues.map((issue) => [issue.path.join("."), issue.message]);
    expect(issues({ ...valid, phone: "" })).toEqual([["phone", "bookingsApi.guest.phoneRequired"]]);
    expect(issues({ ...valid, name: "" })).toEqual([
      ["first_name", "bookingsApi.guest.nameRequired"],
    ]);
    expect(issues({ ...valid, email_code: "12345" })).toEqual([
      ["email_code", "bookingsApi.guest.codeFormat"],
    ]);
    expect(
      guestDetailsSchema({ phoneRequired: false }).safeParse({ ...valid, phone: "" }).success,
    ).toBe(true);
  });
});
