import { describe, expect, it } from "vitest";
import { guestDetailsSchema } from "./guest-details.ts";

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
